import { randomBytes } from 'node:crypto';
import type { Role, World } from './world.ts';
import type { RouteRow } from './route-rows.ts';

/*
 * Issue 38 part 7 (decision 047): reporting each kind of target. Every cell files on a new target of the
 * owner's, so no cell meets another's open report; the owner's own is refused (400), as is a banned
 * person's write (403).
 */

const owner = (w: World) => w.accounts.owner.id;

async function comment(w: World) {
  const videoId = await w.video();
  const row = await w.app.ctx.db.insertInto('comments').values({ videoId: videoId, userId: owner(w), content: 'matrix comment to report' }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A message of the owner's in the public matrix room, which every signed-in role may read. */
async function chatMessage(w: World) {
  const row = await w.app.ctx.db.insertInto('chatMessages').values({ roomId: w.roomId, senderId: owner(w), content: 'matrix message to report' }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** An original sound the owner uploaded (its file is not needed to report it). */
async function sound(w: World) {
  const id = randomBytes(4).toString('hex');
  const row = await w.app.ctx.db
    .insertInto('tracks')
    .values({ title: `Matrix original ${id}`, artist: 'matrix', audioPath: `originals/${id}.mp3`, createdBy: owner(w) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The owner reports themselves (refused); everyone else a new bystander, so no cell repeats another's report. */
async function profile(w: World, role: Role) {
  return role === 'owner' ? owner(w) : (await w.bystander()).id;
}

const report = (targetKind: string, target: (w: World, role: Role) => Promise<string>): RouteRow['request'] => async (w, role) => ({
  path: '/api/reports',
  body: { targetKind, targetId: await target(w, role), reason: 'harassment', details: 'matrix' },
});

// Columns:                                                                                   visitor user owner  mod admin banned
export const REPORT_ROWS: RouteRow[] = [
  { route: 'POST /api/reports', variant: 'a video (targetKind)', expect: [401, 201, 400, 201, 201, 403], request: report('video', (w) => w.video()) },
  { route: 'POST /api/reports', variant: 'a comment', expect: [401, 201, 400, 201, 201, 403], request: report('comment', comment) },
  { route: 'POST /api/reports', variant: 'a profile', expect: [401, 201, 400, 201, 201, 403], request: report('profile', profile) },
  { route: 'POST /api/reports', variant: 'a chat message', expect: [401, 201, 400, 201, 201, 403], request: report('chat_message', chatMessage) },
  { route: 'POST /api/reports', variant: 'a sound', expect: [401, 201, 400, 201, 201, 403], request: report('sound', sound) },
  { route: 'POST /api/reports', variant: 'a story', expect: [401, 201, 400, 201, 201, 403], request: report('story', (w) => w.story()) },
  {
    route: 'POST /api/reports', variant: "a chat message in a private room the reporter is not in", expect: [401, 404, 400, 404, 404, 403],
    request: async (w) => {
      const row = await w.app.ctx.db.insertInto('chatMessages').values({ roomId: w.privateRoomId, senderId: owner(w), content: 'private words' }).returning('id').executeTakeFirstOrThrow();
      return { path: '/api/reports', body: { targetKind: 'chat_message', targetId: row.id, reason: 'spam' } };
    },
  },
  {
    route: 'POST /api/reports', variant: 'a followers-only story of someone the reporter does not follow', expect: [401, 404, 400, 404, 404, 403],
    request: async (w) => ({ path: '/api/reports', body: { targetKind: 'story', targetId: await w.story('followers'), reason: 'spam' } }),
  },
];
