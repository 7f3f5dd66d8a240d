import type { Db } from '../db.ts';

const LISTED = ['id', 'name', 'createdAt', 'lastUsedAt', 'backedUp'] as const;

/** Passkeys (WebAuthn credentials: public keys, nothing secret) and the challenges waiting for an answer. */
export class PasskeyRepo {
  constructor(private readonly db: Db) {}

  listFor(userId: string) {
    return this.db.selectFrom('passkeys').select(LISTED).where('userId', '=', userId).orderBy('createdAt').execute();
  }

  credentialsOf(userId: string) {
    return this.db.selectFrom('passkeys').select(['credentialId', 'transports']).where('userId', '=', userId).execute();
  }

  insert(passkey: { userId: string; credentialId: string; publicKey: Uint8Array; counter: number; transports: string[]; backedUp: boolean; name: string }) {
    return this.db
      .insertInto('passkeys')
      .values({
        userId: passkey.userId, credentialId: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey), counter: passkey.counter,
        transports: passkey.transports, backedUp: passkey.backedUp, name: passkey.name,
      })
      .returning(LISTED)
      .executeTakeFirstOrThrow();
  }

  rename(userId: string, id: string, name: string) {
    return this.db.updateTable('passkeys').set({ name }).where('id', '=', id).where('userId', '=', userId).returning(LISTED).executeTakeFirst();
  }

  remove(userId: string, id: string) {
    return this.db.deleteFrom('passkeys').where('id', '=', id).where('userId', '=', userId).returning('id').executeTakeFirst();
  }

  async removeAll(userId: string): Promise<number> {
    return (await this.db.deleteFrom('passkeys').where('userId', '=', userId).returning('id').execute()).length;
  }

  findByCredentialId(credentialId: string) {
    return this.db
      .selectFrom('passkeys')
      .select(['id', 'userId', 'credentialId', 'publicKey', 'counter', 'transports'])
      .where('credentialId', '=', credentialId)
      .executeTakeFirst();
  }

  markUsed(id: string, counter: number) {
    return this.db.updateTable('passkeys').set({ counter, lastUsedAt: new Date() }).where('id', '=', id).execute();
  }

  saveChallenge(challenge: { hash: string; userId: string | null; purpose: 'register' | 'sign_in'; expiresAt: Date }) {
    return this.db
      .insertInto('webauthnChallenges')
      .values({ challengeHash: challenge.hash, userId: challenge.userId, purpose: challenge.purpose, expiresAt: challenge.expiresAt })
      .execute();
  }

  /** Takes a live challenge once (deleting it), for the user who asked for it (null: a sign-in by anyone). */
  takeChallenge(hash: string, purpose: 'register' | 'sign_in', userId: string | null) {
    let query = this.db
      .deleteFrom('webauthnChallenges')
      .where('challengeHash', '=', hash)
      .where('purpose', '=', purpose)
      .where('expiresAt', '>', new Date());
    query = userId ? query.where('userId', '=', userId) : query.where('userId', 'is', null);
    return query.returning('challengeHash').executeTakeFirst();
  }
}
