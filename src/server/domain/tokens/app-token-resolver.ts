import type { PersonalTokensRepo } from '../../data/repos/personal-tokens.repo.ts';
import type { OAuthGrantsRepo } from '../../data/repos/oauth-grants.repo.ts';
import type { SessionViewer } from '../auth/auth.service.ts';
import type { Scope } from '../../../shared/app-tokens.ts';
import { bearerKind, storedHash } from './token-format.ts';

/** A viewer who came with a personal or OAuth access token: only the scopes it carries. */
export interface TokenViewer extends SessionViewer {
  scopes: Scope[];
}

/** "Last used" is news to a person at minute precision; writing it on every request would cost a write each. */
const LAST_USED_EVERY_MS = 60_000;
const stale = (lastUsed: Date | null) => !lastUsed || Date.now() - new Date(lastUsed).getTime() > LAST_USED_EVERY_MS;

/**
 * Resolves personal and OAuth access tokens (decision 040). Deliberately uncached, unlike sessions: one
 * indexed lookup per request is what makes revocation immediate on every instance, with no bus message to miss.
 */
export class AppTokenResolver {
  constructor(
    private readonly personal: PersonalTokensRepo,
    private readonly grants: OAuthGrantsRepo,
  ) {}

  /** True for a bearer this resolver owns (its prefix says so); sessions go to AuthService. */
  owns(token: string) {
    return bearerKind(token) !== null;
  }

  async resolve(token: string): Promise<TokenViewer | null> {
    const kind = bearerKind(token);
    if (kind === 'personal') {
      const row = await this.personal.findLive(storedHash(token));
      if (!row) return null;
      if (stale(row.lastUsedAt)) await this.personal.touch(row.id);
      return { userId: row.userId, email: row.email, banned: row.banned, sessionId: row.id, refreshedUntil: null, scopes: row.scopes as Scope[] };
    }
    if (kind === 'access') {
      const row = await this.grants.findLiveAccess(storedHash(token));
      if (!row) return null;
      if (stale(row.lastUsedAt)) await this.grants.touchGrant(row.grantId);
      return { userId: row.userId, email: row.email, banned: row.banned, sessionId: row.id, refreshedUntil: null, scopes: row.scopes as Scope[] };
    }
    return null;
  }
}
