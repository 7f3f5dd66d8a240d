import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, sessionCookieFrom, type TestUser } from '../factories/users.ts';
import { softPasskey, type SoftPasskey } from '../factories/webauthn.ts';
import type { Passkey } from '../../src/shared/passkey-answers.schema.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const send = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  fetch(`${app.url}${path}`, {
    method,
    headers: { ...(user?.headers ?? { origin: app.url }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function addPasskey(user: TestUser, passkey: SoftPasskey, name = 'Laptop') {
  const options = await (await send(user, 'POST', '/api/me/passkeys/options', { password: user.password })).json();
  return send(user, 'POST', '/api/me/passkeys', { name, response: passkey.register(options, app.url) });
}

async function signInWith(passkey: SoftPasskey, origin = app.url) {
  const options = await (await postJson(app, '/api/auth/passkey/options', {}, { origin: app.url })).json();
  return postJson(app, '/api/auth/passkey', { response: passkey.authenticate(options, origin) }, { origin: app.url });
}

describe('passkeys', () => {
  it('adds a passkey and signs in with it alone, counting each use', async () => {
    const user = await createUser(app);
    const passkey = softPasskey();
    const added = await addPasskey(user, passkey);
    expect(added.status).toBe(201);
    const listed = await getJson<Passkey[]>(app, user, '/api/me/passkeys');
    expect(listed.map((p) => p.name)).toEqual(['Laptop']);
    expect(listed[0].lastUsedAt).toBeNull();

    const signedIn = await signInWith(passkey);
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).user.id).toBe(user.id);
    const cookie = sessionCookieFrom(signedIn)!;
    expect((await fetch(`${app.url}/api/me`, { headers: { cookie } })).status).toBe(200);
    const [row] = await app.ctx.db.selectFrom('passkeys').select(['counter', 'lastUsedAt']).where('userId', '=', user.id).execute();
    expect(Number(row.counter)).toBe(1);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed challenge, another origin, an unknown passkey and a forged signature', async () => {
    const user = await createUser(app);
    const passkey = softPasskey();
    await addPasskey(user, passkey);

    const options = await (await postJson(app, '/api/auth/passkey/options', {}, { origin: app.url })).json();
    const response = passkey.authenticate(options, app.url);
    expect((await postJson(app, '/api/auth/passkey', { response }, { origin: app.url })).status).toBe(200);
    const replay = await postJson(app, '/api/auth/passkey', { response }, { origin: app.url });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error.message).toBe('Could not verify the passkey — please try again');

    expect((await signInWith(passkey, 'https://evil.example')).status).toBe(400);
    const stranger = await signInWith(softPasskey());
    expect(stranger.status).toBe(401);
    expect((await stranger.json()).error.message).toBe('This passkey is not registered with Popreel');

    const forgedOptions = await (await postJson(app, '/api/auth/passkey/options', {}, { origin: app.url })).json();
    const forged = passkey.authenticate(forgedOptions, app.url) as { response: { signature: string } };
    forged.response.signature = Buffer.from('not a signature').toString('base64url');
    expect((await postJson(app, '/api/auth/passkey', { response: forged }, { origin: app.url })).status).toBe(400);
  });

  it('renames and removes only its owner’s passkeys; a removed passkey signs in no more', async () => {
    const [owner, other] = [await createUser(app), await createUser(app)];
    const passkey = softPasskey();
    const { id } = (await (await addPasskey(owner, passkey)).json()) as AsJson<Passkey>;
    expect((await send(other, 'PATCH', `/api/me/passkeys/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await send(other, 'DELETE', `/api/me/passkeys/${id}`)).status).toBe(404);
    const blank = await send(owner, 'PATCH', `/api/me/passkeys/${id}`, { name: '   ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe('Please name the passkey');
    const renamed = await send(owner, 'PATCH', `/api/me/passkeys/${id}`, { name: 'Phone' });
    expect((await renamed.json()).name).toBe('Phone');
    expect((await send(owner, 'DELETE', `/api/me/passkeys/${id}`)).status).toBe(204);
    expect(await getJson<Passkey[]>(app, owner, '/api/me/passkeys')).toEqual([]);
    expect((await signInWith(passkey)).status).toBe(401);
  });

  it('refuses a registration answering someone else’s challenge, and the same passkey twice', async () => {
    const [first, second] = [await createUser(app), await createUser(app)];
    const passkey = softPasskey();
    const options = await (await send(first, 'POST', '/api/me/passkeys/options', { password: first.password })).json();
    const stolen = await send(second, 'POST', '/api/me/passkeys', { name: 'Stolen', response: passkey.register(options, app.url) });
    expect(stolen.status).toBe(400);
    expect((await addPasskey(first, passkey)).status).toBe(201);
    expect((await addPasskey(second, passkey)).status).toBe(409);
  });
});
