import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { createPersonalToken } from '../factories/app-tokens.ts';
import { hashSecret } from '../../src/server/domain/account/sealer.ts';
import { routeScope } from '../../src/server/http/route-scopes.ts';
import type { PersonalTokenView } from '../../src/shared/app-tokens.ts';

/** Issue 36 part 4: personal access tokens and the scope every route needs (decision 040). */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const bearer = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

describe('personal access tokens', () => {
  it('a read token reads the feed but is refused a comment with 403 naming the missing scope', async () => {
    const user = await createUser(app);
    const video = await createVideo(app, user.id);
    const { token } = await createPersonalToken(app, user, ['read']);
    expect(token).toMatch(/^pop_pat_/);

    const feed = await fetch(`${app.url}/api/feed/following`, { headers: bearer(token) });
    expect(feed.status).toBe(200);
    const forYou = await fetch(`${app.url}/api/feed/foryou`, { headers: bearer(token) });
    expect(forYou.status).toBe(200);

    const comment = await fetch(`${app.url}/api/comments`, {
      method: 'POST',
      headers: bearer(token, { 'content-type': 'application/json' }),
      body: JSON.stringify({ videoId: video.id, content: 'hello' }),
    });
    expect(comment.status).toBe(403);
    expect(await comment.json()).toEqual({ error: { code: 'insufficient_scope', message: 'This token lacks the "write" scope' } });
    expect(comment.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="write"');
    expect(await app.ctx.db.selectFrom('comments').select('id').where('videoId', '=', video.id).execute()).toEqual([]);
  });

  it('a write token comments as its owner', async () => {
    const user = await createUser(app);
    const video = await createVideo(app, user.id);
    const { token } = await createPersonalToken(app, user, ['read', 'write']);
    const comment = await fetch(`${app.url}/api/comments`, {
      method: 'POST',
      headers: bearer(token, { 'content-type': 'application/json' }),
      body: JSON.stringify({ videoId: video.id, content: 'from a script' }),
    });
    expect(comment.status).toBe(201);
    const row = await app.ctx.db.selectFrom('comments').select('userId').where('videoId', '=', video.id).executeTakeFirstOrThrow();
    expect(row.userId).toBe(user.id);
  });

  it('a revoked token is refused on the very next request, after being used (and so cached if anything were)', async () => {
    const user = await createUser(app);
    const created = await createPersonalToken(app, user, ['read']);
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${app.url}/api/me`, { headers: bearer(created.token) })).status).toBe(200);

    const revoke = await fetch(`${app.url}/api/me/tokens/${created.id}`, { method: 'DELETE', headers: user.headers });
    expect(revoke.status).toBe(204);
    expect((await fetch(`${app.url}/api/me`, { headers: bearer(created.token) })).status).toBe(401);
    expect((await fetch(`${app.url}/api/me/tokens/${created.id}`, { method: 'DELETE', headers: user.headers })).status).toBe(404);
  });

  it('stores only the SHA-256 of a token, shows it once, and lists it with scopes and last use', async () => {
    const user = await createUser(app);
    const created = await createPersonalToken(app, user, ['read', 'messages'], 'Backup script');
    const rows = await app.ctx.db.selectFrom('personalAccessTokens').selectAll().where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashSecret(created.token));
    expect(JSON.stringify(rows)).not.toContain(created.token);
    expect(JSON.stringify(rows)).not.toContain(created.token.slice(12));

    await fetch(`${app.url}/api/me`, { headers: bearer(created.token) });
    const list = (await (await fetch(`${app.url}/api/me/tokens`, { headers: user.headers })).json()) as AsJson<PersonalTokenView[]>;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: created.id, name: 'Backup script', scopes: ['read', 'messages'], hint: created.hint });
    expect(list[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list)).not.toContain(created.token);
  });

  it('keeps account security out of reach of every token, whatever its scopes', async () => {
    const user = await createUser(app);
    const { token } = await createPersonalToken(app, user, ['read', 'write', 'messages', 'admin']);
    for (const [method, path] of [['GET', '/api/me/tokens'], ['POST', '/api/me/tokens'], ['GET', '/api/me/sessions'], ['POST', '/api/me/password'], ['GET', '/api/me/passkeys']]) {
      const response = await fetch(`${app.url}${path}`, { method, headers: bearer(token, { 'content-type': 'application/json' }), body: method === 'POST' ? '{}' : undefined });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('session_only');
    }
  });

  it('needs the messages scope for chat, and admin for moderation', async () => {
    const user = await createUser(app);
    const { token } = await createPersonalToken(app, user, ['read', 'write']);
    const chat = await fetch(`${app.url}/api/chat/rooms`, { headers: bearer(token) });
    expect(chat.status).toBe(403);
    expect(((await chat.json()) as { error: { message: string } }).error.message).toBe('This token lacks the "messages" scope');
    const messages = await createPersonalToken(app, user, ['messages']);
    expect((await fetch(`${app.url}/api/chat/rooms`, { headers: bearer(messages.token) })).status).toBe(200);
    expect((await fetch(`${app.url}/api/admin/reports`, { headers: bearer(token) })).status).toBe(403);
  });
});

it('keeps the password grant for first-party clients, announcing its deprecation (RFC 9745)', async () => {
  const user = await createUser(app);
  const response = await fetch(`${app.url}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) });
  expect(response.status).toBe(200);
  expect(response.headers.get('deprecation')).toBe('@1796342400');
  expect(response.headers.get('link')).toContain('/.well-known/oauth-authorization-server');
  // Its token is a session: every scope, listed under Sessions, ended by signing out.
  const { token } = (await response.json()) as { token: string };
  expect((await fetch(`${app.url}/api/me/sessions`, { headers: bearer(token) })).status).toBe(200);
});

it('resolves every route the app registers to a scope, session-only or none', () => {
  const classes = new Set(['read', 'write', 'messages', 'admin', 'session', 'none']);
  const unresolved = app.app.registeredRoutes.filter((route) => !classes.has(routeScope(route.method, route.url)));
  expect(unresolved).toEqual([]);
  const scopeOf = (route: string) => routeScope(route.split(' ')[0], route.split(' ')[1]);
  expect(scopeOf('GET /api/feed/foryou')).toBe('read');
  expect(scopeOf('POST /api/comments')).toBe('write');
  expect(scopeOf('POST /api/chat/rooms/:id/messages')).toBe('messages');
  expect(scopeOf('DELETE /api/match/matches/:id')).toBe('messages');
  expect(scopeOf('PATCH /api/admin/reports/:id')).toBe('admin');
  expect(scopeOf('POST /api/me/deletion')).toBe('session');
  expect(scopeOf('POST /oauth/token')).toBe('none');
});
