import type { AutocannonRequest } from 'autocannon';
import type { LoadUser } from './load-setup.ts';

/**
 * What a virtual user does next, in percent of its requests (the weights sum to 100): scrolling both
 * feeds page after page, opening the videos it sees, sending their views, now and then a like (or undoing
 * one), a look at notifications, and a comment.
 */
export const MIX = {
  followingFeed: 15, // GET /api/feed/following, following nextCursor until the feed ends
  forYouFeed: 20, // GET /api/feed/foryou, likewise
  link: 20, // GET /api/videos/:id/link
  view: 20, // POST /api/videos/:id/views
  like: 10, // PUT /api/videos/:id/like, or DELETE when this user already likes it
  unreadCount: 6, // GET /api/notifications/unread-count
  notifications: 4, // GET /api/notifications
  comment: 5, // POST /api/comments { video_id, content }
} as const;
type Action = keyof typeof MIX;
const ACTIONS = Object.entries(MIX) as [Action, number][];
const TOTAL = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

function pickAction(): Action {
  let roll = Math.random() * TOTAL;
  for (const [action, weight] of ACTIONS) if ((roll -= weight) < 0) return action;
  return ACTIONS[0][0];
}
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

/**
 * One connection's user as an autocannon request: setupRequest picks the next request of the mix from what
 * the user has seen (feed pages give the videos it acts on), onResponse keeps cursors and likes. `kind()`
 * names the request in flight (one at a time per connection), for per-kind latencies.
 */
export function virtualUser(base: string, user: LoadUser, allVideos: string[]) {
  const cursors = { following: null as string | null, foryou: null as string | null };
  let seen: string[] = [];
  const liked = new Set<string>();
  let current = { kind: '', feed: null as 'following' | 'foryou' | null, video: '' };
  let comments = 0;
  const read = { cookie: user.cookie, accept: 'application/json' };
  const write = { ...read, origin: base };
  const json = { ...write, 'content-type': 'application/json' };

  const next = (): AutocannonRequest => {
    const action = pickAction();
    const video = seen.length > 0 ? pick(seen) : pick(allVideos);
    current = { kind: '', feed: null, video };
    switch (action) {
      case 'followingFeed':
      case 'forYouFeed': {
        const feed = action === 'followingFeed' ? 'following' : 'foryou';
        const cursor = cursors[feed];
        current = { kind: `GET /api/feed/${feed}`, feed, video };
        return { method: 'GET', path: `/api/feed/${feed}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, headers: read };
      }
      case 'link':
        current.kind = 'GET /api/videos/:id/link';
        return { method: 'GET', path: `/api/videos/${video}/link`, headers: read };
      case 'view':
        current.kind = 'POST /api/videos/:id/views';
        return { method: 'POST', path: `/api/videos/${video}/views`, headers: write };
      case 'like': {
        const method = liked.has(video) ? 'DELETE' : 'PUT';
        current.kind = `${method} /api/videos/:id/like`;
        return { method, path: `/api/videos/${video}/like`, headers: write };
      }
      case 'unreadCount':
        current.kind = 'GET /api/notifications/unread-count';
        return { method: 'GET', path: '/api/notifications/unread-count', headers: read };
      case 'notifications':
        current.kind = 'GET /api/notifications';
        return { method: 'GET', path: '/api/notifications', headers: read };
      case 'comment':
        current.kind = 'POST /api/comments';
        return { method: 'POST', path: '/api/comments', headers: json, body: JSON.stringify({ videoId: video, content: `bench comment ${++comments} from ${user.id.slice(0, 8)}` }) };
    }
  };

  const request: AutocannonRequest = {
    setupRequest: (defaults) => ({ ...defaults, body: '', ...next() }),
    onResponse: (status, body) => {
      if (status < 200 || status > 299) return;
      if (current.feed) {
        const page = JSON.parse(body) as { items: { id: string }[]; nextCursor: string | null };
        cursors[current.feed] = page.nextCursor; // null at the end: the next visit starts at the top again
        if (page.items.length > 0) seen = page.items.map((item) => item.id);
      } else if (current.kind.endsWith('/like')) {
        if (current.kind.startsWith('PUT')) liked.add(current.video);
        else liked.delete(current.video);
      }
    },
  };
  return { request, kind: () => current.kind };
}
