import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, makeAdmin, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { createSound } from '../factories/sounds.ts';
import { auditRows, send } from '../factories/moderation.ts';
import type { ReportTargetKind } from '../../src/shared/constants.ts';

/** Issue 38 part 7 (decision 047): reports on comments, profiles, chat messages, sounds and stories. */
let app: TestApp;
let admin: TestUser;
let moderator: TestUser;
let reporter: TestUser;
let author: TestUser;
let roomId: string;

beforeAll(async () => {
  app = await startTestApp();
  [admin, moderator, author] = [await createUser(app), await createUser(app), await createUser(app)];
  await makeAdmin(app, admin);
  await app.ctx.db.insertInto('userRoles').values({ userId: moderator.id, role: 'moderator' }).execute();
  await app.ctx.db.updateTable('profiles').set({ bio: 'I post about trains' }).where('userId', '=', author.id).execute();
  roomId = (await app.ctx.db.insertInto('chatRooms').values({ name: 'Trains talk', createdBy: author.id }).returning('id').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(() => app?.close());
// Each test reports as someone new: one person may file 20 reports an hour (write-limits.ts).
beforeEach(async () => {
  reporter = await createUser(app);
});

const db = () => app.ctx.db;

/** A new target of the author's of each kind, and what the queue must show of it. */
const TARGETS: Record<ReportTargetKind, () => Promise<{ id: string; context: Record<string, unknown> }>> = {
  video: async () => {
    const video = await createVideo(app, author.id, { caption: 'a train at dawn' });
    return { id: video.id, context: { video: expect.objectContaining({ id: video.id, caption: 'a train at dawn' }) } };
  },
  comment: async () => {
    const video = await createVideo(app, author.id, { caption: 'the comment’s video' });
    const row = await db().insertInto('comments').values({ videoId: video.id, userId: author.id, content: 'you all are awful' }).returning('id').executeTakeFirstOrThrow();
    return { id: row.id, context: { comment: { id: row.id, content: 'you all are awful' }, video: expect.objectContaining({ id: video.id, caption: 'the comment’s video' }) } };
  },
  profile: async () => {
    const person = await createUser(app);
    await db().updateTable('profiles').set({ bio: 'buy followers here' }).where('userId', '=', person.id).execute();
    return { id: person.id, context: { profile: { bio: 'buy followers here' }, author: expect.objectContaining({ id: person.id, username: person.username }) } };
  },
  chat_message: async () => {
    const row = await db().insertInto('chatMessages').values({ roomId: roomId, senderId: author.id, content: 'click this link' }).returning('id').executeTakeFirstOrThrow();
    return { id: row.id, context: { chatMessage: { id: row.id, content: 'click this link', room: { id: roomId, name: 'Trains talk', isPrivate: false } } } };
  },
  sound: async () => {
    const track = await createSound(app, { title: 'Stolen Song', artist: 'Somebody Else', createdBy: author.id });
    return { id: track.id, context: { sound: expect.objectContaining({ id: track.id, title: 'Stolen Song', artist: 'Somebody Else' }) } };
  },
  story: async () => {
    const row = await db()
      .insertInto('stories')
      .values({ userId: author.id, mediaPath: `${author.id}/story.jpg`, mediaType: 'image', caption: 'look at this', expiresAt: new Date(Date.now() + 3600_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, context: { story: expect.objectContaining({ id: row.id, mediaType: 'image', caption: 'look at this' }) } };
  },
};
const NOUNS: Record<ReportTargetKind, [missing: string, own: string, already: string]> = {
  video: ['Video not found', 'You cannot report your own video', 'You have already reported this video'],
  comment: ['Comment not found', 'You cannot report your own comment', 'You have already reported this comment'],
  profile: ['User not found', 'You cannot report yourself', 'You have already reported this user'],
  chat_message: ['Message not found', 'You cannot report your own message', 'You have already reported this message'],
  sound: ['Sound not found', 'You cannot report your own sound', 'You have already reported this sound'],
  story: ['Story not found', 'You cannot report your own story', 'You have already reported this story'],
};

const report = (who: TestUser, targetKind: string, targetId: string, reason = 'harassment') =>
  send(app, who, 'POST', '/api/reports', { targetKind, targetId, reason, details: 'please look' });
const queueItem = async (who: TestUser, reportId: string, query = '?status=all') => {
  const page = await send(app, who, 'GET', `/api/admin/reports${query}`);
  return (page.body.items as { id: string }[]).find((item) => item.id === reportId);
};

describe.each(Object.keys(TARGETS) as ReportTargetKind[])('a report on a %s', (kind) => {
  const [missing, own, already] = NOUNS[kind];

  it('is filed once, refused twice, on what is missing and on one’s own', async () => {
    const target = await TARGETS[kind]();
    const filed = await report(reporter, kind, target.id);
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ targetKind: kind, targetId: target.id, reason: 'harassment', details: 'please look', resolved: false });
    expect(await report(reporter, kind, target.id)).toMatchObject({ status: 409, body: { error: { message: already } } });
    expect(await report(reporter, kind, randomUUID())).toMatchObject({ status: 404, body: { error: { message: missing } } });
    const self = kind === 'profile' ? await createUser(app) : author;
    const ownId = kind === 'profile' ? self.id : target.id;
    expect(await report(self, kind, ownId)).toMatchObject({ status: 400, body: { error: { message: own } } });
  });

  it('shows in the queue with its context, filtered by kind, and is resolved and reopened with a trail', async () => {
    const target = await TARGETS[kind]();
    const filed = await report(reporter, kind, target.id, 'hate');
    const id = filed.body.id as string;
    const item = await queueItem(moderator, id, `?kind=${kind}&reason=hate`);
    expect(item).toMatchObject({ targetKind: kind, reason: 'hate', details: 'please look', resolved: false, reportCount: 1, reporter: { id: reporter.id }, ...target.context });
    const otherKind = kind === 'video' ? 'comment' : 'video';
    expect(await queueItem(moderator, id, `?kind=${otherKind}`)).toBeUndefined();

    expect(await send(app, reporter, 'PATCH', `/api/admin/reports/${id}`, { resolved: true })).toMatchObject({ status: 403 });
    expect(await send(app, moderator, 'PATCH', `/api/admin/reports/${id}`, { resolved: true, note: 'seen' })).toMatchObject({ status: 200, body: { id, resolved: true } });
    expect(await queueItem(moderator, id, '')).toBeUndefined();
    expect(await send(app, admin, 'PATCH', `/api/admin/reports/${id}`, { resolved: false })).toMatchObject({ status: 200, body: { resolved: false } });
    const trail = (await auditRows(app)).filter((row) => row.reportId === id).map((row) => row.action);
    expect(trail).toEqual(['report.resolve', 'report.unresolve']);
  });
});

describe('the rules around reports', () => {
  it('keeps the old body (video_id) and its old reason working', async () => {
    const video = await createVideo(app, author.id);
    const filed = await send(app, reporter, 'POST', '/api/reports', { videoId: video.id, reason: 'unsafe' });
    expect(filed).toMatchObject({ status: 201, body: { targetKind: 'video', targetId: video.id, videoId: video.id, reason: 'violence' } });
  });

  it('refuses bad bodies with a 400', async () => {
    expect(await send(app, reporter, 'POST', '/api/reports', { targetKind: 'comment', reason: 'spam' })).toMatchObject({ status: 400 });
    expect(await send(app, reporter, 'POST', '/api/reports', { targetKind: 'planet', targetId: randomUUID(), reason: 'spam' })).toMatchObject({ status: 400 });
    expect(await send(app, reporter, 'POST', '/api/reports', { targetKind: 'comment', targetId: 'nope', reason: 'spam' })).toMatchObject({ status: 400 });
    expect(await send(app, reporter, 'POST', '/api/reports', { targetKind: 'sound', targetId: randomUUID(), reason: 'boring' })).toMatchObject({ status: 400 });
  });

  it('keeps a visitor and a non-moderator out of the queue', async () => {
    expect((await send(app, null, 'POST', '/api/reports', { targetKind: 'profile', targetId: author.id, reason: 'spam' })).status).toBe(401);
    expect((await send(app, reporter, 'GET', '/api/admin/reports')).status).toBe(403);
  });

  it('lets only members report a private room’s message, and not a message of someone they blocked', async () => {
    const room = await db().insertInto('chatRooms').values({ name: 'Private', isPrivate: true }).returning('id').executeTakeFirstOrThrow();
    await db().insertInto('chatRoomMembers').values({ roomId: room.id, userId: author.id }).execute();
    const message = await db().insertInto('chatMessages').values({ roomId: room.id, senderId: author.id, content: 'secret' }).returning('id').executeTakeFirstOrThrow();
    expect((await report(reporter, 'chat_message', message.id)).status).toBe(404);
    await db().insertInto('chatRoomMembers').values({ roomId: room.id, userId: reporter.id }).execute();
    expect((await report(reporter, 'chat_message', message.id)).status).toBe(201);

    const blocker = await createUser(app);
    await db().insertInto('blocks').values({ blockerId: blocker.id, blockedId: author.id }).execute();
    const open = await db().insertInto('chatMessages').values({ roomId: roomId, senderId: author.id, content: 'hidden from the blocker' }).returning('id').executeTakeFirstOrThrow();
    expect((await report(blocker, 'chat_message', open.id)).status).toBe(404);
  });

  it('lets only followers report a followers-only story, and no one an expired one', async () => {
    const story = await db()
      .insertInto('stories')
      .values({ userId: author.id, mediaPath: `${author.id}/f.jpg`, mediaType: 'image', visibility: 'followers', expiresAt: new Date(Date.now() + 3600_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await report(reporter, 'story', story.id)).status).toBe(404);
    await db().insertInto('follows').values({ followerId: reporter.id, followeeId: author.id }).execute();
    expect((await report(reporter, 'story', story.id)).status).toBe(201);
    const expired = await db()
      .insertInto('stories')
      .values({ userId: author.id, mediaPath: `${author.id}/e.jpg`, mediaType: 'image', expiresAt: new Date(Date.now() - 1000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await report(reporter, 'story', expired.id)).status).toBe(404);
  });

  it('keeps an expired story with an open report for the moderators, and drops a deleted comment’s reports', async () => {
    const kept = await TARGETS.story();
    const filed = await report(moderator, 'story', kept.id);
    await db().updateTable('stories').set({ expiresAt: new Date(Date.now() - 1000) }).where('id', '=', kept.id).execute();
    await app.ctx.services.stories.expireDue();
    expect(await queueItem(admin, filed.body.id)).toMatchObject({ story: expect.objectContaining({ id: kept.id }) });
    await send(app, admin, 'PATCH', `/api/admin/reports/${filed.body.id}`, { resolved: true });
    await app.ctx.services.stories.expireDue();
    expect(await db().selectFrom('stories').select('id').where('id', '=', kept.id).executeTakeFirst()).toBeUndefined();

    const comment = await TARGETS.comment();
    const onComment = await report(moderator, 'comment', comment.id);
    await db().deleteFrom('comments').where('id', '=', comment.id).execute();
    expect(await queueItem(admin, onComment.body.id)).toBeUndefined();
  });

  it('bans the author of a reported comment from its report, recorded against the report', async () => {
    const comment = await TARGETS.comment();
    const filed = await report(reporter, 'comment', comment.id);
    const offender = (await queueItem(admin, filed.body.id)) as unknown as { author: { id: string } };
    expect(offender.author.id).toBe(author.id);
    const other = await createUser(app);
    expect((await send(app, admin, 'PATCH', `/api/admin/users/${other.id}`, { banned: true, reportId: filed.body.id })).status).toBe(400);
    expect((await send(app, admin, 'PATCH', `/api/admin/users/${author.id}`, { banned: true, reportId: filed.body.id })).status).toBe(200);
    expect((await auditRows(app)).filter((row) => row.reportId === filed.body.id).map((row) => row.action)).toEqual(['user.ban']);
    await send(app, admin, 'PATCH', `/api/admin/users/${author.id}`, { banned: false });
  });
});
