import { sql } from 'kysely';
import type { Db } from '../db.ts';

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The VAPID public key the browser subscribed with. */
  serverKey: string;
  deviceLabel: string;
}

/** Browsers that take Web Push for an account (decision 044), by their push service endpoint. */
export class PushSubscriptionRepo {
  constructor(private readonly db: Db) {}

  /**
   * Stores a subscription, or renews the one with this endpoint: a browser subscribes again with new keys, and
   * a second account signed in on it takes it over — only with the same keys, which only that browser holds
   * (issue 52: an endpoint alone, which anyone may learn, no longer moves it). Undefined when refused. Then the
   * account keeps its newest `keep` devices only, so one push never fans out without bound.
   */
  async save(subscription: NewPushSubscription, keep: number) {
    const { userId, endpoint, p256dh, auth, serverKey, deviceLabel } = subscription;
    return this.db.transaction().execute(async (trx) => {
      const saved = await trx
        .insertInto('pushSubscriptions')
        .values({ userId: userId, endpoint, p256dh, auth, serverKey: serverKey, deviceLabel: deviceLabel })
        .onConflict((conflict) =>
          conflict
            .column('endpoint')
            .doUpdateSet({ userId: userId, p256dh, auth, serverKey: serverKey, deviceLabel: deviceLabel, createdAt: sql`now()`, lastSuccessAt: null })
            .where((eb) => eb.or([eb('pushSubscriptions.userId', '=', userId), eb.and([eb('pushSubscriptions.p256dh', '=', p256dh), eb('pushSubscriptions.auth', '=', auth)])])),
        )
        .returning(['endpoint', 'deviceLabel', 'createdAt', 'lastSuccessAt'])
        .executeTakeFirst();
      if (!saved) return undefined;
      await sql`
        delete from push_subscriptions where user_id = ${userId} and id not in (
          select id from push_subscriptions where user_id = ${userId} order by created_at desc, id limit ${keep})`.execute(trx);
      return saved;
    });
  }

  /** Deletes the user's own subscription with this endpoint; undefined when they have none with it. */
  deleteOwn(userId: string, endpoint: string) {
    return this.db.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).where('userId', '=', userId).returning('id').executeTakeFirst();
  }

  /** Whether any browser of this user is subscribed: one probe of push_subscriptions_user_idx. */
  async hasAny(userId: string) {
    return Boolean(await this.db.selectFrom('pushSubscriptions').select('id').where('userId', '=', userId).limit(1).executeTakeFirst());
  }

  /** Where a push to this user goes: nowhere while the account waits for its deletion (deactivated). */
  deliverableFor(userId: string) {
    return this.db
      .selectFrom('pushSubscriptions as s')
      .innerJoin('profiles as p', 'p.userId', 's.userId')
      .select(['s.id', 's.endpoint', 's.p256dh', 's.auth', 's.serverKey'])
      .where('s.userId', '=', userId)
      .where('p.deactivatedAt', 'is', null)
      .execute();
  }

  async markDelivered(ids: string[]) {
    if (ids.length > 0) await this.db.updateTable('pushSubscriptions').set({ lastSuccessAt: new Date() }).where('id', 'in', ids).execute();
  }

  /** Subscriptions the push service called gone (404, 410), or made for a key the server no longer signs with. */
  async deleteByIds(ids: string[]) {
    if (ids.length > 0) await this.db.deleteFrom('pushSubscriptions').where('id', 'in', ids).execute();
  }
}
