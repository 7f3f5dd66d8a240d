import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { auditScreen, popreelForFile, signUpViaApi } from './harness.ts';
import { openSignedIn } from './creator-helpers.ts';

/** Issue 36 part 4: an app signs a person in with OAuth and PKCE; tokens are made, used and revoked in Settings. */
const suite = popreelForFile();

/** Where the test's app lives: nothing listens there, so the browser's arrival is answered by the test itself. */
const CALLBACK = 'http://127.0.0.1:9/callback';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('apps and tokens', () => {
  it('an app completes authorization code + PKCE through the consent screen, calls the API, and is revoked in Settings', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const base = suite.popreel.baseUrl;
    try {
      // Registering the app: a public client, PKCE only.
      await page.goto('/settings/apps');
      const apps = section(page, 'Your apps');
      await apps.getByRole('button', { name: 'Register an app' }).click();
      await apps.getByLabel('App name').fill('E2E App');
      await apps.getByLabel('Redirect URIs').fill(CALLBACK);
      await apps.getByLabel('This app runs on a server and can keep a client secret').uncheck();
      await apps.getByRole('button', { name: 'Register', exact: true }).click();
      const clientId = (await apps.getByTestId('secret-Client ID').innerText()).trim();
      expect(clientId).toMatch(/^pop_app_/);
      await auditScreen(page);

      // The app sends the browser to the consent screen with its PKCE challenge.
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: CALLBACK, scope: 'read', state: 'e2e-state', code_challenge: challenge, code_challenge_method: 'S256' });
      await context.route(`${CALLBACK}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>E2E App</title><p>Signed in</p>' }));
      await page.goto(`/oauth/authorize?${query}`);
      await page.getByRole('heading', { name: 'E2E App wants to:' }).waitFor();
      await expect.poll(() => page.getByRole('list', { name: 'Requested permissions' }).getByRole('listitem').allInnerTexts()).toEqual([
        'See your feed, profile, notifications and the videos you can see',
      ]);
      await auditScreen(page);
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL((url) => url.href.startsWith(CALLBACK));
      const back = new URL(page.url());
      expect(back.searchParams.get('state')).toBe('e2e-state');
      const code = back.searchParams.get('code')!;

      // The app's server side: the code and the verifier for tokens, then the API within the read scope.
      const exchanged = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier, client_id: clientId }).toString(),
      });
      expect(exchanged.status).toBe(200);
      const tokens = (await exchanged.json()) as { access_token: string; scope: string };
      expect(tokens.scope).toBe('read');
      expect((await fetch(`${base}/api/feed/foryou`, { headers: bearer(tokens.access_token) })).status).toBe(200);
      const write = await fetch(`${base}/api/notifications/read-all`, { method: 'POST', headers: { ...bearer(tokens.access_token), 'content-type': 'application/json' }, body: '{}' });
      expect(write.status).toBe(403);

      // The person revokes the app in Settings; its token is refused on the next request.
      await page.goto('/settings/apps');
      const allowed = section(page, 'Apps you allowed');
      await allowed.getByText('E2E App').waitFor();
      await allowed.getByRole('button', { name: 'Revoke E2E App' }).click();
      await page.getByText('Access revoked').waitFor();
      await allowed.getByText('You have not allowed any app.').waitFor();
      expect((await fetch(`${base}/api/feed/foryou`, { headers: bearer(tokens.access_token) })).status).toBe(401);
      expect((await fetch(`${base}/api/me`, { headers: bearer(tokens.access_token) })).status).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('a signed-out person signs in first and comes back to the consent screen, where Deny returns access_denied', async () => {
    const developer = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const client = await developer.context.request.post('/api/me/apps', {
      data: { name: 'Deny App', redirectUris: [CALLBACK], confidential: false },
      headers: { origin: suite.popreel.baseUrl },
    });
    const { clientId } = (await client.json()) as { clientId: string };
    await developer.context.close();

    const context = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl });
    try {
      const account = await signUpViaApi(suite.popreel.baseUrl, context);
      await context.clearCookies();
      const page = await context.newPage();
      await context.route(`${CALLBACK}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Deny App</title>' }));
      const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
      await page.goto(`/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: CALLBACK, scope: 'read write', state: 's2', code_challenge: challenge, code_challenge_method: 'S256' })}`);
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('heading', { name: 'Deny App wants to:' }).waitFor();
      await page.getByText('Post, comment, like, follow and change your profile for you').waitFor();
      await page.getByRole('button', { name: 'Deny' }).click();
      await page.waitForURL((url) => url.href.startsWith(CALLBACK));
      expect(new URL(page.url()).search).toBe('?error=access_denied&state=s2');
    } finally {
      await context.close();
    }
  });

  it('creates a personal access token shown once, lists its last use, and revokes it', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const base = suite.popreel.baseUrl;
    try {
      await page.goto('/settings/apps');
      const tokens = section(page, 'Personal access tokens');
      await tokens.getByText('You have no tokens.').waitFor();
      await tokens.getByRole('button', { name: 'New token' }).click();
      await tokens.getByLabel('Token name').fill('Nightly backup');
      await tokens.getByRole('checkbox', { name: /^messages/ }).check();
      await tokens.getByRole('button', { name: 'Create token' }).click();
      const token = (await tokens.getByTestId('secret-Nightly backup').innerText()).trim();
      expect(token).toMatch(/^pop_pat_/);
      await auditScreen(page);
      await tokens.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => tokens.getByTestId('secret-Nightly backup').count()).toBe(0);

      expect((await fetch(`${base}/api/chat/rooms`, { headers: bearer(token) })).status).toBe(200);
      await page.reload();
      await tokens.getByText('read, messages').waitFor();
      await tokens.getByText(/last used/).waitFor();
      await tokens.getByRole('button', { name: 'Revoke Nightly backup' }).click();
      await page.getByText('Token revoked').waitFor();
      expect((await fetch(`${base}/api/chat/rooms`, { headers: bearer(token) })).status).toBe(401);
    } finally {
      await context.close();
    }
  });
});
