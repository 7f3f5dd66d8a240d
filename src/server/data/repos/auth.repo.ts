import type { Db } from '../db.ts';
import type { Role } from '../../../shared/api-types.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';

/** Users, sessions and roles: typed queries only, no rules. */
export class AuthRepo {
  constructor(private readonly db: Db) {}

  /** The account signing in: its password hash, whether a code is asked next, and whether deletion is pending. */
  findUserByEmail(email: string) {
    return this.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.id', 'users.email', 'users.password_hash', 'users.totp_enabled_at', 'profiles.deactivated_at'])
      .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
      .executeTakeFirst();
  }

  /** What re-entering a password checks against (settings, deletion). */
  passwordHashOf(userId: string) {
    return this.db.selectFrom('users').select(['password_hash', 'email']).where('id', '=', userId).executeTakeFirst();
  }

  setPassword(userId: string, passwordHash: string) {
    return this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  }

  /** Verifies the address the link was sent to, if the account still has it (a later change voids the link). */
  markEmailVerified(userId: string, email: string) {
    return this.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', userId)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .returning('email')
      .executeTakeFirst();
  }

  /** Moves the account to a confirmed new address; 23505 when another account took it meanwhile. */
  changeEmail(userId: string, email: string) {
    return this.db.updateTable('users').set({ email, email_verified_at: new Date() }).where('id', '=', userId).returning('email').executeTakeFirst();
  }

  /** The account and its profile; `startsPrivate` (an age under 16) makes it private with comments from followers. */
  async createUserWithProfile(input: { email: string; passwordHash: string; username: string; age?: number; startsPrivate?: boolean; browserLocale?: Locale | null }) {
    return this.db.transaction().execute(async (tx) => {
      const user = await tx
        .insertInto('users')
        .values({ email: input.email, password_hash: input.passwordHash })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('profiles')
        .values({
          user_id: user.id,
          username: input.username,
          age: input.age ?? null,
          browser_locale: input.browserLocale ?? null,
          ...(input.startsPrivate ? { private_account: true, comment_default: 'followers' as const } : {}),
        })
        .execute();
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
      .select(['sessions.id', 'sessions.user_id', 'sessions.expires_at', 'sessions.last_seen_at', 'users.email', 'profiles.banned'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', new Date())
      .executeTakeFirst();
  }

  extendSession(id: string, expiresAt: Date) {
    return this.db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
  }

  deleteSession(tokenHash: string) {
    return this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).returning('id').executeTakeFirst();
  }

  async rolesOf(userId: string): Promise<Role[]> {
    const rows = await this.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
    return rows.map((row) => row.role);
  }

  findUser(userId: string) {
    return this.db
      .selectFrom('users')
      .select((eb) => ['id', 'email', eb('email_verified_at', 'is not', null).as('email_verified'), eb('totp_enabled_at', 'is not', null).as('two_factor_enabled')])
      .where('id', '=', userId)
      .executeTakeFirst();
  }
}
