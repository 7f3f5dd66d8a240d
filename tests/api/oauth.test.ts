import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser } from '../factories/users.ts';
import { authorizeCode, pkcePair, postForm, registerApp } from '../factories/app-tokens.ts';
import type { AuthorizedAppView, ConsentView } from '../../src/shared/app-tokens.ts';

/** Issue 36 part 4: OAuth 2 authorization code with PKCE, refresh rotation and revocation (decision 040). */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

interface Tokens { access_token: string; refresh_token: string; scope: string; token_type: string; expires_in: number }
const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });

async function signedInWithApp(scope = 'read') {
  const developer = await createUser(app);
  const user = await createUser(app);
  const client = await registerApp(app, developer);
  const grant = await authorizeCode(app, user, client, scope);
  return { developer, user, client, grant };
}

describe('oauth', () => {
  it('announces itself at /.well-known/oauth-authorization-server (RFC 8414)', async () => {
    const response = await fetch(`${app.url}/.well-known/oauth-authorization-server`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      token_endpoint: expect.stringMatching(/\/oauth\/token$/),
      authorization_endpoint: expect.stringMatching(/\/oauth\/authorize$/),
      revocation_endpoint: expect.stringMatching(/\/oauth\/revoke$/),
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['read', 'write', 'messages', 'admin'],
    });
  });

  it('shows the consent screen what the app asks, and refuses an unregistered redirect or no PKCE', async () => {
    const developer = await createUser(app);
    const user = await createUser(app);
    const client = await registerApp(app, developer);
    const { challenge } = pkcePair();
    const query = { response_type: 'code', client_id: client.clientId, redirect_uri: client.redirectUris[0], scope: 'read messages', code_challenge: challenge, code_challenge_method: 'S256' };
    const consent = await fetch(`${app.url}/api/oauth/authorize?${new URLSearchParams(query)}`, { headers: user.headers });
    expect((await consent.json()) as ConsentView).toEqual({ appName: 'Test App', scopes: ['read', 'messages'], redirectUri: client.redirectUris[0] });
    const elsewhere = await fetch(`${app.url}/api/oauth/authorize?${new URLSearchParams({ ...query, redirect_uri: 'https://evil.example/cb' })}`, { headers: user.headers });
    expect(elsewhere.status).toBe(400);
    const plain = await fetch(`${app.url}/api/oauth/authorize?${new URLSearchParams({ ...query, code_challenge_method: 'plain' })}`, { headers: user.headers });
    expect(plain.status).toBe(400);
  });

  it('exchanges a code once with the right verifier, calls the API within its scopes, and rotates refresh tokens', async () => {
    const { client, grant, user } = await signedInWithApp('read');
    expect(grant.state).toBe('xyz');
    const wrongVerifier = await postForm(app, '/oauth/token', { grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri, code_verifier: pkcePair().verifier }, basic(client.clientId, client.clientSecret!));
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    // The failed attempt used the code up: a stolen code cannot be retried with guesses.
    const again = await postForm(app, '/oauth/token', { grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri, code_verifier: grant.verifier }, basic(client.clientId, client.clientSecret!));
    expect(again.status).toBe(400);

    const fresh = await authorizeCode(app, user, client, 'read');
    const noSecret = await postForm(app, '/oauth/token', { grant_type: 'authorization_code', code: fresh.code, redirect_uri: fresh.redirectUri, code_verifier: fresh.verifier, client_id: client.clientId });
    expect(noSecret.status).toBe(401);
    const next = await authorizeCode(app, user, client, 'read');
    const exchanged = await postForm(app, '/oauth/token', { grant_type: 'authorization_code', code: next.code, redirect_uri: next.redirectUri, code_verifier: next.verifier }, basic(client.clientId, client.clientSecret!));
    expect(exchanged.status).toBe(200);
    expect(exchanged.headers.get('cache-control')).toBe('no-store');
    const tokens = (await exchanged.json()) as Tokens;
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'read', expires_in: 3600 });
    expect(tokens.access_token).toMatch(/^pop_oat_/);

    const me = await fetch(`${app.url}/api/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(user.id);
    const write = await fetch(`${app.url}/api/notifications/read-all`, { method: 'POST', headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(write.status).toBe(403);

    const refreshed = await fetch(`${app.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: client.clientId, client_secret: client.clientSecret }),
    });
    expect(refreshed.status).toBe(200);
    const rotated = (await refreshed.json()) as Tokens;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    // Presenting the old refresh token again means it was copied: the whole grant ends, new tokens included.
    const replay = await postForm(app, '/oauth/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, basic(client.clientId, client.clientSecret!));
    expect(replay.status).toBe(400);
    expect((await fetch(`${app.url}/api/me`, { headers: { authorization: `Bearer ${rotated.access_token}` } })).status).toBe(401);
  });

  it('lets a public app use PKCE alone, and revokes per RFC 7009 and from settings', async () => {
    const developer = await createUser(app);
    const user = await createUser(app);
    const client = await registerApp(app, developer, { confidential: false });
    expect(client.clientSecret).toBeNull();
    const grant = await authorizeCode(app, user, client, 'read write');
    const tokens = (await (await postForm(app, '/oauth/token', { grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri, code_verifier: grant.verifier, client_id: client.clientId })).json()) as Tokens;
    expect(tokens.scope).toBe('read write');
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    expect((await fetch(`${app.url}/api/me`, { headers })).status).toBe(200);

    const revoked = await postForm(app, '/oauth/revoke', { token: tokens.access_token, client_id: client.clientId });
    expect(revoked.status).toBe(200);
    expect((await fetch(`${app.url}/api/me`, { headers })).status).toBe(401);
    expect((await postForm(app, '/oauth/revoke', { token: 'pop_oat_unknown', client_id: client.clientId })).status).toBe(200);

    const second = await authorizeCode(app, user, client, 'read');
    const more = (await (await postForm(app, '/oauth/token', { grant_type: 'authorization_code', code: second.code, redirect_uri: second.redirectUri, code_verifier: second.verifier, client_id: client.clientId })).json()) as Tokens;
    const authorized = (await (await fetch(`${app.url}/api/me/authorized-apps`, { headers: user.headers })).json()) as AsJson<AuthorizedAppView[]>;
    expect(authorized).toHaveLength(1);
    expect(authorized[0]).toMatchObject({ appName: 'Test App', scopes: ['read'] });
    expect((await fetch(`${app.url}/api/me/authorized-apps/${authorized[0].id}`, { method: 'DELETE', headers: user.headers })).status).toBe(204);
    expect((await fetch(`${app.url}/api/me`, { headers: { authorization: `Bearer ${more.access_token}` } })).status).toBe(401);
    const refresh = await postForm(app, '/oauth/token', { grant_type: 'refresh_token', refresh_token: more.refresh_token, client_id: client.clientId });
    expect(refresh.status).toBe(400);
  });

  it('denying sends the browser back with error=access_denied and issues nothing', async () => {
    const developer = await createUser(app);
    const user = await createUser(app);
    const client = await registerApp(app, developer);
    const { challenge } = pkcePair();
    const response = await fetch(`${app.url}/api/oauth/authorize`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ response_type: 'code', client_id: client.clientId, redirect_uri: client.redirectUris[0], state: 's1', code_challenge: challenge, code_challenge_method: 'S256', allow: false }),
    });
    const { redirect } = (await response.json()) as { redirect: string };
    expect(redirect).toBe(`${client.redirectUris[0]}?error=access_denied&state=s1`);
    expect(await app.ctx.db.selectFrom('oauthGrants').select('id').where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('refuses redirect URIs that are neither https nor loopback http', async () => {
    const developer = await createUser(app);
    for (const uri of ['http://example.com/cb', 'javascript:alert(1)', 'https://ok.example/cb#frag']) {
      const response = await fetch(`${app.url}/api/me/apps`, { method: 'POST', headers: { ...developer.headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bad', redirect_uris: [uri] }) });
      expect(response.status, uri).toBe(400);
    }
  });
});
