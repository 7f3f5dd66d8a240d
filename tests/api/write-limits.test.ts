import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { WRITE_LIMITS, type WriteAction } from '../../src/server/domain/write-limits.ts';

/** 201 rapid requests of each limited write: the limit's worth succeed, the rest are 429 and store nothing. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const RAPID = 201;
type Send = (i: number) => Promise<Response>;

async function burst(send: Send, times = RAPID) {
  const responses: Response[] = [];
  for (let i = 0; i < times; i += 1) responses.push(await send(i));
  return responses;
}

/** The first `max` pass, every later one is 429 with Retry-After and the limit's message. */
async function expectLimited(action: WriteAction, responses: Response[], ok: number[] = [200, 201, 202, 204]) {
  const { max, message } = WRITE_LIMITS[action];
  const statuses = responses.map((response) => response.status);
  expect(statuses.slice(0, max).every((status) => ok.includes(status)), `${action}: first ${max} ${statuses.slice(0, max)}`).toBe(true);
  expect(statuses.slice(max).every((status) => status === 429), `${action}: after ${max}`).toBe(true);
  const refused = responses[max];
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message } });
}

const count = async (table: 'reports' | 'places' | 'analyticsEvents' | 'shares' | 'events' | 'notifications' | 'blocks', column?: 'userId' | 'reporterId' | 'createdBy' | 'blockerId', id?: string) => {
  let query = app.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (column && id) query = query.where(column as never, '=', id as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe('per-user limits', () => {
  let user: TestUser;
  let creator: TestUser;
  beforeAll(async () => {
    [user, creator] = await Promise.all([createUser(app), createUser(app)]);
  });

  it('likes toggled 201 times: 60 pass, one notification reaches the owner', async () => {
    const video = await createVideo(app, creator.id);
    const responses = await burst((i) => fetch(`${app.url}/api/videos/${video.id}/like`, { method: i % 2 ? 'DELETE' : 'PUT', headers: user.headers }));
    await expectLimited('toggle', responses);
    expect(await count('notifications', 'userId', creator.id)).toBe(1);
  });

  it('follows toggled 201 times by someone fresh: the limit holds and one notification goes out', async () => {
    const fan = await createUser(app);
    const target = await createUser(app);
    const responses = await burst((i) => fetch(`${app.url}/api/users/${target.id}/follow`, { method: i % 2 ? 'DELETE' : 'POST', headers: fan.headers }));
    await expectLimited('toggle', responses);
    expect(await count('notifications', 'userId', target.id)).toBe(1);
  });

  it('shares of one video count once; 201 of them end in 429', async () => {
    const video = await createVideo(app, creator.id);
    const responses = await burst(() => postJson(app, `/api/videos/${video.id}/shares`, {}, user.headers));
    await expectLimited('share', responses);
    expect((await app.ctx.db.selectFrom('videos').select('shareCount').where('id', '=', video.id).executeTakeFirstOrThrow()).shareCount).toBe(1);
  });

  it('views of one video count once per viewer, signed in or out; 201 of them end in 429', async () => {
    const video = await createVideo(app, creator.id);
    await expectLimited('view', await burst(() => postJson(app, `/api/videos/${video.id}/views`, {}, user.headers)));
    await expectLimited('view', await burst(() => postJson(app, `/api/videos/${video.id}/views`, {}, { origin: app.url })));
    expect((await app.ctx.db.selectFrom('videos').select('viewCount').where('id', '=', video.id).executeTakeFirstOrThrow()).viewCount).toBe(2);
  });

  it('reports: one open report per video (409), and at most 20 an hour', async () => {
    const videos = await Promise.all(Array.from({ length: RAPID }, () => createVideo(app, creator.id)));
    const first = await postJson(app, '/api/reports', { videoId: videos[0].id, reason: 'spam' }, user.headers);
    expect(first.status).toBe(201);
    const again = await postJson(app, '/api/reports', { videoId: videos[0].id, reason: 'other' }, user.headers);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('You have already reported this video');
    const reporter = await createUser(app);
    await expectLimited('report', await burst((i) => postJson(app, '/api/reports', { videoId: videos[i].id, reason: 'spam' }, reporter.headers)));
    expect(await count('reports', 'reporterId', reporter.id)).toBe(WRITE_LIMITS.report.max);
  });

  it('places: 20 a day', async () => {
    const maker = await createUser(app);
    await expectLimited('place', await burst((i) => postJson(app, '/api/places', { name: `Place ${i}`, lat: 51.5, lng: -0.09 }, maker.headers)));
    expect(await count('places', 'createdBy', maker.id)).toBe(WRITE_LIMITS.place.max);
  });

  it('profile edits: 30 an hour', async () => {
    const editor = await createUser(app);
    const responses = await burst((i) => fetch(`${app.url}/api/me/profile`, { method: 'PATCH', headers: { ...editor.headers, 'content-type': 'application/json' }, body: JSON.stringify({ bio: `bio ${i}` }) }));
    await expectLimited('profile', responses);
    expect((await app.ctx.db.selectFrom('profiles').select('bio').where('userId', '=', editor.id).executeTakeFirstOrThrow()).bio).toBe(`bio ${WRITE_LIMITS.profile.max - 1}`);
  });

  it('video details: 60 changes an hour', async () => {
    const owner = await createUser(app);
    const video = await createVideo(app, owner.id);
    const responses = await burst((i) => fetch(`${app.url}/api/videos/${video.id}`, { method: 'PATCH', headers: { ...owner.headers, 'content-type': 'application/json' }, body: JSON.stringify({ caption: `caption ${i}` }) }));
    await expectLimited('videoDetails', responses);
    expect((await app.ctx.db.selectFrom('videos').select('caption').where('id', '=', video.id).executeTakeFirstOrThrow()).caption).toBe(`caption ${WRITE_LIMITS.videoDetails.max - 1}`);
  });

  it('read marks (chat rooms, notifications) share one generous budget: 300 a minute', async () => {
    const reader = await createUser(app);
    const room = (await (await postJson(app, '/api/chat/rooms', { name: 'marks' }, reader.headers)).json()) as { id: string };
    const responses = await burst(
      (i) => (i % 2 ? postJson(app, `/api/chat/rooms/${room.id}/read`, { seq: i }, reader.headers) : postJson(app, '/api/notifications/read-all', {}, reader.headers)),
      WRITE_LIMITS.mark.max + 5,
    );
    await expectLimited('mark', responses);
  });

  it('blocks: 30 an hour', async () => {
    const blocker = await createUser(app);
    const targets = await Promise.all(Array.from({ length: 40 }, () => createUser(app)));
    const responses = await burst((i) => postJson(app, '/api/blocks', { blockedId: targets[i % targets.length].id }, blocker.headers));
    await expectLimited('block', responses);
    expect(await count('blocks', 'blockerId', blocker.id)).toBe(WRITE_LIMITS.block.max);
  });
});

describe('signed-out limits', () => {
  it('analytics from one address: 60 a minute', async () => {
    const before = await count('analyticsEvents');
    await expectLimited('analytics', await burst(() => postJson(app, '/api/analytics', { name: 'place_view' }, { origin: app.url })));
    expect((await count('analyticsEvents')) - before).toBe(WRITE_LIMITS.analytics.max);
  });
});
