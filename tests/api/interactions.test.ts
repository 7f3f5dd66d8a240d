import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';

let app: TestApp;
let creator: TestUser;
let fan: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  [creator, fan] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const react = async (videoId: string, type: string, user = fan) => postJson(app, `/api/videos/${videoId}/reaction`, { type }, user.headers);

describe('reactions', () => {
  it('follows the state machine: set, switch, remove, with counts', async () => {
    const video = await createVideo(app, creator.id);
    expect(await (await react(video.id, 'pop')).json()).toEqual({ reaction: 'pop', popCount: 1, unpopCount: 0 });
    expect(await (await react(video.id, 'unpop')).json()).toEqual({ reaction: 'unpop', popCount: 0, unpopCount: 1 });
    expect(await (await react(video.id, 'unpop')).json()).toEqual({ reaction: null, popCount: 0, unpopCount: 0 });
    expect((await react(video.id, 'love')).status).toBe(400);
    expect((await postJson(app, `/api/videos/${video.id}/reaction`, { type: 'pop' })).status).toBe(401);
  });

  it('applies concurrent taps one after another', async () => {
    const video = await createVideo(app, creator.id);
    const results = await Promise.all(Array.from({ length: 7 }, () => react(video.id, 'pop')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    // Seven taps of pop: on, off, on, off, on, off, on.
    const row = await app.ctx.db.selectFrom('videos').select(['popCount', 'unpopCount']).where('id', '=', video.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ popCount: 1, unpopCount: 0 });
    const mixed = await Promise.all(['pop', 'unpop', 'pop', 'unpop', 'unpop'].map((type) => react(video.id, type)));
    expect(mixed.every((r) => r.status === 200)).toBe(true);
    const reactions = await app.ctx.db.selectFrom('videoReactions').select('type').where('videoId', '=', video.id).execute();
    const counts = await app.ctx.db.selectFrom('videos').select(['popCount', 'unpopCount']).where('id', '=', video.id).executeTakeFirstOrThrow();
    expect(counts.popCount + counts.unpopCount).toBe(reactions.length);
    expect(counts.popCount).toBe(reactions.filter((r) => r.type === 'pop').length);
  });
});

describe('likes', () => {
  it('likes once, unlikes to 0 and never below, and notifies the creator only', async () => {
    const video = await createVideo(app, creator.id);
    const like = () => fetch(`${app.url}/api/videos/${video.id}/like`, { method: 'PUT', headers: fan.headers });
    const unlike = () => fetch(`${app.url}/api/videos/${video.id}/like`, { method: 'DELETE', headers: fan.headers });
    expect(await (await like()).json()).toEqual({ likeCount: 1, isLiked: true });
    expect(await (await like()).json()).toEqual({ likeCount: 1, isLiked: true });
    expect(await (await unlike()).json()).toEqual({ likeCount: 0, isLiked: false });
    expect(await (await unlike()).json()).toEqual({ likeCount: 0, isLiked: false });
    const notes = await app.ctx.db.selectFrom('notifications').select(['userId', 'type', 'videoId']).where('videoId', '=', video.id).execute();
    expect(notes).toEqual([{ userId: creator.id, type: 'like', videoId: video.id }]);
  });
});

describe('comments', () => {
  it('checks the schema and gives its first message', async () => {
    const video = await createVideo(app, creator.id);
    const blank = await postJson(app, '/api/comments', { videoId: video.id, content: '   ' }, fan.headers);
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe('Comment cannot be empty');
    const badVideo = await postJson(app, '/api/comments', { videoId: 'nope', content: 'hi' }, fan.headers);
    expect((await badVideo.json()).error.message).toBe('Invalid id');
  });

  it('keeps HTML as text, replies one level deep, ascending', async () => {
    const video = await createVideo(app, creator.id);
    const html = '<img src=x onerror=alert(1)> <b>bold</b>';
    const top = await (await postJson(app, '/api/comments', { videoId: video.id, content: html }, fan.headers)).json();
    expect(top).toMatchObject({ content: html, parentId: null, username: fan.username, verified: false });
    const reply = await (await postJson(app, '/api/comments', { videoId: video.id, content: 'reply', parentId: top.id }, creator.headers)).json();
    expect(reply.parentId).toBe(top.id);
    const list = await (await fetch(`${app.url}/api/videos/${video.id}/comments`, { headers: fan.headers })).json();
    expect(list.items.map((c: { content: string }) => c.content)).toEqual([html, 'reply']);
    const card = await (await fetch(`${app.url}/api/videos/${video.id}`, { headers: fan.headers })).json();
    expect(card.commentCount).toBe(2);
  });

  it('rate-limits a flood of comments', async () => {
    const video = await createVideo(app, creator.id);
    const spammer = await createUser(app);
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await postJson(app, '/api/comments', { videoId: video.id, content: `c${i}` }, spammer.headers)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('reports, shares, views', () => {
  it('checks the report schema and stores a report', async () => {
    const video = await createVideo(app, creator.id);
    const noReason = await postJson(app, '/api/reports', { videoId: video.id }, fan.headers);
    expect((await noReason.json()).error.message).toBe('Please select a reason');
    const long = await postJson(app, '/api/reports', { videoId: video.id, reason: 'spam', details: 'x'.repeat(501) }, fan.headers);
    expect(long.status).toBe(400);
    const ok = await postJson(app, '/api/reports', { videoId: video.id, reason: 'unsafe', details: '  ' }, fan.headers);
    expect(ok.status).toBe(201);
    // 'unsafe', the spec's old reason that older clients still send, is filed as 'violence' (decision 047).
    expect(await ok.json()).toMatchObject({ targetKind: 'video', targetId: video.id, videoId: video.id, reason: 'violence', details: null, resolved: false });
    expect((await postJson(app, '/api/reports', { videoId: video.id, reason: 'spam' })).status).toBe(401);
  });

  it('counts shares and views', async () => {
    const video = await createVideo(app, creator.id);
    expect(await (await postJson(app, `/api/videos/${video.id}/shares`, {}, fan.headers)).json()).toEqual({ shareCount: 1 });
    expect((await postJson(app, `/api/videos/${video.id}/views`, {}, fan.headers)).status).toBe(204);
    const row = await app.ctx.db.selectFrom('videos').select(['shareCount', 'viewCount']).where('id', '=', video.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ shareCount: 1, viewCount: 1 });
  });

  it('a view of a hidden video is 404 and counts nothing; views of many videos ask for one For You refresh, queued when due', async () => {
    const viewer = await createUser(app);
    const hidden = await createVideo(app, creator.id, { hidden: true });
    const view = (videoId: string) => postJson(app, `/api/videos/${videoId}/views`, {}, viewer.headers);
    expect((await view(hidden.id)).status).toBe(404);
    const asks = () => app.ctx.db.selectFrom('forYouRefreshes').select('userId').where('userId', '=', viewer.id).execute();
    const refreshes = () => app.ctx.db.selectFrom('jobs').select('payload').where('kind', '=', 'recommendations').where('status', '=', 'queued').where(sql<boolean>`payload->>'userId' = ${viewer.id}`).execute();
    expect(await asks()).toHaveLength(0);
    const videos = await Promise.all([1, 2, 3].map(() => createVideo(app, creator.id)));
    const answers = await Promise.all(videos.map((video) => view(video.id)));
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204]);
    expect(await asks()).toEqual([{ userId: viewer.id }]);
    expect(await refreshes()).toHaveLength(0);
    // Twenty seconds on, the settler queues the one refresh.
    await app.ctx.db.updateTable('forYouRefreshes').set({ dueAt: new Date(Date.now() - 1000) }).where('userId', '=', viewer.id).execute();
    await app.ctx.services.settler.settle();
    expect(await refreshes()).toEqual([{ payload: { userId: viewer.id } }]);
    expect(await asks()).toHaveLength(0);
    const counted = await app.ctx.db.selectFrom('videos').select(['id', 'viewCount']).where('id', 'in', [hidden.id, ...videos.map((video) => video.id)]).execute();
    expect(Object.fromEntries(counted.map((row) => [row.id, row.viewCount]))).toEqual({ [hidden.id]: 0, ...Object.fromEntries(videos.map((video) => [video.id, 1])) });
  });

  it('a like asks for the liker\'s For You refresh in its own statement', async () => {
    const liker = await createUser(app);
    const video = await createVideo(app, creator.id);
    expect((await send(app, liker, 'PUT', `/api/videos/${video.id}/like`)).status).toBe(200);
    const ask = await app.ctx.db.selectFrom('forYouRefreshes').select(sql<boolean>`due_at > now() + interval '10 seconds'`.as('later')).where('userId', '=', liker.id).executeTakeFirst();
    expect(ask).toEqual({ later: true });
  });
});

describe('owner-only edit and delete', () => {
  it('answers 403 to anyone else and deletes the owner’s video with its files', async () => {
    const video = await createVideo(app, creator.id, { caption: 'mine' });
    await app.ctx.store.put('videos', video.storagePath, Buffer.from('x'), { contentType: 'video/mp4' });
    const patchAs = (user: TestUser) => fetch(`${app.url}/api/videos/${video.id}`, { method: 'PATCH', headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify({ caption: 'hacked' }) });
    const deleteAs = (user: TestUser) => fetch(`${app.url}/api/videos/${video.id}`, { method: 'DELETE', headers: user.headers });
    expect((await patchAs(fan)).status).toBe(403);
    expect((await deleteAs(fan)).status).toBe(403);
    expect((await patchAs(creator)).status).toBe(200);
    expect((await deleteAs(creator)).status).toBe(204);
    expect(await app.ctx.db.selectFrom('videos').select('id').where('id', '=', video.id).executeTakeFirst()).toBeUndefined();
    expect(await app.ctx.store.exists('videos', video.storagePath)).toBe(false);
    expect((await deleteAs(creator)).status).toBe(404);
  });
});

describe('text stays text', () => {
  it('returns captions containing HTML verbatim as JSON, never as markup', async () => {
    const caption = '<script>alert(1)</script> <b>hi</b> #safe';
    const video = await createVideo(app, creator.id, { caption });
    const response = await fetch(`${app.url}/api/videos/${video.id}`, { headers: fan.headers });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const card = await response.json();
    expect(card.caption).toBe(caption);
    expect(card.tags).toEqual(['safe']);
  });

  it('keeps @mentions as written through a caption edit, so the web app still links them (issue 37)', async () => {
    const video = await createVideo(app, creator.id, { caption: 'before' });
    const caption = 'Shot by @Maya_Moves with @leo, mail me at me@example.com #safe';
    const edited = await fetch(`${app.url}/api/videos/${video.id}`, { method: 'PATCH', headers: { ...creator.headers, 'content-type': 'application/json' }, body: JSON.stringify({ caption }) });
    expect((await edited.json()).caption).toBe(caption);
    expect((await (await fetch(`${app.url}/api/videos/${video.id}`, { headers: fan.headers })).json()).caption).toBe(caption);
  });
});
