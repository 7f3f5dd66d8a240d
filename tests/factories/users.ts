import type { AsJson } from '../../src/shared/as-json.ts';
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../setup/test-app.ts';
import type { Me } from '../../src/shared/api-types.ts';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  cookie: string;
  me: AsJson<Me>;
  /** Headers for authenticated requests as a browser would send them. */
  headers: Record<string, string>;
}

export function sessionCookieFrom(response: Response): string | null {
  const header = response.headers.getSetCookie().find((value) => value.startsWith('popreel_session='));
  return header ? header.split(';')[0] : null;
}

/** Signs a new user up through the API (the app's own path) and returns the created account. */
export async function createUser(app: TestApp, overrides: Partial<{ username: string; email: string; password: string; age: number }> = {}): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const body = {
    username: overrides.username ?? `user_${suffix}`,
    email: overrides.email ?? `user_${suffix}@example.com`,
    password: overrides.password ?? 'correct-horse-battery',
    ...(overrides.age === undefined ? {} : { age: overrides.age }),
  };
  const response = await fetch(`${app.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const me = (await response.json()) as AsJson<Me>;
  const cookie = sessionCookieFrom(response)!;
  return { id: me.user.id, ...body, cookie, me, headers: { cookie, origin: app.url } };
}

/** Makes a user an admin directly in the database (there is no API for granting roles). */
export async function makeAdmin(app: TestApp, user: TestUser) {
  await app.ctx.db.insertInto('userRoles').values({ userId: user.id, role: 'admin' }).execute();
}

/** Signs an existing account in again and makes `user` carry the new session. */
export async function signInAgain(app: TestApp, user: TestUser) {
  const response = await postJson(app, '/api/auth/sign-in', { email: user.email, password: user.password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  user.cookie = sessionCookieFrom(response)!;
  user.headers = { ...user.headers, cookie: user.cookie };
}

/** Bans a user (which ends their sessions) and signs them in again, as a banned person may, to act as them. */
export async function banUser(app: TestApp, user: TestUser) {
  await app.ctx.services.moderation.setBanned(user.id, true);
  await signInAgain(app, user);
}

export async function postJson(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A GET as `user` that must answer 200; its JSON body. */
export async function getJson<T>(app: TestApp, user: TestUser, path: string): Promise<AsJson<T>> {
  const response = await fetch(`${app.url}${path}`, { headers: user.headers });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as AsJson<T>;
}
