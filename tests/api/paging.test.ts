import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import type { Page } from '../../src/shared/api-types.ts';

/**
 * One paging for every list (issue 36), over the real API: lists follow `cursor` → `nextCursor` until null,
 * and the pages together are the list, in its order, with no row repeated or skipped. Rows share their
 * times in groups and differ by microseconds between groups, so a cursor that lost precision or broke ties
 * badly would show here. A cursor that is not one of ours is a 400 with a message, never a 500.
 */
let app: TestApp;
let viewer: TestUser;
let owner: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  [viewer, owner] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

/** `n` rows, `group` to a time, one microsecond apart between groups. */
const tiedTime = (group: number) => sql`timestamptz '2026-01-01 10:00:00+00' + (n / ${group}) * interval '1 microsecond'`;

/** Every page of a list, following its cursors; the page sizes too. */
async function allPages<T>(user: TestUser, path: string) {
  const items: AsJson<T>[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page: AsJson<Page<T>> = await getJson<Page<T>>(app, user, cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path);
    items.push(...page.items);
    sizes.push(page.items.length);
    cursor = page.nextCursor;
  } while (cursor);
  return { items, sizes };
}

const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

describe('paging through a list to its end', () => {
  it('notifications: 50 groups a page, newest first, each once', async () => {
    const fan = await createUser(app);
    // Mentions never group, so 123 rows are 123 groups, all made at the statement's one now(): a tie throughout.
    await sql`
      insert into notifications (user_id, from_user_id, type, created_at)
      select ${owner.id}::uuid, ${fan.id}::uuid, 'mention', ${tiedTime(7)} from generate_series(1, 123) n`.execute(app.ctx.db);
    const expected = await sql<{ id: string }>`
      select id from notification_groups where user_id = ${owner.id}::uuid order by updated_at desc, id desc`.execute(app.ctx.db);

    const { items, sizes } = await allPages<{ id: string }>(owner, '/api/notifications');
    expect(sizes).toEqual([50, 50, 23]);
    expect(idsOf(items)).toEqual(expected.rows.map((row) => row.id));
  });

  it("a profile's Posts and Likes grids: 100 a page, in the tab's order, each once", async () => {
    const creator = await createUser(app);
    await sql`
      insert into videos (user_id, caption, storage_path, status, created_at)
      select ${creator.id}::uuid, 'paged ' || n, ${creator.id} || '/paged-' || n || '.mp4', 'ready', ${tiedTime(4)}
      from generate_series(1, 230) n`.execute(app.ctx.db);
    await sql`
      insert into video_likes (user_id, video_id, created_at)
      select ${creator.id}::uuid, v.id, timestamptz '2026-02-01 10:00:00+00' + (row_number() over (order by v.id) / 3) * interval '1 microsecond'
      from videos v where v.user_id = ${creator.id}::uuid`.execute(app.ctx.db);
    const posts = await sql<{ id: string }>`
      select id from videos where user_id = ${creator.id}::uuid order by created_at desc, id desc`.execute(app.ctx.db);
    const likes = await sql<{ id: string }>`
      select video_id as id from video_likes where user_id = ${creator.id}::uuid order by created_at desc, video_id desc`.execute(app.ctx.db);

    const postsGrid = await allPages<{ id: string }>(viewer, `/api/profiles/${creator.id}/videos`);
    expect(postsGrid.sizes).toEqual([100, 100, 30]);
    expect(idsOf(postsGrid.items)).toEqual(posts.rows.map((row) => row.id));
    const likesGrid = await allPages<{ id: string }>(viewer, `/api/profiles/${creator.id}/likes`);
    expect(likesGrid.sizes).toEqual([100, 100, 30]);
    expect(idsOf(likesGrid.items)).toEqual(likes.rows.map((row) => row.id));
  });

  it('sounds: 20 a page, newest first and most used first, each once', async () => {
    await sql`
      insert into tracks (title, artist, genre, duration, audio_path, license_type, sound_use, created_at)
      select 'Paged ' || n, 'Page Turner', 'Pop', 1, 'library/paged-' || n || '.mp3', 'royalty_free', n % 5, ${tiedTime(3)}
      from generate_series(1, 47) n`.execute(app.ctx.db);
    const newest = await sql<{ id: string }>`
      select id from tracks where artist = 'Page Turner' order by created_at desc, id desc`.execute(app.ctx.db);
    const popular = await sql<{ id: string }>`
      select id from tracks where artist = 'Page Turner' order by sound_use desc, id desc`.execute(app.ctx.db);

    const byTime = await allPages<{ id: string }>(viewer, '/api/sounds?q=page%20turner');
    expect(byTime.sizes).toEqual([20, 20, 7]);
    expect(idsOf(byTime.items)).toEqual(newest.rows.map((row) => row.id));
    const byUse = await allPages<{ id: string }>(viewer, '/api/sounds?q=page%20turner&sort=popular');
    expect(byUse.sizes).toEqual([20, 20, 7]);
    expect(idsOf(byUse.items)).toEqual(popular.rows.map((row) => row.id));
  });

  it('a list that fits one page ends there: nextCursor null', async () => {
    const quiet = await createUser(app);
    const video = await createVideo(app, quiet.id);
    expect(await getJson(app, viewer, `/api/profiles/${quiet.id}/videos`)).toMatchObject({ items: [{ id: video.id }], nextCursor: null });
    expect(await getJson(app, quiet, '/api/notifications')).toMatchObject({ items: [], nextCursor: null });
  });

  it('answers nextCursor alone where a list answered next_cursor before (dropped with the twins, issue 54)', async () => {
    const body = await getJson<Record<string, unknown>>(app, viewer, '/api/chat/rooms');
    expect(body).toHaveProperty('nextCursor');
    expect(body).not.toHaveProperty('next_cursor');
  });
});

describe('a cursor that is not ours', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const uuid = '00000000-0000-4000-8000-000000000000';
  // Not a key of any list: not base64 JSON, an impossible day, an id that is not one, a score that is text.
  const forged = [
    'garbage',
    encode({ t: '2020-02-30 10:00:00+00', i: uuid }),
    encode({ t: '2026-01-01 10:00:00+00', i: 'not-a-uuid' }),
    encode({ s: '1', i: uuid }),
    encode(null),
  ];
  const refused = async (path: string, cursor: string) => {
    const response = await fetch(`${app.url}${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`, { headers: viewer.headers });
    return { path, cursor, status: response.status, error: ((await response.json()) as { error?: unknown }).error };
  };
  const invalid = (path: string, cursor: string) => ({ path, cursor, status: 400, error: { code: 'bad_request', message: 'Invalid cursor' } });

  it('is a 400 with a message on every paged list, never a 500', async () => {
    const video = await createVideo(app, owner.id);
    const place = await app.ctx.db.insertInto('places').values({ name: 'Paging Plaza', createdBy: owner.id }).returning('id').executeTakeFirstOrThrow();
    const sound = await app.ctx.db
      .insertInto('tracks')
      .values({ title: 'Cursor Song', audioPath: 'library/cursor-song.mp3' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lists = [
      '/api/notifications',
      `/api/profiles/${owner.id}/videos`,
      `/api/profiles/${owner.id}/likes`,
      '/api/sounds',
      '/api/sounds?sort=popular',
      `/api/sounds/${sound.id}/videos`,
      `/api/videos/${video.id}/comments`,
      '/api/blocks',
      '/api/places?q=paging',
      `/api/places/${place.id}/videos`,
      '/api/search/videos?q=paging',
      '/api/chat/rooms',
    ];
    for (const list of lists) for (const cursor of forged) expect(await refused(list, cursor)).toEqual(invalid(list, cursor));
  });

  it("is refused when it is another order's: a count is whole, and a time is not a score", async () => {
    const notCounts = [encode({ s: 1.5, i: uuid }), encode({ s: 1e308, i: uuid }), encode({ t: '2026-01-01 10:00:00+00', i: uuid })];
    for (const cursor of notCounts) expect(await refused('/api/sounds?sort=popular', cursor)).toEqual(invalid('/api/sounds?sort=popular', cursor));
    const score = encode({ s: 2, i: uuid });
    expect(await refused('/api/sounds', score)).toEqual(invalid('/api/sounds', score));
    expect(await refused('/api/notifications', score)).toEqual(invalid('/api/notifications', score));
  });
});
