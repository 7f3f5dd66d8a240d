import type { AsJson } from '../../src/shared/as-json.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from '../setup/test-app.ts';
import type { TestUser } from './users.ts';
import type { CreatedToken, RegisteredApp, Scope } from '../../src/shared/app-tokens.ts';

/** A personal access token of `user`'s, made through the settings API (the app's own path). */
export async function createPersonalToken(app: TestApp, user: TestUser, scopes: Scope[], name = 'Test token'): Promise<AsJson<CreatedToken>> {
  const response = await fetch(`${app.url}/api/me/tokens`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name, scopes }),
  });
  if (response.status !== 201) throw new Error(`token: ${response.status} ${await response.text()}`);
  return (await response.json()) as AsJson<CreatedToken>;
}

/** An OAuth app registered by `owner`, confidential (with a secret) unless told. */
export async function registerApp(app: TestApp, owner: TestUser, options: { confidential?: boolean; redirectUri?: string } = {}): Promise<AsJson<RegisteredApp>> {
  const response = await fetch(`${app.url}/api/me/apps`, {
    method: 'POST',
    headers: { ...owner.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Test App', redirectUris: [options.redirectUri ?? 'http://127.0.0.1:9/callback'], confidential: options.confidential ?? true }),
  });
  if (response.status !== 201) throw new Error(`app: ${response.status} ${await response.text()}`);
  return (await response.json()) as AsJson<RegisteredApp>;
}

/** A PKCE pair as an RFC 7636 client makes it. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** `user` allows `client` the scopes through the consent API; the code from the redirect, and the verifier. */
export async function authorizeCode(app: TestApp, user: TestUser, client: AsJson<RegisteredApp>, scope: string) {
  const { verifier, challenge } = pkcePair();
  const redirectUri = client.redirectUris[0];
  const response = await fetch(`${app.url}/api/oauth/authorize`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ response_type: 'code', client_id: client.clientId, redirect_uri: redirectUri, scope, state: 'xyz', code_challenge: challenge, code_challenge_method: 'S256', allow: true }),
  });
  if (response.status !== 200) throw new Error(`authorize: ${response.status} ${await response.text()}`);
  const { redirect } = (await response.json()) as { redirect: string };
  return { code: new URL(redirect).searchParams.get('code')!, state: new URL(redirect).searchParams.get('state'), verifier, redirectUri };
}

/** A form POST to the token or revocation endpoint, as RFC 6749 clients send it. */
export function postForm(app: TestApp, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() });
}
