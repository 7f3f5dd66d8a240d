import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { createSound } from '../factories/sounds.ts';
import { connectRealtime } from '../factories/realtime.ts';
import type { VideoVisibility } from '../../src/shared/audience.ts';
import { VIDEO_VISIBILITIES } from '../../src/shared/audience.ts';

/**
 * Who can watch (issue 38), over the real API: one creator posts a video of each setting, and every surface is
 * asked by the owner, an approved follower, a stranger and a visitor. Lists (feeds, grids, search, tags, sounds,
 * places) show Public to all and Followers to followers; Unlisted and Only me are listed nowhere, except on the
 * owner's own grid. By link (the card, card.jpg, video.mp4, its live channel) Unlisted reaches anyone and Only me
 * the owner alone.
 */
let app: TestApp;
let owner: TestUser;
let follower: TestUser;
let stranger: TestUser;
let soundId: string;
let placeId: string;
const ids = {} as Record<VideoVisibility, string>;

type Who = 'owner' | 'follower' | 'stranger' | 'visitor';
const WHO: Who[] = ['owner', 'follower', 'stranger', 'visitor'];
const userOf = (who: Who) => ({ owner, follower, stranger, visitor: null })[who];

async function get(who: Who, path: string) {
  const user = userOf(who);
  return fetch(`${app.url}${path}`, { headers: user ? user.headers : {}, redirect: 'manual' });
}

/** Which of the four videos a list answers, by setting. */
async function listed(who: Who, path: string): Promise<VideoVisibility[]> {
  const response = await get(who, path);
  expect(response.status, `${who} ${path}`).toBe(200);
  const body = (await response.json()) as { items: Array<{ id: string }> };
  return VIDEO_VISIBILITIES.filter((visibility) => body.items.some((item) => item.id === ids[visibility]));
}

beforeAll(async () => {
  app = await startTestApp();
  [owner, follower, stranger] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
  await fetch(`${app.url}/api/users/${owner.id}/follow`, { method: 'POST', headers: follower.headers });
  soundId = (await createSound(app, { title: 'Audience Anthem' })).id;
  placeId = (await app.ctx.db.insertInto('places').values({ name: 'Audience Hall', type: 'venue' }).returning('id').executeTakeFirstOrThrow()).id;
  for (const visibility of VIDEO_VISIBILITIES) {
    const video = await createVideo(app, owner.id, { caption: `zebracrossing ${visibility} #audiencetag`, visibility, musicTrackId: soundId, placeId: placeId });
    ids[visibility] = video.id;
  }
});
afterAll(() => app?.close());

describe('lists', () => {
  it('the Following feed lists Public and Followers to a follower, and neither Unlisted nor Only me to anyone', async () => {
    expect(await listed('follower', '/api/feed/following')).toEqual(['public', 'followers']);
    expect(await listed('owner', '/api/feed/following')).toEqual(['public', 'followers']);
  });

  it('For You never recommends Followers to a stranger, nor Unlisted or Only me to anyone', async () => {
    expect(await listed('stranger', '/api/feed/foryou')).toEqual(['public']);
    expect(await listed('follower', '/api/feed/foryou')).toEqual(['public', 'followers']);
  });

  it("the owner's grid lists all four; a follower's Public and Followers; a stranger's Public", async () => {
    const grid = `/api/profiles/${owner.id}/videos`;
    expect(await listed('owner', grid)).toEqual(['public', 'followers', 'only_me', 'unlisted']);
    expect(await listed('follower', grid)).toEqual(['public', 'followers']);
    expect(await listed('stranger', grid)).toEqual(['public']);
  });

  it('the grid player of the profile follows the same rule', async () => {
    const player = `/api/profiles/${owner.id}/videos/feed`;
    expect(await listed('owner', player)).toEqual(['public', 'followers', 'only_me', 'unlisted']);
    expect(await listed('follower', player)).toEqual(['public', 'followers']);
    expect(await listed('stranger', player)).toEqual(['public']);
  });

  it('search, tag, sound and place pages list Public, and Followers only to followers', async () => {
    for (const path of ['/api/search/videos?q=zebracrossing', '/api/tags/audiencetag/videos', `/api/sounds/${soundId}/videos`, `/api/places/${placeId}/videos`]) {
      expect(await listed('stranger', path), path).toEqual(['public']);
      expect(await listed('follower', path), path).toEqual(['public', 'followers']);
      // Not even the owner finds Unlisted or Only me in a list: they are on the owner's grid alone.
      expect(await listed('owner', path), path).toEqual(['public', 'followers']);
    }
  });
});

describe('by link', () => {
  const expected: Record<VideoVisibility, Record<Who, boolean>> = {
    public: { owner: true, follower: true, stranger: true, visitor: true },
    followers: { owner: true, follower: true, stranger: false, visitor: false },
    only_me: { owner: true, follower: false, stranger: false, visitor: false },
    unlisted: { owner: true, follower: true, stranger: true, visitor: true },
  };

  it('the card (the share page reads it) answers 404 to whoever may not watch', async () => {
    for (const visibility of VIDEO_VISIBILITIES) {
      for (const who of WHO) {
        const response = await get(who, `/api/videos/${ids[visibility]}`);
        expect(response.status, `${visibility} as ${who}`).toBe(expected[visibility][who] ? 200 : 404);
      }
    }
  });

  it('card.jpg and video.mp4 answer a visitor for Public and Unlisted only', async () => {
    for (const visibility of VIDEO_VISIBILITIES) {
      const open = expected[visibility].visitor;
      expect((await get('visitor', `/v/${ids[visibility]}/card.jpg`)).status, visibility).toBe(open ? 200 : 404);
      expect((await get('visitor', `/v/${ids[visibility]}/video.mp4`)).status, visibility).toBe(open ? 302 : 404);
    }
  });

  it('a reaction or a comment on a video one may not watch is a 404 and stores nothing', async () => {
    const pop = await fetch(`${app.url}/api/videos/${ids.only_me}/reaction`, {
      method: 'POST',
      headers: { ...follower.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'pop' }),
    });
    expect(pop.status).toBe(404);
    const comment = await fetch(`${app.url}/api/comments`, {
      method: 'POST',
      headers: { ...stranger.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ videoId: ids.followers, content: 'hello' }),
    });
    expect(comment.status).toBe(404);
    const stored = await app.ctx.db.selectFrom('comments').select('id').where('videoId', 'in', [ids.only_me, ids.followers]).execute();
    expect(stored).toEqual([]);
  });

  it("a video's live channel admits only those who may watch it", async () => {
    const subscribe = async (user: TestUser, visibility: VideoVisibility) => {
      const client = await connectRealtime(app, user);
      try {
        const channel = `video:${ids[visibility]}`;
        client.subscribe(channel);
        const answer = await client.waitFor((message) => 'channel' in message && message.channel === channel);
        return answer.type === 'subscribed';
      } finally {
        client.socket.close();
      }
    };
    expect(await subscribe(follower, 'followers')).toBe(true);
    expect(await subscribe(stranger, 'followers')).toBe(false);
    expect(await subscribe(follower, 'only_me')).toBe(false);
    expect(await subscribe(owner, 'only_me')).toBe(true);
    expect(await subscribe(stranger, 'unlisted')).toBe(true);
  });
});
