import type { OAuthAppsRepo } from '../../data/repos/oauth-apps.repo.ts';
import type { OAuthGrantsRepo } from '../../data/repos/oauth-grants.repo.ts';
import { OAuthError } from './oauth-errors.ts';
import { newSecret, pkceMatches, storedHash } from './token-format.ts';
import { timingSafeEqual } from 'node:crypto';

export const ACCESS_TOKEN_SECONDS = 3600;
const REFRESH_TOKEN_DAYS = 30;

/** The token endpoint's fields (RFC 6749 §4.1.3 and §6); the client's credentials come apart (Basic or body). */
export interface TokenRequest {
  grant_type?: string;
  code?: string;
  redirect_uri?: string;
  code_verifier?: string;
  refresh_token?: string;
  scope?: string;
}
export interface ClientCredentials {
  clientId?: string;
  clientSecret?: string;
}
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

const sameSecret = (given: string, storedHashValue: string) => {
  const a = Buffer.from(storedHash(given));
  const b = Buffer.from(storedHashValue);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The token and revocation endpoints (RFC 6749 §4.1.3 and §6, RFC 7009), decision 040: codes are used once
 * and checked against their PKCE challenge, refresh tokens rotate, and a refresh token presented twice ends
 * the whole grant (someone copied it).
 */
export class OAuthTokenService {
  constructor(
    private readonly apps: OAuthAppsRepo,
    private readonly grants: OAuthGrantsRepo,
  ) {}

  /** A confidential app proves itself with its secret; a public one names itself and relies on PKCE. */
  private async client(credentials: ClientCredentials) {
    const app = credentials.clientId ? await this.apps.findByClientId(credentials.clientId) : undefined;
    if (!app) throw new OAuthError('invalid_client', 'Unknown client');
    if (app.clientSecretHash && !(credentials.clientSecret && sameSecret(credentials.clientSecret, app.clientSecretHash))) {
      throw new OAuthError('invalid_client', 'Wrong or missing client secret');
    }
    return app;
  }

  async exchange(request: TokenRequest, credentials: ClientCredentials): Promise<TokenResponse> {
    if (request.grant_type === 'authorization_code') return this.redeemCode(request, await this.client(credentials));
    if (request.grant_type === 'refresh_token') return this.refresh(request, await this.client(credentials));
    throw new OAuthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  private async redeemCode(request: TokenRequest, app: { id: string }) {
    if (!request.code || !request.code_verifier || !request.redirect_uri) throw new OAuthError('invalid_request', 'code, code_verifier and redirect_uri are required');
    // Used up before it is checked, in its own statement: a wrong verifier or redirect burns the code, so a
    // stolen code cannot be retried with guesses.
    const code = await this.grants.atomically((within) => this.grants.consumeCode(storedHash(request.code!), within));
    const valid = code && code.appId === app.id && code.redirectUri === request.redirect_uri && pkceMatches(request.code_verifier, code.codeChallenge);
    if (!code || !valid) throw new OAuthError('invalid_grant', 'The code is invalid, used, expired, or was issued for another client, redirect_uri or verifier');
    return this.grants.atomically((within) => this.issue(code.grantId, code.scopes, within));
  }

  private async refresh(request: TokenRequest, app: { id: string }) {
    if (!request.refresh_token) throw new OAuthError('invalid_request', 'refresh_token is required');
    type Outcome = { tokens: TokenResponse } | { error: 'invalid' } | { error: 'replayed'; grantId: string };
    const outcome = await this.grants.atomically(async (within): Promise<Outcome> => {
      const used = await this.grants.useRefresh(storedHash(request.refresh_token!), within);
      if (!used || used.appId !== app.id || new Date(used.expiresAt) <= new Date()) return { error: 'invalid' };
      if (used.replayed) return { error: 'replayed', grantId: used.grantId };
      return { tokens: await this.issue(used.grantId, used.scopes, within) };
    });
    // Outside the transaction above, so the grant stays deleted although the request fails.
    if ('error' in outcome && outcome.error === 'replayed') await this.grants.deleteGrantById(outcome.grantId);
    if ('error' in outcome) throw new OAuthError('invalid_grant', 'The refresh token is invalid, expired or was already used');
    return outcome.tokens;
  }

  private async issue(grantId: string, scopes: string[], within: Parameters<Parameters<OAuthGrantsRepo['atomically']>[0]>[0]): Promise<TokenResponse> {
    const access = newSecret('access');
    const refresh = newSecret('refresh');
    const now = Date.now();
    await this.grants.insertToken({ grantId, kind: 'access', tokenHash: storedHash(access), scopes, expiresAt: new Date(now + ACCESS_TOKEN_SECONDS * 1000) }, within);
    await this.grants.insertToken({ grantId, kind: 'refresh', tokenHash: storedHash(refresh), scopes, expiresAt: new Date(now + REFRESH_TOKEN_DAYS * 86_400_000) }, within);
    return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS, refresh_token: refresh, scope: scopes.join(' ') };
  }

  /**
   * RFC 7009: always 200 for an authenticated client, whether or not the token existed. Revoking a refresh
   * token ends the grant (every token of it), as §2.1 recommends; an access token ends alone.
   */
  async revoke(token: string | undefined, credentials: ClientCredentials) {
    const app = await this.client(credentials);
    if (!token) throw new OAuthError('invalid_request', 'token is required');
    const deleted = await this.grants.deleteTokenOfApp(storedHash(token), app.id);
    if (deleted?.kind === 'refresh') await this.grants.deleteGrantById(deleted.grantId);
  }
}
