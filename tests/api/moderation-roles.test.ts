import type { AsJson } from '../../src/shared/as-json.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, makeAdmin, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { auditRows, fileReport, send } from '../factories/moderation.ts';
import type { ActionPage } from '../../src/shared/moderation-types.ts';

let app: TestApp;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [admin, user] = [await createUser(app), await createUser(app)];
  await makeAdmin(app, admin);
});
afterAll(() => app?.close());

describe('granting and revoking the moderator role', () => {
  it('lets an admin add a moderator by username, who can then moderate, and remove them again', async () => {
    const candidate = await createUser(app);
    expect((await send(app, candidate, 'GET', '/api/admin/reports')).status).toBe(403);

    const granted = await send(app, admin, 'POST', '/api/admin/moderators', { username: candidate.username.toUpperCase() });
    expect(granted).toMatchObject({ status: 201, body: { userId: candidate.id, username: candidate.username } });
    expect((await send(app, candidate, 'GET', '/api/me')).body.roles).toEqual(['moderator']);
    expect((await send(app, candidate, 'GET', '/api/admin/reports')).status).toBe(200);
    expect((await send(app, admin, 'GET', '/api/admin/moderators')).body.items).toEqual([expect.objectContaining({ userId: candidate.id })]);
    // A moderator does not manage moderators.
    expect((await send(app, candidate, 'GET', '/api/admin/moderators')).status).toBe(403);
    expect((await send(app, candidate, 'POST', '/api/admin/moderators', { username: user.username })).status).toBe(403);

    expect((await send(app, admin, 'DELETE', `/api/admin/moderators/${candidate.id}`)).status).toBe(204);
    expect((await send(app, candidate, 'GET', '/api/admin/reports')).status).toBe(403);
    expect((await send(app, admin, 'GET', '/api/admin/moderators')).body.items).toEqual([]);
    const rows = (await auditRows(app)).filter((row) => row.targetUserId === candidate.id);
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([['moderator.grant', admin.id], ['moderator.revoke', admin.id]]);
  });

  it('answers an unknown username with 404 and a blank one with 400', async () => {
    expect(await send(app, admin, 'POST', '/api/admin/moderators', { username: 'nobody_here_at_all' })).toMatchObject({ status: 404, body: { error: { message: 'User not found' } } });
    expect((await send(app, admin, 'POST', '/api/admin/moderators', { username: '  ' })).status).toBe(400);
  });
});

describe('the audit trail', () => {
  it('lists every action newest first with who, what, target, report and note, paged', async () => {
    const owner = await createUser(app);
    const video = await createVideo(app, owner.id);
    const report = await fileReport(app, user.id, video.id);
    await send(app, admin, 'PATCH', `/api/admin/videos/${video.id}`, { hidden: true, reportId: report, note: 'looked at it' });
    await send(app, admin, 'PATCH', `/api/admin/users/${owner.id}`, { banned: true, reportId: report });
    await send(app, admin, 'PATCH', `/api/admin/reports/${report}`, { resolved: true });

    const page = (await send(app, admin, 'GET', '/api/admin/actions')).body as AsJson<ActionPage>;
    expect(page.items.slice(0, 3).map((item) => item.action)).toEqual(['report.resolve', 'user.ban', 'video.hide']);
    expect(page.items[2]).toMatchObject({
      actor: { id: admin.id, username: admin.username },
      videoId: video.id,
      targetUser: { id: owner.id, username: owner.username },
      reportId: report,
      note: 'looked at it',
    });

    for (let i = 0; i < 32; i += 1) await send(app, admin, 'PATCH', `/api/admin/videos/${video.id}`, { hidden: i % 2 === 1 });
    const first = (await send(app, admin, 'GET', '/api/admin/actions')).body as AsJson<ActionPage>;
    const second = (await send(app, admin, 'GET', `/api/admin/actions?cursor=${encodeURIComponent(first.nextCursor!)}`)).body as AsJson<ActionPage>;
    expect(first.items).toHaveLength(30);
    const all = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe((await auditRows(app)).length);
  });

  it('cannot be edited: the app has no route for it and the database refuses updates and deletes', async () => {
    const [row] = (await send(app, admin, 'GET', '/api/admin/actions')).body.items;
    for (const method of ['PATCH', 'PUT', 'DELETE']) expect((await send(app, admin, method, `/api/admin/actions/${row.id}`, method === 'DELETE' ? undefined : {})).status).toBe(404);
    await expect(sql`update moderation_actions set note = 'rewritten'`.execute(app.ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from moderation_actions`.execute(app.ctx.db)).rejects.toThrow(/append-only/);
  });

  it('narrows to one report: its own actions and those on its video and author, not others', async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    const [videoA, videoB] = [await createVideo(app, a.id), await createVideo(app, b.id)];
    const reportA = await fileReport(app, user.id, videoA.id);
    await send(app, admin, 'PATCH', `/api/admin/videos/${videoA.id}`, { hidden: true });
    await send(app, admin, 'PATCH', `/api/admin/videos/${videoB.id}`, { hidden: true });
    await send(app, admin, 'PATCH', `/api/admin/users/${a.id}`, { verified: true });
    const trail = (await send(app, admin, 'GET', `/api/admin/actions?reportId=${reportA}`)).body as AsJson<ActionPage>;
    expect(trail.items.map((item) => [item.action, item.videoId ?? item.targetUser?.id])).toEqual([['user.verify', a.id], ['video.hide', videoA.id]]);
    expect((await send(app, user, 'GET', `/api/admin/actions?reportId=${reportA}`)).status).toBe(403);
  });
});
