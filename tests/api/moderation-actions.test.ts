import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, makeAdmin, postJson, signInAgain, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { auditRows, fileReport, send } from '../factories/moderation.ts';
import { connectRealtime } from '../factories/realtime.ts';

let app: TestApp;
let admin: TestUser;
let moderator: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [admin, moderator, viewer] = [await createUser(app), await createUser(app), await createUser(app)];
  await makeAdmin(app, admin);
  await app.ctx.db.insertInto('userRoles').values({ userId: moderator.id, role: 'moderator' }).execute();
});
afterAll(() => app?.close());

/** Whether others can still see the video: the share read and the public profile grid (gone with a banned profile). */
const visibleToOthers = async (videoId: string, ownerId: string) => {
  const single = await send(app, viewer, 'GET', `/api/videos/${videoId}`);
  const grid = await send(app, viewer, 'GET', `/api/profiles/${ownerId}/videos`);
  const inGrid = grid.status === 200 && (grid.body.items as { id: string }[]).some((item) => item.id === videoId);
  expect(single.status === 200).toBe(inGrid);
  return inGrid;
};
const trailOf = async (reportId: string) => (await send(app, moderator, 'GET', `/api/admin/actions?reportId=${reportId}`)).body.items.map((a: { action: string }) => a.action);

describe('hiding a video', () => {
  it('takes it out of every public read, keeps it on the owner’s profile marked hidden, and is undone by unhide', async () => {
    const owner = await createUser(app);
    const video = await createVideo(app, owner.id);
    const report = await fileReport(app, viewer.id, video.id);
    expect(await visibleToOthers(video.id, owner.id)).toBe(true);

    const hidden = await send(app, moderator, 'PATCH', `/api/admin/videos/${video.id}`, { hidden: true, reportId: report, note: 'flashing' });
    expect(hidden).toMatchObject({ status: 200, body: { id: video.id, hidden: true, sensitive: false } });
    expect(await visibleToOthers(video.id, owner.id)).toBe(false);
    const ownView = await send(app, owner, 'GET', `/api/profiles/${owner.id}/videos`);
    expect(ownView.body.items).toEqual([expect.objectContaining({ id: video.id, hidden: true })]);

    // Asking again changes nothing and records nothing.
    await send(app, moderator, 'PATCH', `/api/admin/videos/${video.id}`, { hidden: true });
    expect((await send(app, admin, 'PATCH', `/api/admin/videos/${video.id}`, { hidden: false, reportId: report })).body.hidden).toBe(false);
    expect(await visibleToOthers(video.id, owner.id)).toBe(true);
    expect(await trailOf(report)).toEqual(['video.unhide', 'video.hide']);
    const rows = (await auditRows(app)).filter((row) => row.videoId === video.id);
    expect(rows).toEqual([
      { action: 'video.hide', actorId: moderator.id, videoId: video.id, targetUserId: owner.id, reportId: report, note: 'flashing' },
      { action: 'video.unhide', actorId: admin.id, videoId: video.id, targetUserId: owner.id, reportId: report, note: null },
    ]);
  });

  it('refuses a report about another video, a missing video and a plain user, changing nothing', async () => {
    const owner = await createUser(app);
    const [video, other] = [await createVideo(app, owner.id), await createVideo(app, owner.id)];
    const report = await fileReport(app, viewer.id, other.id);
    expect((await send(app, admin, 'PATCH', `/api/admin/videos/${video.id}`, { hidden: true, reportId: report })).status).toBe(400);
    expect((await send(app, admin, 'PATCH', '/api/admin/videos/00000000-0000-4000-8000-000000000000', { hidden: true })).status).toBe(404);
    const refused = await send(app, viewer, 'PATCH', `/api/admin/videos/${video.id}`, { hidden: true });
    expect(refused).toMatchObject({ status: 403, body: { error: { message: 'Access denied. Admin only.' } } });
    expect(await visibleToOthers(video.id, owner.id)).toBe(true);
  });
});

describe('banning a user', () => {
  it('ends their sessions and sockets, hides all they posted, refuses their writes, and unban restores them', async () => {
    const owner = await createUser(app);
    const video = await createVideo(app, owner.id);
    const report = await fileReport(app, viewer.id, video.id);
    const socket = await connectRealtime(app, owner);
    const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve));

    const banned = await send(app, admin, 'PATCH', `/api/admin/users/${owner.id}`, { banned: true, reportId: report });
    expect(banned).toEqual({ status: 200, body: { id: owner.id, banned: true, verified: false } });
    expect(await closed).toBe(4001);
    expect((await send(app, owner, 'GET', '/api/me')).status).toBe(401);
    expect(await visibleToOthers(video.id, owner.id)).toBe(false);

    await signInAgain(app, owner);
    expect((await send(app, owner, 'GET', '/api/me')).body.profile.banned).toBe(true);
    const write = await postJson(app, '/api/comments', { videoId: video.id, content: 'still here' }, owner.headers);
    expect(write.status).toBe(403);
    expect((await write.json()).error.message).toBe('Your account has been banned');

    expect((await send(app, admin, 'PATCH', `/api/admin/users/${owner.id}`, { banned: false, reportId: report })).body.banned).toBe(false);
    expect(await visibleToOthers(video.id, owner.id)).toBe(true);
    expect((await send(app, owner, 'GET', '/api/me')).body.profile.banned).toBe(false);
    expect(await trailOf(report)).toEqual(['user.unban', 'user.ban']);
  });

  it('is for admins only: a moderator is told so and nothing changes; nobody bans themselves', async () => {
    const owner = await createUser(app);
    const refused = await send(app, moderator, 'PATCH', `/api/admin/users/${owner.id}`, { banned: true });
    expect(refused).toMatchObject({ status: 403, body: { error: { message: 'Only admins can ban users or set verified' } } });
    expect((await send(app, moderator, 'PATCH', `/api/admin/users/${owner.id}`, { verified: true })).status).toBe(403);
    expect((await send(app, owner, 'GET', '/api/me')).status).toBe(200);
    expect((await send(app, admin, 'PATCH', `/api/admin/users/${admin.id}`, { banned: true })).status).toBe(400);
    expect((await send(app, admin, 'PATCH', `/api/admin/users/${owner.id}`, {})).status).toBe(400);
  });

  it('lets an admin set verified, with an audit row', async () => {
    const owner = await createUser(app);
    expect((await send(app, admin, 'PATCH', `/api/admin/users/${owner.id}`, { verified: true })).body.verified).toBe(true);
    expect((await send(app, owner, 'GET', '/api/me')).body.profile.verified).toBe(true);
    expect((await auditRows(app)).filter((row) => row.targetUserId === owner.id).map((row) => row.action)).toEqual(['user.verify']);
  });
});

describe('resolving a report', () => {
  it('moves it between the default and resolved filters, both ways, with audit rows', async () => {
    const owner = await createUser(app);
    const report = await fileReport(app, viewer.id, (await createVideo(app, owner.id)).id);
    const open = async () => (await send(app, moderator, 'GET', '/api/admin/reports')).body.items.some((item: { id: string }) => item.id === report);
    expect(await open()).toBe(true);
    expect((await send(app, moderator, 'PATCH', `/api/admin/reports/${report}`, { resolved: true, note: 'handled' })).body).toEqual({ id: report, resolved: true });
    expect(await open()).toBe(false);
    await send(app, moderator, 'PATCH', `/api/admin/reports/${report}`, { resolved: false });
    expect(await open()).toBe(true);
    expect(await trailOf(report)).toEqual(['report.unresolve', 'report.resolve']);
    expect((await send(app, viewer, 'PATCH', `/api/admin/reports/${report}`, { resolved: true })).status).toBe(403);
    expect((await send(app, admin, 'PATCH', '/api/admin/reports/00000000-0000-4000-8000-000000000000', { resolved: true })).status).toBe(404);
  });
});
