import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, makeAdmin, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { fileReport, send } from '../factories/moderation.ts';
import type { AdminReport, ReportPage } from '../../src/shared/moderation-types.ts';
import { REPORT_REASONS } from '../../src/shared/constants.ts';

let app: TestApp;
let admin: TestUser;
let moderator: TestUser;
let user: TestUser;
let owner: TestUser;
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await startTestApp();
  [admin, moderator, user, owner] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
  await makeAdmin(app, admin);
  await app.ctx.db.insertInto('userRoles').values({ userId: moderator.id, role: 'moderator' }).execute();
});
afterAll(() => app?.close());

const queue = async (who: TestUser | null, query = '') => send(app, who, 'GET', `/api/admin/reports${query}`);

describe('the report queue', () => {
  it('lists open reports newest first with the video, its author, the reporter and the video’s report count', async () => {
    const video = await createVideo(app, owner.id, { caption: 'queue clip' });
    const older = await fileReport(app, user.id, video.id, { reason: 'violence', details: 'flashing', createdAt: new Date(Date.now() - 2 * HOUR) });
    const newer = await fileReport(app, admin.id, video.id, { reason: 'spam', createdAt: new Date(Date.now() - HOUR) });
    const { status, body } = await queue(admin);
    expect(status).toBe(200);
    const page = body as AsJson<ReportPage>;
    const mine = page.items.filter((item) => item.video?.id === video.id);
    expect(mine.map((item) => item.id)).toEqual([newer, older]);
    expect(mine[1]).toMatchObject<Partial<AsJson<AdminReport>>>({
      reason: 'violence',
      details: 'flashing',
      resolved: false,
      reporter: { id: user.id, username: user.username },
      author: expect.objectContaining({ id: owner.id, username: owner.username, banned: false }),
      video: expect.objectContaining({ caption: 'queue clip', hidden: false }),
    });
    expect(mine[1].video!.videoUrl).toMatch(/^\/media\/videos\//);
  });

  it('filters by status, reason and date range', async () => {
    const video = await createVideo(app, owner.id, { caption: 'filters clip' });
    const lastYear = new Date('2025-03-10T12:00:00Z');
    const old = await fileReport(app, user.id, video.id, { reason: 'harassment', createdAt: lastYear });
    await app.ctx.db.updateTable('reports').set({ resolved: true }).where('id', '=', old).execute();
    const ids = async (query: string) => ((await queue(admin, query)).body as AsJson<ReportPage>).items.map((item) => item.id);

    expect(await ids('')).not.toContain(old);
    expect(await ids('?status=resolved')).toContain(old);
    expect(await ids('?status=all&reason=harassment')).toEqual([old]);
    expect(await ids('?status=all&reason=spam')).not.toContain(old);
    expect(await ids('?status=all&from=2025-03-10&to=2025-03-10')).toEqual([old]);
    expect(await ids('?status=all&from=2025-03-11&to=2025-12-31')).toEqual([]);
    expect(await ids('?status=all&to=2025-03-09')).toEqual([]);
  });

  it('pages with a keyset cursor: every report once, in order, even when many share a second', async () => {
    const video = await createVideo(app, owner.id, { caption: 'paging clip' });
    const at = new Date('2024-06-01T08:00:00Z');
    const reporters = await Promise.all(Array.from({ length: 25 }, () => createUser(app)));
    const filed = await Promise.all(reporters.map((reporter) => fileReport(app, reporter.id, video.id, { reason: 'other', createdAt: at })));
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query = `?status=all&from=2024-06-01&to=2024-06-01${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await queue(admin, query)).body as AsJson<ReportPage>;
      expect(page.items.length).toBeLessThanOrEqual(20);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(new Set(filed));
  });

  it('refuses bad filters and cursors with a message, never a 500', async () => {
    for (const query of ['?status=open', '?reason=rude', '?from=2025-02-30', '?from=yesterday', '?cursor=garbage', '?from=2025-05-02&to=2025-05-01']) {
      const { status, body } = await queue(admin, query);
      expect(status, query).toBe(400);
      expect(body.error.message, query).toEqual(expect.any(String));
    }
  });

  it('is for admins and moderators: others get the spec’s refusal', async () => {
    expect((await queue(moderator)).status).toBe(200);
    const refused = await queue(user);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Access denied. Admin only.');
    const visitor = await queue(null);
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toBe('Please log in to continue.');
  });
});

describe('the overview', () => {
  it('counts open reports per reason and actions per day, today last', async () => {
    const before = (await send(app, moderator, 'GET', '/api/admin/overview')).body;
    const video = await createVideo(app, owner.id);
    await fileReport(app, user.id, video.id, { reason: 'harassment' });
    await send(app, moderator, 'PATCH', `/api/admin/videos/${video.id}`, { hidden: true });
    const after = (await send(app, moderator, 'GET', '/api/admin/overview')).body;
    expect(after.openReports).toBe(before.openReports + 1);
    expect(after.openByReason.harassment).toBe(before.openByReason.harassment + 1);
    expect(Object.keys(after.openByReason)).toEqual([...REPORT_REASONS]);
    expect(after.actionsPerDay).toHaveLength(7);
    expect(after.actionsPerDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: before.actionsPerDay.at(-1).count + 1 });
    expect((await send(app, user, 'GET', '/api/admin/overview')).status).toBe(403);
  });
});
