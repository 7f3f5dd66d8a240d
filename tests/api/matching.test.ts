import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { banUser, createUser, postJson, type TestUser } from '../factories/users.ts';
import { connectRealtime } from '../factories/realtime.ts';
import type { ChatRoomPage } from '../../src/shared/chat-answers.schema.ts';
import type { MatchCandidate, MatchPick, SwipeResult } from '../../src/shared/match-answers.schema.ts';
import { MATCH_MESSAGES } from '../../src/shared/chat-messages.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
});
afterAll(() => app?.close());

const put = (user: TestUser, path: string, body: unknown) =>
  fetch(`${app.url}${path}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...user.headers }, body: JSON.stringify(body) });
const get = async <T>(user: TestUser, path: string) => {
  const response = await fetch(`${app.url}${path}`, { headers: user.headers });
  return { status: response.status, body: (await response.json()) as AsJson<T> };
};

async function single(profile: Partial<{ age: number; interests: string[]; location: string; optedIn: boolean }> = {}) {
  const user = await createUser(app);
  const response = await put(user, '/api/match/profile', { gender: null, age: 25, interests: ['music'], location: 'Leeds', optedIn: true, ...profile });
  expect(response.status).toBe(200);
  return user;
}
const candidateIds = async (user: TestUser) => (await get<{ items: MatchCandidate[] }>(user, '/api/match/candidates')).body.items.map((c) => c.userId);
const swipe = async (user: TestUser, other: TestUser, direction: 'left' | 'right') => postJson(app, '/api/match/swipes', { swipedId: other.id, direction }, user.headers);

describe('opt-in', () => {
  it('keeps matching to adults who opted in, and refuses the tab to anyone else', async () => {
    const teen = await createUser(app);
    const refused = await put(teen, '/api/match/profile', { gender: null, age: 16, interests: [], location: null, optedIn: true });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(MATCH_MESSAGES.adultsOnly);
    expect((await get(teen, '/api/match/profile')).body).toMatchObject({ optedIn: false, age: null });
    const candidates = await get<{ error: { message: string } }>(teen, '/api/match/candidates');
    expect(candidates.status).toBe(403);
    expect(candidates.body.error.message).toBe(MATCH_MESSAGES.optInFirst);
    // A 16-year-old may still keep a profile without opting in (the app's own minimum age is 13).
    expect((await put(teen, '/api/match/profile', { gender: 'woman', age: 16, interests: ['Art', 'art '], location: 'York', optedIn: false })).status).toBe(200);
    expect((await get(teen, '/api/match/profile')).body).toMatchObject({ age: 16, interests: ['art'], optedIn: false });
    expect((await put(teen, '/api/match/profile', { gender: null, age: 12, interests: [], location: null, optedIn: false })).status).toBe(400);
  });
});

describe('candidates', () => {
  it('exclude self, banned, blocked either way, minors, the not opted-in and the already swiped', async () => {
    const me = await single();
    const [ok, banned, iBlocked, blockedMe, swiped, optedOut] = await Promise.all(Array.from({ length: 6 }, () => single()));
    const minor = await createUser(app);
    await put(minor, '/api/match/profile', { gender: null, age: 17, interests: [], location: null, optedIn: false });
    await banUser(app, banned);
    await postJson(app, '/api/blocks', { blockedId: iBlocked.id }, me.headers);
    await postJson(app, '/api/blocks', { blockedId: me.id }, blockedMe.headers);
    expect((await swipe(me, swiped, 'left')).status).toBe(201);
    await put(optedOut, '/api/match/profile', { gender: null, age: 25, interests: [], location: null, optedIn: false });

    const ids = await candidateIds(me);
    expect(ids).toContain(ok.id);
    for (const excluded of [me, banned, iBlocked, blockedMe, swiped, optedOut, minor]) expect(ids).not.toContain(excluded.id);
    // Swiping on someone who is not a candidate is refused and stores nothing.
    const refused = await swipe(me, iBlocked, 'right');
    expect(refused.status).toBe(404);
    expect((await swipe(me, swiped, 'right')).status).toBe(409);
  });

  it('loads at most 50 and shows at most 5 interests per card', async () => {
    const me = await single();
    await Promise.all(Array.from({ length: 52 }, () => single({ interests: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })));
    const { body } = await get<{ items: MatchCandidate[] }>(me, '/api/match/candidates');
    expect(body.items).toHaveLength(50);
    expect(Math.max(...body.items.map((c) => c.interests.length))).toBe(5);
  });
});

describe('a match', () => {
  it('opens a private room for the two, which a third user can neither read, post to nor subscribe to', async () => {
    const [ana, ben, eve] = [await single(), await single(), await single()];
    const first = (await (await swipe(ana, ben, 'right')).json()) as AsJson<SwipeResult>;
    expect(first).toEqual({ matched: false, roomId: null });
    const second = (await (await swipe(ben, ana, 'right')).json()) as AsJson<SwipeResult>;
    expect(second.matched).toBe(true);
    const roomId = second.roomId!;

    for (const member of [ana, ben]) {
      const rooms = (await get<ChatRoomPage>(member, '/api/chat/rooms')).body.items;
      const room = rooms.find((r) => r.id === roomId)!;
      expect(room).toMatchObject({ isPrivate: true });
      expect(room.partner?.userId).toBe(member === ana ? ben.id : ana.id);
    }
    expect((await postJson(app, `/api/chat/rooms/${roomId}/messages`, { content: 'hi Ben' }, ana.headers)).status).toBe(201);

    expect((await get<ChatRoomPage>(eve, '/api/chat/rooms')).body.items.map((r) => r.id)).not.toContain(roomId);
    expect((await get(eve, `/api/chat/rooms/${roomId}`)).status).toBe(404);
    expect((await get(eve, `/api/chat/rooms/${roomId}/messages`)).status).toBe(404);
    expect((await postJson(app, `/api/chat/rooms/${roomId}/messages`, { content: 'let me in' }, eve.headers)).status).toBe(404);
    expect((await postJson(app, `/api/chat/rooms/${roomId}/read`, { seq: 1 }, eve.headers)).status).toBe(404);
    const outsider = await connectRealtime(app, eve);
    outsider.subscribe(`room:${roomId}`);
    expect((await outsider.waitFor((m) => m.type === 'error')).type).toBe('error');
    const member = await connectRealtime(app, ben);
    member.subscribe(`room:${roomId}`);
    expect((await member.waitFor((m) => m.type === 'subscribed')).type).toBe('subscribed');
    outsider.socket.close();
    member.socket.close();
  });

  it('two right swipes at the same moment make exactly one match', async () => {
    const [kim, lee] = [await single(), await single()];
    const results = (await Promise.all([swipe(kim, lee, 'right'), swipe(lee, kim, 'right')].map(async (r) => (await r).json()))) as SwipeResult[];
    expect(results.filter((r) => r.matched)).toHaveLength(1);
  });

  it('closes for both when either unmatches or blocks', async () => {
    for (const end of ['unmatch', 'block'] as const) {
      const [a, b] = [await single(), await single()];
      await swipe(a, b, 'right');
      const { roomId: roomId } = (await (await swipe(b, a, 'right')).json()) as AsJson<SwipeResult>;
      const closed =
        end === 'unmatch'
          ? await fetch(`${app.url}/api/match/matches/${b.id}`, { method: 'DELETE', headers: a.headers })
          : await postJson(app, '/api/blocks', { blockedId: a.id }, b.headers);
      expect(closed.status).toBe(end === 'unmatch' ? 204 : 201);
      for (const member of [a, b]) {
        expect((await get(member, `/api/chat/rooms/${roomId}`)).status).toBe(404);
        expect((await get<ChatRoomPage>(member, '/api/chat/rooms')).body.items.map((r) => r.id)).not.toContain(roomId);
      }
    }
  });
});

describe('AI picks', () => {
  it('scores candidates with reasons, shows the top pick as a Vibe percentage, and refreshes on request', async () => {
    const me = await single({ age: 30, interests: ['hiking', 'jazz', 'cooking'], location: 'Bristol' });
    const close = await single({ age: 31, interests: ['hiking', 'jazz'], location: 'bristol ' });
    await single({ age: 45, interests: ['golf'], location: 'Leeds' });
    await postJson(app, `/api/users/${me.id}/follow`, {}, close.headers);

    const refreshed = await postJson(app, '/api/match/picks/refresh', {}, me.headers);
    expect(refreshed.status).toBe(200);
    const { pick } = (await refreshed.json()) as { pick: AsJson<MatchPick> };
    expect(pick.candidate.userId).toBe(close.id);
    expect(pick.vibe).toBe(Math.round(pick.score * 100));
    expect(pick.score).toBeGreaterThan(0.5);
    expect(pick.reasons).toEqual(['You both like hiking and jazz', 'Close in age (1 year apart)', 'Both in bristol', 'They follow you']);
    expect((await get<{ pick: MatchPick }>(me, '/api/match/picks')).body.pick.candidate.userId).toBe(close.id);

    // Once swiped, the pick moves on to the next best.
    await swipe(me, close, 'left');
    expect((await get<{ pick: MatchPick }>(me, '/api/match/picks')).body.pick?.candidate.userId).not.toBe(close.id);
  });
});
