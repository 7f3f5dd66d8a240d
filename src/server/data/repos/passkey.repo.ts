import type { Db } from '../db.ts';

const LISTED = ['id', 'name', 'created_at', 'last_used_at', 'backed_up'] as const;

/** Passkeys (WebAuthn credentials: public keys, nothing secret) and the challenges waiting for an answer. */
export class PasskeyRepo {
  constructor(private readonly db: Db) {}

  listFor(userId: string) {
    return this.db.selectFrom('passkeys').select(LISTED).where('user_id', '=', userId).orderBy('created_at').execute();
  }

  credentialsOf(userId: string) {
    return this.db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', userId).execute();
  }

  insert(passkey: { userId: string; credentialId: string; publicKey: Uint8Array; counter: number; transports: string[]; backedUp: boolean; name: string }) {
    return this.db
      .insertInto('passkeys')
      .values({
        user_id: passkey.userId, credential_id: passkey.credentialId, public_key: Buffer.from(passkey.publicKey), counter: passkey.counter,
        transports: passkey.transports, backed_up: passkey.backedUp, name: passkey.name,
      })
      .returning(LISTED)
      .executeTakeFirstOrThrow();
  }

  rename(userId: string, id: string, name: string) {
    return this.db.updateTable('passkeys').set({ name }).where('id', '=', id).where('user_id', '=', userId).returning(LISTED).executeTakeFirst();
  }

  remove(userId: string, id: string) {
    return this.db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  }

  async removeAll(userId: string): Promise<number> {
    return (await this.db.deleteFrom('passkeys').where('user_id', '=', userId).returning('id').execute()).length;
  }

  findByCredentialId(credentialId: string) {
    return this.db
      .selectFrom('passkeys')
      .select(['id', 'user_id', 'credential_id', 'public_key', 'counter', 'transports'])
      .where('credential_id', '=', credentialId)
      .executeTakeFirst();
  }

  markUsed(id: string, counter: number) {
    return this.db.updateTable('passkeys').set({ counter, last_used_at: new Date() }).where('id', '=', id).execute();
  }

  saveChallenge(challenge: { hash: string; userId: string | null; purpose: 'register' | 'sign_in'; expiresAt: Date }) {
    return this.db
      .insertInto('webauthn_challenges')
      .values({ challenge_hash: challenge.hash, user_id: challenge.userId, purpose: challenge.purpose, expires_at: challenge.expiresAt })
      .execute();
  }

  /** Takes a live challenge once (deleting it), for the user who asked for it (null: a sign-in by anyone). */
  takeChallenge(hash: string, purpose: 'register' | 'sign_in', userId: string | null) {
    let query = this.db
      .deleteFrom('webauthn_challenges')
      .where('challenge_hash', '=', hash)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', new Date());
    query = userId ? query.where('user_id', '=', userId) : query.where('user_id', 'is', null);
    return query.returning('challenge_hash').executeTakeFirst();
  }
}
