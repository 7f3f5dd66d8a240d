import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { upgradeStatus } from '../fuzz/websocket-frames.ts';

/** Headers every response carries, and the WebSocket upgrade's Origin check. */
describe('on the embedded default (http, disk media)', () => {
  let app: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    app = await startTestApp();
    user = await createUser(app);
  });
  afterAll(() => app?.close());

  it.each([
    ['JSON', '/api/health', 200],
    ['an error', '/api/me', 401],
    ['an unknown route', '/api/nope', 404],
    ['the API document', '/api/docs/json', 200],
  ])('%s carries the security headers', async (_name, path, status) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('gives API answers a policy that loads nothing, and no page policy', async () => {
    for (const path of ['/api/health', '/api/me', '/api/nope']) {
      const response = await fetch(`${app.url}${path}`, { headers: { cookie: user.cookie } });
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toBeNull();
    }
  });

  it('has no API answer kept by a browser or a proxy: sessions, bearer tokens, tickets, TOTP secrets, recovery codes (issue 35, L9)', async () => {
    const post = (path: string, body: unknown, headers: Record<string, string> = user.headers) =>
      fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const answers = [
      await fetch(`${app.url}/api/health`),
      await fetch(`${app.url}/api/me`),
      await fetch(`${app.url}/api/session`, { headers: { cookie: user.cookie } }),
      await post('/api/auth/token', { email: user.email, password: user.password }, { origin: app.url }),
      await post('/api/me/two-factor/setup', { password: user.password }),
      await post('/api/me/two-factor/enable', { code: '000000' }),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 401, 200, 200, 200, 400]);
    for (const response of answers) expect(response.headers.get('cache-control'), response.url).toBe('no-store');
  });

  it('gives pages a CSP that allows only our own scripts, our media and the map tiles', async () => {
    // Every path outside /api/ is a page, a static file or media: this server has no web build, so its
    // pages answer 404, with the pages' headers.
    const csp = (await fetch(`${app.url}/settings`)).headers.get('content-security-policy')!;
    const directives = Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(directives['media-src']).toEqual(["'self'", 'blob:']);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('refuses a WebSocket upgrade from another origin, even with the cookie, and takes our own', async () => {
    const url = `${app.url.replace('http', 'ws')}/api/realtime`;
    expect(await upgradeStatus(url, { origin: 'https://evil.example', cookie: user.cookie })).toBe(403);
    expect(await upgradeStatus(url, { origin: 'http://127.0.0.1:1', cookie: user.cookie })).toBe(403);
    expect(await upgradeStatus(url, { origin: 'null', cookie: user.cookie })).toBe(403);
    expect(await upgradeStatus(url, { origin: app.url, cookie: user.cookie })).toBe(101);
    // Clients that are not browsers send no Origin (and cannot be tricked into sending a victim's cookie).
    expect(await upgradeStatus(url, { cookie: user.cookie })).toBe(101);
  });
});

describe('with an https PUBLIC_URL and S3 media', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: { PUBLIC_URL: 'https://popreel.example', S3_BUCKET: 'media', S3_ENDPOINT: 'https://s3.example.net:9000', TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
    });
  });
  afterAll(() => app?.close());

  it('adds HSTS and upgrade-insecure-requests, and names the S3 endpoint and the tile hosts', async () => {
    expect((await fetch(`${app.url}/api/health`)).headers.get('strict-transport-security')).toBe('max-age=31536000');
    const response = await fetch(`${app.url}/settings`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("img-src 'self' data: blob: https://s3.example.net:9000 https://*.tiles.example.org");
    expect(csp).toContain("media-src 'self' blob: https://s3.example.net:9000");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('accepts WebSocket upgrades only from PUBLIC_URL', async () => {
    const url = `${app.url.replace('http', 'ws')}/api/realtime`;
    expect(await upgradeStatus(url, { origin: 'https://popreel.example' })).toBe(101);
    expect(await upgradeStatus(url, { origin: app.url })).toBe(403);
  });
});
