import type { SessionRepo } from '../../data/repos/session.repo.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AccountSession } from '../../../shared/account-answers.schema.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { notFound } from '../errors.ts';
import { deviceName } from './device-name.ts';
import { PENDING_CHANGE } from './email.service.ts';
import type { AccountTokensRepo } from '../../data/repos/account-tokens.repo.ts';

/** Where a person is signed in, and signing out there (its sockets close at once: AuthService, the hub). */
export class SessionsService {
  constructor(
    private readonly repo: SessionRepo,
    private readonly auth: AuthService,
    private readonly tokens: AccountTokensRepo,
  ) {}

  async list(userId: string, currentSessionId: string): Promise<AccountSession[]> {
    const rows = await this.repo.listFor(userId);
    const sessions = rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      createdAt: new Date(row.createdAt).toISOString(),
      lastSeenAt: new Date(row.lastSeenAt).toISOString(),
      current: row.id === currentSessionId,
    }));
    // This device first, then the most recently used.
    return sessions.sort((a, b) => Number(b.current) - Number(a.current));
  }

  async end(userId: string, sessionId: string) {
    if (!(await this.auth.endSession(userId, sessionId))) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
  }

  /** "Sign out everywhere": also drops an address change someone signed in elsewhere may have asked for (M3). */
  async endOthers(userId: string, currentSessionId: string) {
    await this.tokens.revoke(userId, PENDING_CHANGE);
    return { ended: await this.auth.endSessions(userId, currentSessionId) };
  }
}
