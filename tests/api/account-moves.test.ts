import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { send } from '../factories/moderation.ts';
import { createVideo } from '../factories/videos.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { startFederatedApp } from './federation-peers.ts';
import { MOVE_MESSAGES } from '../../src/shared/account-move.ts';

/**
 * Issue 58's first "Done when": three Popreel instances. Maya moves from A to B; her followers on A and on C
 * follow her B account and A's profile says she moved; after the cooldown (shortened here) she moves back,
 * and they follow her A account again. Then each refusal of the move routes.
 */
const COOLDOWN_SECONDS = 6;
const MOVE_MS = 45_000;
let a: TestApp;
let b: TestApp;
let c: TestApp;
let mayaA: TestUser;
let mayaB: TestUser;
let fanA: TestUser;
let fanC: TestUser;

const hostOf = (app: TestApp) => new URL(app.url).host;
const actorOf = (app: TestApp, user: TestUser) => `${app.url}/ap/users/${user.id}`;
const handleOf = (app: TestApp, user: TestUser) => `${user.username}@${hostOf(app)}`;

/** The account `actor` is on `app`: looked up as a person would, by searching its handle. */
async function remoteAccount(app: TestApp, viewer: TestUser, handle: string, actor: string): Promise<string> {
  const found = await send(app, viewer, 'GET', `/api/search/people?q=${encodeURIComponent(`@${handle}`)}`);
  expect(found.status).toBe(200);
  return waitFor(async () => (await app.ctx.db.selectFrom('remoteActors').select('userId').where('uri', '=', actor).executeTakeFirst())?.userId, `${handle} on ${app.url}`, 10_000);
}

/** Whom `follower` follows on `app`, by actor id for remote accounts and by user id for local ones. */
async function followsOf(app: TestApp, followerId: string): Promise<string[]> {
  const rows = await app.ctx.db
    .selectFrom('follows')
    .leftJoin('remoteActors', 'remoteActors.userId', 'follows.followeeId')
    .select(['follows.followeeId', 'remoteActors.uri'])
    .where('follows.followerId', '=', followerId)
    .execute();
  return rows.map((row) => row.uri ?? row.followeeId).sort();
}

/** Remote actors following `user` on `app`. */
async function remoteFollowersOf(app: TestApp, user: TestUser): Promise<string[]> {
  const rows = await app.ctx.db
    .selectFrom('follows')
    .innerJoin('remoteActors', 'remoteActors.userId', 'follows.followerId')
    .select('remoteActors.uri')
    .where('follows.followeeId', '=', user.id)
    .execute();
  return rows.map((row) => row.uri).sort();
}

const same = (want: string[]) => (got: string[]) => JSON.stringify(got) === JSON.stringify([...want].sort());

beforeAll(async () => {
  const env = { ACCOUNT_MOVE_COOLDOWN_SECONDS: String(COOLDOWN_SECONDS) };
  [a, b, c] = await Promise.all([startFederatedApp({ env }), startFederatedApp({ env }), startFederatedApp({ env })]);
  [mayaA, fanA, mayaB, fanC] = await Promise.all([createUser(a), createUser(a), createUser(b), createUser(c)]);
  // Fans of Maya's A account: one on A, one on C.
  expect((await send(a, fanA, 'POST', `/api/users/${mayaA.id}/follow`, {})).status).toBe(200);
  const mayaOnC = await remoteAccount(c, fanC, handleOf(a, mayaA), actorOf(a, mayaA));
  expect((await send(c, fanC, 'POST', `/api/users/${mayaOnC}/follow`, {})).status).toBe(200);
  await waitFor(async () => (await remoteFollowersOf(a, mayaA)).includes(`${c.url}/ap/users/${fanC.id}`) || null, 'the fan on C following Maya on A', 20_000);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), c?.close()]);
});

async function waitUntil(what: string, check: () => Promise<boolean>) {
  await waitFor(async () => ((await check()) ? true : null), what, MOVE_MS);
}

describe('moving an account between servers', () => {
  it('moves from A to B: followers on A and C follow B, A says it moved and stops posting; back again after the cooldown', async () => {
    // B's account says it is also Maya of A (fetched to check it exists).
    const aliased = await send(b, mayaB, 'PUT', '/api/me/also-known-as', { handles: [`@${handleOf(a, mayaA)}`] });
    expect(aliased.status).toBe(200);
    expect(aliased.body.alsoKnownAs).toEqual([{ uri: actorOf(a, mayaA), handle: handleOf(a, mayaA) }]);
    const bActor = (await (await fetch(actorOf(b, mayaB), { headers: { accept: 'application/activity+json' } })).json()) as Record<string, unknown>;
    expect([bActor.alsoKnownAs].flat()).toEqual([actorOf(a, mayaA)]);

    const moved = await send(a, mayaA, 'POST', '/api/me/move', { target: handleOf(b, mayaB) });
    expect(moved.status).toBe(202);
    expect(moved.body.movedTo.username).toBe(handleOf(b, mayaB));
    expect(moved.body.canMoveAt).not.toBeNull();

    await waitUntil('the fan on A following Maya on B instead', async () => same([actorOf(b, mayaB)])(await followsOf(a, fanA.id)));
    await waitUntil('the fan on C following Maya on B instead', async () => same([actorOf(b, mayaB)])(await followsOf(c, fanC.id)));
    await waitUntil('B counting both fans', async () => same([actorOf(a, fanA), actorOf(c, fanC)])(await remoteFollowersOf(b, mayaB)));
    const profile = await send(a, fanA, 'GET', `/api/profiles/${mayaA.id}`);
    expect(profile.body.movedTo).toMatchObject({ username: handleOf(b, mayaB) });
    const aActor = (await (await fetch(actorOf(a, mayaA), { headers: { accept: 'application/activity+json' } })).json()) as Record<string, unknown>;
    expect(aActor.movedTo).toBe(actorOf(b, mayaB));

    // The old account posts no more.
    const upload = await fetch(`${a.url}/api/videos`, { method: 'POST', headers: mayaA.headers, body: uploadForm((await makeVideo()).bytes, { caption: 'still here?' }) });
    expect(upload.status).toBe(403);
    expect(((await upload.json()) as { error: { message: string } }).error.message).toBe(MOVE_MESSAGES.moved);
    // Nor does it post a draft it had saved before.
    const draft = await createVideo(a, mayaA.id, { caption: 'saved before the move' });
    await a.ctx.db.updateTable('videos').set({ status: 'held', publishAt: sql<Date>`'infinity'` }).where('id', '=', draft.id).execute();
    expect(await send(a, mayaA, 'POST', `/api/videos/${draft.id}/publish`, {})).toMatchObject({ status: 403, body: { error: { message: MOVE_MESSAGES.moved } } });

    // Moving back: A's account lists B's; B heard of the move in, so its cooldown runs first.
    expect((await send(a, mayaA, 'PUT', '/api/me/also-known-as', { handles: [handleOf(b, mayaB)] })).status).toBe(200);
    await waitUntil('B knowing Maya moved in', async () => (await send(b, mayaB, 'GET', '/api/me/move')).body.canMoveAt !== null);
    const early = await send(b, mayaB, 'POST', '/api/me/move', { target: handleOf(a, mayaA) });
    expect(early).toMatchObject({ status: 409, body: { error: { message: MOVE_MESSAGES.cooldown } } });
    await waitUntil('the cooldown over', async () => (await send(b, mayaB, 'GET', '/api/me/move')).body.canMoveAt === null);
    expect((await send(b, mayaB, 'POST', '/api/me/move', { target: handleOf(a, mayaA) })).status).toBe(202);

    await waitUntil('the fan on A following Maya on A again', async () => same([mayaA.id])(await followsOf(a, fanA.id)));
    await waitUntil('the fan on C following Maya on A again', async () => same([actorOf(a, mayaA)])(await followsOf(c, fanC.id)));
    await waitUntil("A's profile no longer moved", async () => (await send(a, fanA, 'GET', `/api/profiles/${mayaA.id}`)).body.movedTo === null);
    expect((await send(a, mayaA, 'GET', '/api/me/move')).body.movedTo).toBeNull();
  }, 180_000);
});

describe('refusals', () => {
  it('answers a handle that is not one, too many, this server, an unknown account and a signed-out caller with a 4xx and a message', async () => {
    const someone = await createUser(a);
    const cases: Array<[unknown, number, string]> = [
      [{ handles: ['not a handle'] }, 400, MOVE_MESSAGES.badHandle],
      [{ handles: Array.from({ length: 6 }, (_, i) => `x${i}@${hostOf(b)}`) }, 400, MOVE_MESSAGES.tooMany],
      [{ handles: [handleOf(a, fanA)] }, 422, MOVE_MESSAGES.sameServer],
      [{ handles: [`nobody_here@${hostOf(b)}`] }, 422, MOVE_MESSAGES.notFound],
    ];
    for (const [body, status, message] of cases) {
      expect(await send(a, someone, 'PUT', '/api/me/also-known-as', body)).toMatchObject({ status, body: { error: { message } } });
    }
    expect((await send(a, someone, 'GET', '/api/me/move')).body.alsoKnownAs).toEqual([]);
    expect((await send(a, null, 'PUT', '/api/me/also-known-as', { handles: [] })).status).toBe(401);
    expect((await send(a, null, 'POST', '/api/me/move', { target: handleOf(b, mayaB) })).status).toBe(401);
  });

  it('keeps a listed account without asking its server again, so one that went away can still be removed', async () => {
    const d = await startFederatedApp();
    const elsewhere = await createUser(d);
    const someone = await createUser(a);
    expect((await send(a, someone, 'PUT', '/api/me/also-known-as', { handles: [handleOf(d, elsewhere)] })).status).toBe(200);
    await d.close();
    const kept = await send(a, someone, 'PUT', '/api/me/also-known-as', { handles: [handleOf(d, elsewhere).toUpperCase()] });
    expect(kept.body.alsoKnownAs).toEqual([{ uri: actorOf(d, elsewhere), handle: handleOf(d, elsewhere) }]);
    expect((await send(a, someone, 'PUT', '/api/me/also-known-as', { handles: [] })).body.alsoKnownAs).toEqual([]);
    // Once removed, it is looked up again, and its server is gone.
    expect((await send(a, someone, 'PUT', '/api/me/also-known-as', { handles: [handleOf(d, elsewhere)] })).status).toBe(422);
  });

  it('refuses a move to an account that does not list this one, and changes nothing', async () => {
    const someone = await createUser(a);
    const refused = await send(a, someone, 'POST', '/api/me/move', { target: handleOf(c, fanC) });
    expect(refused).toMatchObject({ status: 422, body: { error: { message: MOVE_MESSAGES.notAliased } } });
    expect((await send(a, someone, 'GET', '/api/me/move')).body).toMatchObject({ movedTo: null, movedAt: null, canMoveAt: null });
  });

  it('ignores a Move whose new account does not list the old one: followers stay', async () => {
    // A stranger on A is followed from C, then "moves" to Maya on B, who never listed it.
    const stranger = await createUser(a);
    const strangerOnC = await remoteAccount(c, fanC, handleOf(a, stranger), actorOf(a, stranger));
    expect((await send(c, fanC, 'POST', `/api/users/${strangerOnC}/follow`, {})).status).toBe(200);
    await waitUntil('the follow reaching A', async () => (await remoteFollowersOf(a, stranger)).length === 1);
    // A refuses to send it (B does not list the stranger), so the Move is made as a forged server would: marked
    // moved on A and its Move published as the job would.
    const mayaOnA = await remoteAccount(a, stranger, handleOf(b, mayaB), actorOf(b, mayaB));
    await a.ctx.services.accountMoves.movedOut(stranger.id, mayaOnA);
    const moveTaken = () =>
      c.ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'federation').where('status', '=', 'done')
        .where(sql<boolean>`payload::text like '%"Move"%' and payload::text like ${`%${actorOf(a, stranger)}%`}`).executeTakeFirst();
    await waitFor(async () => (await moveTaken()) ?? null, 'C taking the Move', MOVE_MS);
    expect(await followsOf(c, fanC.id)).toContain(actorOf(a, stranger));
    expect((await send(c, fanC, 'GET', `/api/profiles/${strangerOnC}`)).body.movedTo).toBeNull();
  }, 90_000);
});
