import type { OAuthAppsRepo } from '../../data/repos/oauth-apps.repo.ts';
import type { OAuthGrantsRepo } from '../../data/repos/oauth-grants.repo.ts';
import { SCOPES, type AuthorizeRequest, type ConsentView, type Scope } from '../../../shared/app-tokens.ts';
import { badRequest } from '../errors.ts';
import { isS256Challenge, newSecret, storedHash } from './token-format.ts';

const CODE_MINUTES = 10;

const invalid = badRequest;

/** RFC 6749 §3.3: space-separated; an app that asks for nothing gets `read`. Unknown scopes are refused, not dropped. */
export function parseScopes(scope: string | undefined): Scope[] {
  const asked = (scope ?? 'read').split(' ').filter(Boolean);
  const unknown = asked.filter((name) => !(SCOPES as readonly string[]).includes(name));
  if (unknown.length > 0 || asked.length === 0) throw invalid(`Unknown scope: ${unknown.join(' ') || '(none)'}`);
  return SCOPES.filter((name) => asked.includes(name));
}

/** Adds the answer's parameters to the app's redirect URI, keeping any query it already has. */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The authorization endpoint (RFC 6749 §4.1 with PKCE, RFC 7636), behind the consent screen: checks the
 * request, then issues a single-use code bound to the app, the redirect URI and the challenge (decision 040).
 * A request with an unknown app or a redirect URI not registered exactly is refused here and never redirected.
 */
export class OAuthConsentService {
  constructor(
    private readonly apps: OAuthAppsRepo,
    private readonly grants: OAuthGrantsRepo,
  ) {}

  private async check(request: AuthorizeRequest) {
    const app = await this.apps.findByClientId(request.client_id);
    if (!app) throw invalid('Unknown app (client_id)');
    if (!app.redirectUris.includes(request.redirect_uri)) throw invalid('This redirect_uri is not registered for the app');
    if (request.response_type !== 'code') throw invalid('Only response_type=code is supported');
    if (request.code_challenge_method !== 'S256' || !request.code_challenge || !isS256Challenge(request.code_challenge)) {
      throw invalid('PKCE is required: code_challenge with code_challenge_method=S256');
    }
    return { app, scopes: parseScopes(request.scope) };
  }

  async consent(request: AuthorizeRequest): Promise<ConsentView> {
    const { app, scopes } = await this.check(request);
    return { appName: app.name, scopes, redirectUri: request.redirect_uri };
  }

  /** Where the browser goes next: back to the app with a code, or with error=access_denied. */
  async decide(userId: string, request: AuthorizeRequest, allow: boolean): Promise<{ redirect: string }> {
    const { app, scopes } = await this.check(request);
    if (!allow) return { redirect: redirectWith(request.redirect_uri, { error: 'access_denied', state: request.state }) };
    const grant = await this.grants.upsertGrant(app.id, userId, scopes);
    const code = newSecret('code');
    await this.grants.insertCode({
      codeHash: storedHash(code),
      grantId: grant.id,
      scopes,
      redirectUri: request.redirect_uri,
      codeChallenge: request.code_challenge!,
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    });
    return { redirect: redirectWith(request.redirect_uri, { code, state: request.state }) };
  }
}
