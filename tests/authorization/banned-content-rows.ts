import { sql } from 'kysely';
import type { RouteRow } from './route-rows.ts';
import type { World } from './world.ts';

/**
 * Decision 016: everything a banned user posted is out of every public read, for every role, the banned
 * author included (only the admin screens show it). The banned account posts on each surface below; a read
 * that answers 200 must not hold their username anywhere (`absent`), and a read of their thing answers 404.
 */
interface BannedContent {
  roomId: string;
  storyId: string;
  soundId: string;
  /** An owner's video holding the banned author's comment and their reply to the owner's comment. */
  commentedVideoId: string;
  /** An owner's video whose sound is the banned author's original sound. */
  videoWithTheirSoundId: string;
}

const made = new WeakMap<World, Promise<BannedContent>>();

/** Posted once per world, straight into the database: a banned account can no longer write through the API. */
function bannedContent(w: World): Promise<BannedContent> {
  if (!made.has(w)) made.set(w, post(w));
  return made.get(w)!;
}

async function post(w: World): Promise<BannedContent> {
  const { db } = w.app.ctx;
  const banned = w.accounts.banned;
  const others = [w.accounts.user, w.accounts.owner, w.accounts.moderator, w.accounts.admin];
  // Everyone follows the banned author (their ring would show) and they follow everyone (a notification each).
  await db.insertInto('follows').values(others.flatMap((a) => [{ followerId: a.id, followeeId: banned.id }, { followerId: banned.id, followeeId: a.id }])).execute();

  const room = await db.insertInto('chatRooms').values({ name: 'Matrix banned room', createdBy: w.accounts.owner.id }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('chatMessages').values({ roomId: room.id, senderId: w.accounts.owner.id, content: 'matrix owner line' }).execute();
  await db.insertInto('chatMessages').values({ roomId: room.id, senderId: banned.id, content: `matrix line by ${banned.username}` }).execute();

  const commentedVideoId = await w.video();
  const top = await db.insertInto('comments').values({ videoId: commentedVideoId, userId: w.accounts.owner.id, content: 'matrix owner comment' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('comments').values([
    { videoId: commentedVideoId, userId: banned.id, content: `matrix comment by ${banned.username}` },
    { videoId: commentedVideoId, userId: banned.id, content: `matrix reply by ${banned.username}`, parentId: top.id },
  ]).execute();

  const story = await db
    .insertInto('stories')
    .values({ userId: banned.id, mediaPath: `${banned.id}/matrix.jpg`, mediaType: 'image', visibility: 'public', expiresAt: new Date(Date.now() + 3600_000) })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Their original sound, popular enough for trending, used by an owner's video; and their own videos on the place and the library sound.
  const sound = await db
    .insertInto('tracks')
    .values({ title: `Original sound - ${banned.username}`, artist: banned.username, audioPath: `original/${banned.id}/original/matrix.mp3`, licenseType: 'user_uploaded', createdBy: banned.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update tracks set sound_use = 1000 where id = ${sound.id}`.execute(db); // a counter the types keep read-only
  const videoWithTheirSoundId = await w.video();
  await db.updateTable('videos').set({ musicTrackId: sound.id }).where('id', '=', videoWithTheirSoundId).execute();
  const theirs = await w.video({ ownerId: banned.id });
  await db.updateTable('videos').set({ placeId: w.placeId, musicTrackId: w.soundId }).where('id', '=', theirs).execute();
  return { roomId: room.id, storyId: story.id, soundId: sound.id, commentedVideoId, videoWithTheirSoundId };
}

type Statuses = RouteRow['expect'];
const signedIn: Statuses = [401, 200, 200, 200, 200, 200];
const everyone: Statuses = [200, 200, 200, 200, 200, 200];
const nobody: Statuses = [401, 404, 404, 404, 404, 404];
/** A banned profile: gone for everyone but the banned account itself. */
const ownerOnly: Statuses = [401, 404, 404, 404, 404, 200];
const bannedUsername = (w: World) => w.accounts.banned.username;

/** A read whose answer must hold nothing of the banned author's; `path` gets their posted content. */
const without = (route: string, variant: string, expect: Statuses, path: (c: BannedContent, w: World) => string): RouteRow => ({
  route,
  variant: `${variant} (none of a banned author's content)`,
  expect,
  absent: bannedUsername,
  request: async (w) => ({ path: path(await bannedContent(w), w) }),
});
/** A read of the banned author's own thing: gone for everyone. */
const gone = (route: string, variant: string, path: (c: BannedContent, w: World) => string): RouteRow => ({
  route,
  variant,
  expect: nobody,
  request: async (w) => ({ path: path(await bannedContent(w), w) }),
});

// Columns of `expect`: visitor, user, owner, moderator, admin, banned.
export const BANNED_CONTENT_ROWS: RouteRow[] = [
  without('GET /api/chat/rooms', "the list's preview and unread count", signedIn, () => '/api/chat/rooms'),
  without('GET /api/chat/rooms/:id', "a room whose last message is a banned author's", signedIn, (c) => `/api/chat/rooms/${c.roomId}`),
  without('GET /api/chat/rooms/:id/messages', 'history', signedIn, (c) => `/api/chat/rooms/${c.roomId}/messages`),
  without('GET /api/chat/rooms/:id/messages', 'catch-up after a seq', signedIn, (c) => `/api/chat/rooms/${c.roomId}/messages?after=0`),
  without('GET /api/videos/:id/comments', 'their comment and their reply', everyone, (c) => `/api/videos/${c.commentedVideoId}/comments`),
  without('GET /api/stories/rings', 'everyone follows them and they have a story', signedIn, () => '/api/stories/rings'),
  gone('GET /api/users/:id/stories', "a banned author's stories", (_c, w) => `/api/users/${w.accounts.banned.id}/stories`),
  gone('GET /api/stories/:id/media', "a banned author's public story", (c) => `/api/stories/${c.storyId}/media`),
  without('GET /api/notifications', 'they followed every role', signedIn, () => '/api/notifications'),
  without('GET /api/sounds', 'searching for their original sound', signedIn, (_c, w) => `/api/sounds?q=${bannedUsername(w)}`),
  without('GET /api/sounds/trending', 'their sound is the most used', signedIn, () => '/api/sounds/trending'),
  gone('GET /api/sounds/:id', "a banned user's original sound", (c) => `/api/sounds/${c.soundId}`),
  gone('GET /api/sounds/:id/videos', "a banned user's original sound", (c) => `/api/sounds/${c.soundId}/videos`),
  gone('GET /api/sounds/:id/audio', "a banned user's original sound", (c) => `/api/sounds/${c.soundId}/audio`),
  without('GET /api/sounds/:id/videos', 'a library sound they used', signedIn, (_c, w) => `/api/sounds/${w.soundId}/videos`),
  gone('GET /api/sounds/:id/videos/feed', "a banned user's original sound", (c) => `/api/sounds/${c.soundId}/videos/feed`),
  without('GET /api/sounds/:id/videos/feed', 'a library sound they used', signedIn, (_c, w) => `/api/sounds/${w.soundId}/videos/feed`),
  without('GET /api/videos/:id', "another's video with their sound", everyone, (c) => `/api/videos/${c.videoWithTheirSoundId}`),
  without('GET /api/places/:id/videos', 'they posted there', everyone, (_c, w) => `/api/places/${w.placeId}/videos`),
  without('GET /api/places/:id/videos/feed', 'they posted there', signedIn, (_c, w) => `/api/places/${w.placeId}/videos/feed`),
  // Their profile stays theirs to open, with nothing of theirs to play.
  without('GET /api/profiles/:id/videos/feed', 'their own profile', ownerOnly, (_c, w) => `/api/profiles/${w.accounts.banned.id}/videos/feed`),
  without('GET /api/search/top', 'their username, video caption and sound title', signedIn, (_c, w) => `/api/search/top?q=${bannedUsername(w)}`),
  without('GET /api/search/videos', 'they posted a video with this caption', signedIn, () => '/api/search/videos?q=matrix'),
  without('GET /api/search/people', 'their username', signedIn, (_c, w) => `/api/search/people?q=${bannedUsername(w)}`),
  without('GET /api/search/sounds', 'their original sound', signedIn, (_c, w) => `/api/search/sounds?q=${bannedUsername(w)}`),
  without('GET /api/tags/:name/videos', 'they posted with this tag', signedIn, () => '/api/tags/test/videos?sort=newest'),
  without('GET /api/tags/:name/videos', 'they posted with this tag (popular)', signedIn, () => '/api/tags/test/videos?sort=popular'),
  without('GET /api/tags/:name/videos/feed', 'they posted with this tag', signedIn, () => '/api/tags/test/videos/feed?sort=newest'),
  without('GET /api/tags/:name/videos/feed', 'they posted with this tag (popular)', signedIn, () => '/api/tags/test/videos/feed?sort=popular'),
  without('GET /api/users/suggested', 'they posted recently', signedIn, () => '/api/users/suggested'),
  without('GET /api/match/candidates', 'they opted in', signedIn, () => '/api/match/candidates'),
];
