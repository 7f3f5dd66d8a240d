import { createHash, randomBytes } from 'node:crypto';
import type { AuthRepo } from '../../data/repos/auth.repo.ts';
import type { ProfileRepo } from '../../data/repos/profile.repo.ts';
import type { Me, Profile } from '../../../shared/api-types.ts';
import type { SignInInput, SignUpInput } from '../../../shared/auth.schema.ts';
import { AUTH_MESSAGES } from '../../../shared/messages.ts';
import { DomainError, unauthenticated } from '../errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { DECOY_HASH_PROMISE, hashPassword, verifyPassword } from './password.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { Bus } from '../../realtime/bus.ts';
import { SessionCache } from './session-cache.ts';

/** Internal bus channel: sign-outs and bans drop cached sessions on every instance. */
export const AUTH_CHANNEL = 'internal:auth';
/** The event on AUTH_CHANNEL when every session of a user was deleted (a ban). */
export const SESSIONS_ENDED = 'sessions.ended';

const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
/** A session used in its second half is extended, so active users never get signed out. */
const REFRESH_WHEN_LEFT_MS = (SESSION_DAYS / 2) * DAY_MS;

export interface SessionViewer {
  userId: string;
  email: string;
  banned: boolean;
  sessionId: string;
  /** Set when this request extended the session; the cookie is re-sent with the new expiry. */
  refreshedUntil: Date | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class AuthService {
  private readonly cache = new SessionCache();

  constructor(
    private readonly auth: AuthRepo,
    private readonly profiles: ProfileRepo,
    private readonly media: MediaUrls,
    private readonly bus: Bus,
  ) {
    bus.onEvent((event) => {
      if (event.channel !== AUTH_CHANNEL) return;
      if (event.event === 'session.revoked') this.cache.forgetToken(event.id);
      if (event.event === 'user.changed' || event.event === SESSIONS_ENDED) this.cache.forgetUser(event.id);
    });
  }

  async signUp(input: SignUpInput, userAgent: string | null) {
    if (isCommonPassword(input.password)) throw new DomainError('bad_request', AUTH_MESSAGES.commonPassword);
    const passwordHash = await hashPassword(input.password);
    const user = await this.auth
      .createUserWithProfile({ email: input.email, passwordHash, username: input.username })
      .catch((error: { code?: string; constraint?: string }) => {
        if (error.code !== '23505') throw error;
        if (error.constraint === 'users_email_key') throw new DomainError('23505', AUTH_MESSAGES.emailTaken, 409);
        throw new DomainError('23505', AUTH_MESSAGES.usernameTaken, 409);
      });
    return this.startSession(user.id, userAgent);
  }

  async signIn(input: SignInInput, userAgent: string | null) {
    const user = await this.auth.findUserByEmail(input.email);
    // Verify against a decoy when the account is missing, so the answer and its timing are the same.
    const valid = await verifyPassword(input.password, user?.password_hash ?? (await DECOY_HASH_PROMISE));
    if (!user || !valid) throw new DomainError('invalid_credentials', AUTH_MESSAGES.invalidCredentials, 401);
    return this.startSession(user.id, userAgent);
  }

  private async startSession(userId: string, userAgent: string | null) {
    const token = randomBytes(32).toString('base64url');
    const session = await this.auth.insertSession({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, expiresAt: new Date(session.expires_at), me: await this.me(userId) };
  }

  async resolve(token: string): Promise<SessionViewer | null> {
    const tokenHash = hashToken(token);
    const cached = this.cache.get(tokenHash);
    if (cached && cached.sessionExpiresAt - Date.now() >= REFRESH_WHEN_LEFT_MS) return { ...cached.viewer, refreshedUntil: null };
    const session = await this.auth.findLiveSession(tokenHash);
    if (!session) return null;
    let refreshedUntil: Date | null = null;
    if (new Date(session.expires_at).getTime() - Date.now() < REFRESH_WHEN_LEFT_MS) {
      refreshedUntil = new Date(Date.now() + SESSION_DAYS * DAY_MS);
      await this.auth.extendSession(session.id, refreshedUntil);
    }
    const viewer = { userId: session.user_id, email: session.email, banned: session.banned, sessionId: session.id };
    this.cache.set(tokenHash, viewer, refreshedUntil ?? new Date(session.expires_at));
    return { ...viewer, refreshedUntil };
  }

  async signOut(token: string) {
    const tokenHash = hashToken(token);
    await this.auth.deleteSession(tokenHash);
    this.cache.forgetToken(tokenHash);
    await this.bus.publish({ channel: AUTH_CHANNEL, event: 'session.revoked', id: tokenHash });
  }

  /**
   * After a ban or unban: every instance reads the user's sessions afresh; when a ban deleted them, the
   * realtime hub also closes the user's sockets.
   */
  async userChanged(userId: string, { sessionsEnded = false } = {}) {
    this.cache.forgetUser(userId);
    await this.bus.publish({ channel: AUTH_CHANNEL, event: sessionsEnded ? SESSIONS_ENDED : 'user.changed', id: userId });
  }

  async me(userId: string): Promise<Me> {
    const [user, profile, roles] = await Promise.all([
      this.auth.findUser(userId),
      this.profiles.findById(userId),
      this.auth.rolesOf(userId),
    ]);
    if (!user || !profile) throw unauthenticated();
    return { user, profile: await this.media.profile(profile as Profile), roles };
  }
}
