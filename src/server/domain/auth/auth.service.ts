import { randomBytes } from 'node:crypto';
import type { AuthRepo } from '../../data/repos/auth.repo.ts';
import type { ProfileRepo } from '../../data/repos/profile.repo.ts';
import type { SessionRepo } from '../../data/repos/session.repo.ts';
import type { AccountTokensRepo } from '../../data/repos/account-tokens.repo.ts';
import type { AccountErasureRepo } from '../../data/repos/account-erasure.repo.ts';
import type { Me, Profile } from '../../../shared/api-types.ts';
import type { SignInSession } from '../../../shared/session-answers.schema.ts';
import type { SignInInput, SignUpInput } from '../../../shared/auth.schema.ts';
import { AUTH_MESSAGES } from '../../../shared/messages.ts';
import { ACCOUNT_DELETION_GRACE_DAYS, TWO_FACTOR_TICKET_MINUTES } from '../../../shared/constants.ts';
import { DomainError, unauthenticated } from '../errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { Bus } from '../../bus/bus.ts';
import { SessionCache } from './session-cache.ts';
import { hashSecret, newToken } from '../account/sealer.ts';
import { pastGracePeriod } from '../account/grace-period.ts';
import { PRIVATE_BY_DEFAULT_UNDER_AGE } from '../../../shared/audience.ts';
import { PASSWORD_BACK_OFF, passwordKey, type SignInGuard } from './sign-in-guard.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';

/** Internal bus channel: sign-outs and bans drop cached sessions (and close sockets) on every instance. */
export const AUTH_CHANNEL = 'internal:auth';
/** The event on AUTH_CHANNEL when every session of a user was deleted (a ban, a deactivation). */
export const SESSIONS_ENDED = 'sessions.ended';
/** The event on AUTH_CHANNEL when one session ended (sign-out, ended from settings); its id is the session's. */
export const SESSION_REVOKED = 'session.revoked';

const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
/** A session used in its second half is extended, so active users never get signed out. */
const REFRESH_WHEN_LEFT_MS = (SESSION_DAYS / 2) * DAY_MS;
/** How stale a session's last-seen time may get before a request writes it again (the sessions list). */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

export interface SessionViewer {
  userId: string;
  email: string;
  banned: boolean;
  sessionId: string;
  /** Set when this request extended the session; the cookie is re-sent with the new expiry. */
  refreshedUntil: Date | null;
}

/** A session just opened, as sign-in routes answer it (a cookie or a bearer token). */
export interface OpenedSession {
  token: string;
  expiresAt: Date;
  me: SignInSession;
}

/** A password sign-in either opens a session or, with two-factor on, hands out a ticket for the code step. */
export type SignInOutcome = { session: OpenedSession } | { ticket: string };

export type SessionMode = 'cookie' | 'token';

/** Runs after an account is created (the verification mail); set by services.ts to keep this file about sessions. */
export type SignedUpHook = (user: { id: string; email: string }) => Promise<void>;

export class AuthService {
  private readonly cache = new SessionCache();
  onSignedUp: SignedUpHook = async () => undefined;

  constructor(
    private readonly auth: AuthRepo,
    private readonly sessions: SessionRepo,
    private readonly tokens: AccountTokensRepo,
    private readonly erasure: AccountErasureRepo,
    private readonly profiles: ProfileRepo,
    private readonly media: MediaUrls,
    private readonly bus: Bus,
    private readonly guard: SignInGuard,
  ) {
    bus.onEvent((event) => {
      if (event.channel !== AUTH_CHANNEL) return;
      if (event.event === SESSION_REVOKED) this.cache.forgetSession(event.id);
      if (event.event === 'user.changed' || event.event === SESSIONS_ENDED) this.cache.forgetUser(event.id);
    });
  }

  /** `browserLocale`: the language the browser asked for, for the mails sent before a language is chosen (issue 39). */
  async signUp(input: SignUpInput, userAgent: string | null, browserLocale: Locale | null = null): Promise<OpenedSession> {
    if (isCommonPassword(input.password)) throw new DomainError('bad_request', AUTH_MESSAGES.commonPassword);
    const passwordHash = await hashPassword(input.password);
    const user = await this.auth
      .createUserWithProfile({
        email: input.email,
        passwordHash,
        username: input.username,
        age: input.age,
        startsPrivate: input.age !== undefined && input.age < PRIVATE_BY_DEFAULT_UNDER_AGE,
        browserLocale,
      })
      .catch((error: { code?: string; constraint?: string }) => {
        if (error.code !== '23505') throw error;
        if (error.constraint === 'users_email_key') throw new DomainError('23505', AUTH_MESSAGES.emailTaken, 409);
        throw new DomainError('23505', AUTH_MESSAGES.usernameTaken, 409);
      });
    await this.onSignedUp(user);
    return this.openSession(user.id, userAgent);
  }

  /**
   * Checks the password (against a decoy when the account is missing, so the answer and its timing are the
   * same). An account past its deletion grace period is being erased: it signs in no more. Consecutive wrong
   * passwords for one address back off, whether it has an account or not (SignInGuard).
   */
  async signIn(input: SignInInput, userAgent: string | null, mode: SessionMode): Promise<SignInOutcome> {
    const failures = passwordKey(input.email);
    await this.guard.check(failures, PASSWORD_BACK_OFF);
    const user = await this.auth.findUserByEmail(input.email);
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
    const erasing = pastGracePeriod(user?.deactivatedAt);
    if (!user || !valid || erasing) {
      await this.guard.failed(failures, PASSWORD_BACK_OFF);
      throw new DomainError('invalid_credentials', AUTH_MESSAGES.invalidCredentials, 401);
    }
    await this.guard.succeeded(failures);
    if (!user.totpEnabledAt) return { session: await this.completeSignIn(user.id, userAgent) };
    const ticket = newToken();
    await this.tokens.issue({ userId: user.id, purpose: 'two_factor', tokenHash: hashSecret(ticket), expiresAt: new Date(Date.now() + TWO_FACTOR_TICKET_MINUTES * 60_000), mode });
    return { ticket };
  }

  /**
   * The end of every sign-in (password, code, passkey): a deletion in its grace period is cancelled, then a
   * session. One read for the usual account (never deactivated); a write only when there is a deletion to cancel.
   */
  async completeSignIn(userId: string, userAgent: string | null): Promise<OpenedSession> {
    const deactivatedAt = await this.erasure.deactivatedAt(userId);
    if (pastGracePeriod(deactivatedAt)) throw new DomainError('invalid_credentials', AUTH_MESSAGES.invalidCredentials, 401);
    const cancelled = deactivatedAt !== null && (await this.erasure.reactivate(userId, ACCOUNT_DELETION_GRACE_DAYS));
    const session = await this.openSession(userId, userAgent);
    return cancelled ? { ...session, me: { ...session.me, deletionCancelled: true } } : session;
  }

  private async openSession(userId: string, userAgent: string | null): Promise<OpenedSession> {
    const token = randomBytes(32).toString('base64url');
    const session = await this.auth.insertSession({
      userId,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, expiresAt: new Date(session.expiresAt), me: await this.me(userId) };
  }

  /**
   * The viewer of a session cached and not due for a refresh, without waiting; undefined when only `resolve`
   * can tell. Most requests end here, so the request hook can go on without a promise.
   */
  resolveCached(token: string): SessionViewer | undefined {
    return this.cachedViewer(hashSecret(token));
  }

  private cachedViewer(tokenHash: string): SessionViewer | undefined {
    const cached = this.cache.get(tokenHash);
    if (cached && cached.sessionExpiresAt - Date.now() >= REFRESH_WHEN_LEFT_MS) return { ...cached.viewer, refreshedUntil: null };
    return undefined;
  }

  async resolve(token: string): Promise<SessionViewer | null> {
    const tokenHash = hashSecret(token);
    const cached = this.cachedViewer(tokenHash);
    if (cached) return cached;
    const session = await this.auth.findLiveSession(tokenHash);
    if (!session) return null;
    let refreshedUntil: Date | null = null;
    if (new Date(session.expiresAt).getTime() - Date.now() < REFRESH_WHEN_LEFT_MS) {
      refreshedUntil = new Date(Date.now() + SESSION_DAYS * DAY_MS);
      await this.auth.extendSession(session.id, refreshedUntil);
    }
    if (Date.now() - new Date(session.lastSeenAt).getTime() > LAST_SEEN_EVERY_MS) await this.sessions.touch(session.id);
    const viewer = { userId: session.userId, email: session.email, banned: session.banned, sessionId: session.id };
    this.cache.set(tokenHash, viewer, refreshedUntil ?? new Date(session.expiresAt));
    return { ...viewer, refreshedUntil };
  }

  async signOut(token: string) {
    const ended = await this.auth.deleteSession(hashSecret(token));
    this.cache.forgetToken(hashSecret(token));
    if (ended) await this.bus.publish({ channel: AUTH_CHANNEL, event: SESSION_REVOKED, id: ended.id });
  }

  /** Ends the user's sessions but `exceptSessionId` (null: all), dropping them from every cache and closing their sockets. */
  async endSessions(userId: string, exceptSessionId: string | null): Promise<number> {
    const ended = await this.sessions.endAll(userId, exceptSessionId);
    await this.sessionsEnded(ended.map((session) => session.id));
    return ended.length;
  }

  /** Ends one of the user's sessions; false when it is not theirs (or already over). */
  async endSession(userId: string, sessionId: string): Promise<boolean> {
    const ended = await this.sessions.endOne(userId, sessionId);
    if (ended) await this.sessionsEnded([ended.id]);
    return Boolean(ended);
  }

  private async sessionsEnded(sessionIds: string[]) {
    for (const id of sessionIds) {
      this.cache.forgetSession(id);
      await this.bus.publish({ channel: AUTH_CHANNEL, event: SESSION_REVOKED, id });
    }
  }

  /**
   * After a ban, unban or deactivation: every instance reads the user's sessions afresh; when they were
   * deleted, the realtime hub also closes the user's sockets.
   */
  async userChanged(userId: string, { sessionsEnded = false } = {}) {
    this.cache.forgetUser(userId);
    await this.bus.publish({ channel: AUTH_CHANNEL, event: sessionsEnded ? SESSIONS_ENDED : 'user.changed', id: userId });
  }

  async me(userId: string): Promise<Me> {
    const [user, profile, roles] = await Promise.all([
      this.auth.findUser(userId),
      this.profiles.findOwn(userId),
      this.auth.rolesOf(userId),
    ]);
    if (!user || !profile) throw unauthenticated();
    const { locale, ...shown } = profile;
    return {
      user: { id: user.id, email: user.email, emailVerified: Boolean(user.emailVerified), twoFactorEnabled: Boolean(user.twoFactorEnabled) },
      profile: await this.media.profile(shown as Profile),
      roles,
      locale,
    };
  }
}
