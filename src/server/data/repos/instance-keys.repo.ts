import type { Db } from '../db.ts';

/** Keys the instance made for itself (decision 044), by name; the private half is stored sealed. */
export class InstanceKeysRepo {
  constructor(private readonly db: Db) {}

  find(name: string) {
    return this.db.selectFrom('instanceKeys').select(['publicKey', 'privateKeySealed']).where('name', '=', name).executeTakeFirst();
  }

  /** Keeps `keys` unless another instance stored its own first: the caller reads back whichever won. */
  async insertIfMissing(name: string, keys: { publicKey: string; privateKeySealed: string }) {
    await this.db
      .insertInto('instanceKeys')
      .values({ name, publicKey: keys.publicKey, privateKeySealed: keys.privateKeySealed })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }

  /**
   * Replaces the row only while it still holds `sealedBefore`, so instances replacing an unreadable key at once
   * agree on one new key; true when this call's keys went in.
   */
  async replace(name: string, sealedBefore: string, keys: { publicKey: string; privateKeySealed: string }) {
    const row = await this.db
      .updateTable('instanceKeys')
      .set({ publicKey: keys.publicKey, privateKeySealed: keys.privateKeySealed, createdAt: new Date() })
      .where('name', '=', name)
      .where('privateKeySealed', '=', sealedBefore)
      .returning('name')
      .executeTakeFirst();
    return row !== undefined;
  }
}
