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
      .innerJoin('profiles', 'profiles.userId', 'users.id')
      .select(['users.id', 'users.email', 'users.passwordHash', 'users.totpEnabledAt', 'profiles.deactivatedAt'])
      .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
      .executeTakeFirst();
  }

  /** What re-entering a password checks against (settings, deletion). */
  passwordHashOf(userId: string) {
    return this.db.selectFrom('users').select(['passwordHash', 'email']).where('id', '=', userId).executeTakeFirst();
  }

  setPassword(userId: string, passwordHash: string) {
    return this.db.updateTable('users').set({ passwordHash: passwordHash }).where('id', '=', userId).execute();
  }

  /** Verifies the address the link was sent to, if the account still has it (a later change voids the link). */
  markEmailVerified(userId: string, email: string) {
    return this.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date() })
      .where('id', '=', userId)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .returning('email')
      .executeTakeFirst();
  }

  /** Moves the account to a confirmed new address; 23505 when another account took it meanwhile. */
  changeEmail(userId: string, email: string) {
    return this.db.updateTable('users').set({ email, emailVerifiedAt: new Date() }).where('id', '=', userId).returning('email').executeTakeFirst();
  }

  /** The account and its profile; `startsPrivate` (an age under 16) makes it private with comments from followers. */
  async createUserWithProfile(input: { email: string; passwordHash: string; username: string; age?: number; startsPrivate?: boolean; browserLocale?: Locale | null }) {
    return this.db.transaction().execute(async (tx) => {
      const user = await tx
        .insertInto('users')
        .values({ email: input.email, passwordHash: input.passwordHash })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('profiles')
        .values({
          userId: user.id,
          username: input.username,
          age: input.age ?? null,
          browserLocale: input.browserLocale ?? null,
          ...(input.startsPrivate ? { privateAccount: true, commentDefault: 'followers' as const } : {}),
        })
        .execute();
      return user;
    });
  }

  insertSession(session: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null }) {
    return this.db
      .insertInto('sessions')
      .values({ userId: session.userId, tokenHash: session.tokenHash, expiresAt: session.expiresAt, userAgent: session.userAgent })
      .returning(['id', 'expiresAt'])
      .executeTakeFirstOrThrow();
  }

  findLiveSession(tokenHash: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .innerJoin('profiles', 'profiles.userId', 'sessions.userId')
      .select(['sessions.id', 'sessions.userId', 'sessions.expiresAt', 'sessions.lastSeenAt', 'users.email', 'profiles.banned'])
      .where('sessions.tokenHash', '=', tokenHash)
      .where('sessions.expiresAt', '>', new Date())
      .executeTakeFirst();
  }

  extendSession(id: string, expiresAt: Date) {
    return this.db.updateTable('sessions').set({ expiresAt: expiresAt }).where('id', '=', id).execute();
  }

  deleteSession(tokenHash: string) {
    return this.db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).returning('id').executeTakeFirst();
  }

  async rolesOf(userId: string): Promise<Role[]> {
    const rows = await this.db.selectFrom('userRoles').select('role').where('userId', '=', userId).execute();
    return rows.map((row) => row.role);
  }

  findUser(userId: string) {
    return this.db
      .selectFrom('users')
      .select((eb) => ['id', 'email', eb('emailVerifiedAt', 'is not', null).as('emailVerified'), eb('totpEnabledAt', 'is not', null).as('twoFactorEnabled')])
      .where('id', '=', userId)
      .executeTakeFirst();
  }
}
