import type { Db } from '../db.ts';
import type { Role } from '../../../shared/api-types.ts';

/** Users, sessions and roles: typed queries only, no rules. */
export class AuthRepo {
  constructor(private readonly db: Db) {}

  findUserByEmail(email: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
  }

  async createUserWithProfile(input: { email: string; passwordHash: string; username: string }) {
    return this.db.transaction().execute(async (tx) => {
      const user = await tx
        .insertInto('users')
        .values({ email: input.email, password_hash: input.passwordHash })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
      await tx.insertInto('profiles').values({ user_id: user.id, username: input.username }).execute();
      return user;
    });
  }

  insertSession(session: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null }) {
    return this.db
      .insertInto('sessions')
      .values({ user_id: session.userId, token_hash: session.tokenHash, expires_at: session.expiresAt, user_agent: session.userAgent })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow();
  }

  findLiveSession(tokenHash: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .innerJoin('profiles', 'profiles.user_id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.user_id', 'sessions.expires_at', 'users.email', 'profiles.banned'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', new Date())
      .executeTakeFirst();
  }

  extendSession(id: string, expiresAt: Date) {
    return this.db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
  }

  deleteSession(tokenHash: string) {
    return this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  async rolesOf(userId: string): Promise<Role[]> {
    const rows = await this.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
    return rows.map((row) => row.role);
  }

  findUser(userId: string) {
    return this.db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
  }
}
