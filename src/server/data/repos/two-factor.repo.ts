import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** TOTP state of an account (the secret sealed) and its hashed recovery codes. */
export class TwoFactorRepo {
  constructor(private readonly db: Db) {}

  state(userId: string) {
    return this.db
      .selectFrom('users')
      .select(['email', 'totpSecret', 'totpEnabledAt', 'passwordHash'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** A new secret waiting for its first code; setup again replaces it, and it is off until enable(). */
  setPendingSecret(userId: string, sealedSecret: string) {
    return this.db
      .updateTable('users')
      .set({ totpSecret: sealedSecret, totpEnabledAt: null, totpLastStep: null })
      .where('id', '=', userId)
      .where('totpEnabledAt', 'is', null)
      .executeTakeFirst();
  }

  /**
   * Accepts a code's 30-second step at most once: the step must be later than the last one accepted. One
   * UPDATE, so two sign-ins racing with the same code cannot both pass.
   */
  async acceptStep(userId: string, step: number): Promise<boolean> {
    const result = await sql`
      update users set totp_last_step = ${step}
      where id = ${userId} and (totp_last_step is null or totp_last_step < ${step})`.execute(this.db);
    return Number(result.numAffectedRows ?? 0) === 1;
  }

  /** Turns two-factor on with its recovery codes, in one transaction. */
  enable(userId: string, codeHashes: string[]) {
    return this.replaceRecoveryCodes(userId, codeHashes, true);
  }

  /** A new set of recovery codes replaces the old one whole (and, `enabling`, turns two-factor on with it). */
  replaceRecoveryCodes(userId: string, codeHashes: string[], enabling = false) {
    return this.db.transaction().execute(async (trx) => {
      if (enabling) await trx.updateTable('users').set({ totpEnabledAt: new Date() }).where('id', '=', userId).execute();
      await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
      await trx.insertInto('recoveryCodes').values(codeHashes.map((codeHash) => ({ userId: userId, codeHash }))).execute();
    });
  }

  disable(userId: string) {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where('id', '=', userId).execute();
      await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    });
  }

  /** The stored forms of the account's unused recovery codes. */
  async unusedRecoveryCodes(userId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('recoveryCodes').select('codeHash').where('userId', '=', userId).where('usedAt', 'is', null).execute();
    return rows.map((row) => row.codeHash);
  }

  /** Uses a recovery code once: true when it was still unused (two racing sign-ins cannot both use it). */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const row = await this.db
      .updateTable('recoveryCodes')
      .set({ usedAt: new Date() })
      .where('userId', '=', userId)
      .where('codeHash', '=', codeHash)
      .where('usedAt', 'is', null)
      .returning('codeHash')
      .executeTakeFirst();
    return Boolean(row);
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('recoveryCodes')
      .select((eb) => eb.fn.countAll<number>().as('left'))
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.left);
  }
}
