import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, makeAdmin, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { createSound } from '../factories/sounds.ts';
import { send } from '../factories/moderation.ts';
import { connectRealtime } from '../factories/realtime.ts';
import { realtimeChannel, realtimeEvent } from '../../src/shared/realtime-catalog.ts';

/**
 * Decision 016: everything a banned user posted is out of every read, and unbanning brings it all back
 * (a read-time rule, nothing is deleted). `author` posts on every surface; `viewer` reads them all.
 */
let app: TestApp;
let admin: TestUser;
let author: TestUser;
let viewer: TestUser;
const ids = {} as Record<'room' | 'video' | 'soundVideo' | 'story' | 'track' | 'libraryTrack' | 'place' | 'follow', string>;

beforeAll(async () => {
  app = await startTestApp();
  [admin, author, viewer] = [await createUser(app), await createUser(app), await createUser(app)];
  await makeAdmin(app, admin);
  const { db } = app.ctx;
  await db.updateTable('profiles').set({ matchingOptIn: true, age: 30, interests: ['music'] }).where('userId', 'in', [author.id, viewer.id]).execute();
  // The viewer follows the author (rings), the author follows the viewer and likes their video (notifications).
  await postJson(app, `/api/users/${author.id}/follow`, {}, viewer.headers);
  await postJson(app, `/api/users/${viewer.id}/follow`, {}, author.headers);
  ids.video = (await createVideo(app, viewer.id)).id;
  await fetch(`${app.url}/api/videos/${ids.video}/like`, { method: 'PUT', headers: author.headers });
  ids.follow = (await db.selectFrom('notifications').select('groupId').where('fromUserId', '=', author.id).where('type', '=', 'follow').executeTakeFirstOrThrow()).groupId!;

  ids.room = (await (await postJson(app, '/api/chat/rooms', { name: 'Ban test' }, viewer.headers)).json()).id;
  await postJson(app, `/api/chat/rooms/${ids.room}/messages`, { content: 'hi from the viewer' }, viewer.headers);
  await postJson(app, `/api/chat/rooms/${ids.room}/messages`, { content: 'hi from the author' }, author.headers);
  const top = await (await postJson(app, '/api/comments', { videoId: ids.video, content: 'viewer says' }, viewer.headers)).json();
  await postJson(app, '/api/comments', { videoId: ids.video, content: 'author says' }, author.headers);
  await postJson(app, '/api/comments', { videoId: ids.video, content: 'author replies', parentId: top.id }, author.headers);

  ids.story = (await db.insertInto('stories')
    .values({ userId: author.id, mediaPath: `${author.id}/story.jpg`, mediaType: 'image', visibility: 'public', expiresAt: new Date(Date.now() + 3600_000) })
    .returning('id').executeTakeFirstOrThrow()).id;
  ids.track = (await createSound(app, { title: 'Original sound - banned test', createdBy: author.id })).id;
  ids.libraryTrack = (await createSound(app, { title: 'Library tune' })).id;
  ids.soundVideo = (await createVideo(app, viewer.id)).id;
  await db.updateTable('videos').set({ musicTrackId: ids.track }).where('id', '=', ids.soundVideo).execute();
  ids.place = (await db.insertInto('places').values({ name: 'Ban Cafe', type: 'bar', lat: 1, lng: 1, createdBy: viewer.id }).returning('id').executeTakeFirstOrThrow()).id;
  const authorVideo = await createVideo(app, author.id);
  await db.updateTable('videos').set({ placeId: ids.place, musicTrackId: ids.libraryTrack }).where('id', '=', authorVideo.id).execute();
}, 60_000);
afterAll(() => app?.close());

const setBanned = async (banned: boolean) => expect((await send(app, admin, 'PATCH', `/api/admin/users/${author.id}`, { banned })).status).toBe(200);
const read = async (path: string) => {
  const response = await fetch(`${app.url}${path}`, { headers: viewer.headers, redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null };
};
const items = async (path: string) => ((await read(path)).body?.items ?? []) as Record<string, unknown>[];
const byAuthor = (rows: Record<string, unknown>[], key = 'userId') => rows.some((row) => row[key] === author.id);

/** On each surface, whether the viewer sees anything of the author's. */
async function seenByViewer() {
  const room = (await items('/api/chat/rooms')).find((row) => row.id === ids.room) as { lastMessage: { username: string }; unreadCount: number };
  const single = (await read(`/api/chat/rooms/${ids.room}`)).body;
  const notifications = (await read('/api/notifications')).body.items;
  return {
    chatHistory: byAuthor(await items(`/api/chat/rooms/${ids.room}/messages`), 'senderId'),
    chatCatchUp: byAuthor(await items(`/api/chat/rooms/${ids.room}/messages?after=1`), 'senderId'),
    roomListPreview: room.lastMessage.username === author.username,
    roomListUnread: room.unreadCount > 0,
    roomPreview: single.lastMessage.username === author.username && single.unreadCount > 0,
    commentsAndReplies: (await items(`/api/videos/${ids.video}/comments`)).filter((row) => row.userId === author.id).length === 2,
    storyRings: byAuthor(await items('/api/stories/rings')),
    stories: (await items(`/api/users/${author.id}/stories`)).length > 0,
    storyMedia: (await read(`/api/stories/${ids.story}/media`)).status === 302,
    // A follow, a like, a comment and a reply to the viewer's comment: four groups (decision 043).
    notifications: byAuthor(notifications, 'fromUserId') && notifications.length === 4,
    unreadBadge: (await read('/api/notifications/unread-count')).body.count === 4,
    soundSearch: (await items('/api/sounds?q=banned%20test')).some((row) => row.id === ids.track),
    soundList: (await items('/api/sounds?sort=popular')).some((row) => row.id === ids.track),
    soundTrending: (await items('/api/sounds/trending')).some((row) => row.id === ids.track),
    soundDetail: (await read(`/api/sounds/${ids.track}`)).status === 200,
    soundVideos: (await read(`/api/sounds/${ids.track}/videos`)).status === 200,
    soundAudio: (await read(`/api/sounds/${ids.track}/audio`)).status === 200,
    soundOnCard: (await read(`/api/videos/${ids.soundVideo}`)).body.sound?.id === ids.track,
    soundGrid: byAuthor(await items(`/api/sounds/${ids.libraryTrack}/videos`)),
    placeGrid: byAuthor(await items(`/api/places/${ids.place}/videos`)),
    matchCandidates: byAuthor(await items('/api/match/candidates')),
  };
}
/** Every surface of `seen` set to `value`, so a failure names the surfaces that differ. */
const everywhere = (seen: object, value: boolean) => Object.fromEntries(Object.keys(seen).map((key) => [key, value]));

describe('a ban reaches every read', () => {
  it('takes the author out of every surface the viewer reads, and unban brings all of it back', async () => {
    const before = await seenByViewer();
    expect(before).toEqual(everywhere(before, true));

    await setBanned(true);
    const banned = await seenByViewer();
    expect(banned).toEqual(everywhere(banned, false));
    // The viewer's own content stays: their message, their comment, their video with the sound dropped.
    expect((await items(`/api/chat/rooms/${ids.room}/messages`)).map((row) => row.content)).toEqual(['hi from the viewer']);
    expect((await items(`/api/videos/${ids.video}/comments`)).map((row) => row.content)).toEqual(['viewer says']);
    expect((await read(`/api/videos/${ids.soundVideo}`)).body).toMatchObject({ id: ids.soundVideo, sound: null });

    await setBanned(false);
    const unbanned = await seenByViewer();
    expect(unbanned).toEqual(everywhere(unbanned, true));
  });

  it('delivers nothing of a banned author over realtime, while others’ events still arrive', async () => {
    await setBanned(true);
    const { db, bus } = app.ctx;
    const socket = await connectRealtime(app, viewer);
    const channels = [realtimeChannel('room', ids.room), realtimeChannel('video', ids.video), realtimeChannel('notifications', viewer.id)];
    for (const channel of channels) socket.subscribe(channel);
    for (const channel of channels) await socket.waitFor((m) => m.type === 'subscribed' && m.channel === channel);

    const message = (sender: string) => db.insertInto('chatMessages').values({ roomId: ids.room, senderId: sender, content: 'late' }).returning('id').executeTakeFirstOrThrow();
    const comment = (user: string) => db.insertInto('comments').values({ videoId: ids.video, userId: user, content: 'late' }).returning('id').executeTakeFirstOrThrow();
    const hidden = { chat: (await message(author.id)).id, comment: (await comment(author.id)).id, notification: ids.follow };
    const shown = {
      chat: (await message(viewer.id)).id,
      comment: (await comment(viewer.id)).id,
      // A mention: a follow would join the author's follow group (decision 043) and be the same event.
      notification: (await db.insertInto('notifications').values({ userId: viewer.id, fromUserId: admin.id, type: 'mention' }).returning('groupId').executeTakeFirstOrThrow()).groupId!,
    };
    const publish = async (which: typeof hidden) => {
      await bus.publish(realtimeEvent('room', ids.room, 'chat.message', which.chat));
      await bus.publish(realtimeEvent('video', ids.video, 'comment.created', which.comment));
      await bus.publish(realtimeEvent('notifications', viewer.id, 'notification.created', which.notification));
    };
    await publish(hidden);
    await publish(shown);
    const delivered = (id: string) => (m: { type: string; data?: unknown }) => m.type === 'event' && (m.data as { id?: string })?.id === id;
    for (const id of Object.values(shown)) await socket.waitFor(delivered(id));
    // The hidden events went out first; give their loaders as long again before checking nothing came.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const id of Object.values(hidden)) expect(socket.received.some(delivered(id))).toBe(false);
    socket.socket.close();
    await setBanned(false);
    expect(await app.ctx.services.chat.load(hidden.chat)).toMatchObject({ id: hidden.chat, senderId: author.id });
  });
});
