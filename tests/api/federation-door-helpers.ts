import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { createVideo } from '../factories/videos.ts';
import type { HandPeer, InboxRequest } from './hand-peer/hand-peer.ts';
import { createRemoteAccount } from '../factories/remote-accounts.ts';

/**
 * The pieces of federation-door.test.ts (issue 52's "Done when", first bullet) that are not the assertions: a
 * server that only counts what reaches it, follower rows made by hand for a Popreel that cannot reach its peer,
 * and readers of what the peer was sent.
 */

type Json = Record<string, unknown>;
export const AS_PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';
/** A delivery is a job: a retry's backoff never comes into it, but a busy queue and two knocks take a while. */
export const DELIVERY_MS = 25_000;

export const actorOf = (app: TestApp, userId: string) => `${app.url}/ap/users/${userId}`;
export const noteOf = (app: TestApp, videoId: string) => `${app.url}/ap/notes/v-${videoId}`;

/** A server that answers 202 to anything and keeps the path of every request: where a redirect would have led. */
export async function startCountingServer(host = '127.0.0.1') {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    request.resume();
    response.writeHead(202).end();
  });
  await new Promise<void>((listening) => server.listen(0, host, () => listening()));
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}

/** The peer's alice asks to follow `userId`, signed as Mastodon signs, at that account's own inbox. */
export function followFromPeer(app: TestApp, peer: HandPeer, userId: string) {
  const follow = { '@context': 'https://www.w3.org/ns/activitystreams', id: `${peer.origin}/follows/${crypto.randomUUID()}`, type: 'Follow', actor: peer.actor(), object: actorOf(app, userId) };
  return { follow, response: peer.deliver(`${actorOf(app, userId)}/inbox`, follow) };
}

/** The first request the peer's inboxes got that `matches`, once it came. */
export function received(peer: HandPeer, what: string, matches: (request: InboxRequest) => boolean): Promise<InboxRequest> {
  return waitFor(async () => peer.inboxRequests.find(matches), what, DELIVERY_MS);
}

/** Whether a delivered activity is a `type` whose object is (or names) `objectId`. */
export function isActivity(body: Json | null, type: string, objectId: string): boolean {
  const object = body?.object;
  const id = typeof object === 'string' ? object : (object as Json | undefined)?.id;
  return body?.type === type && id === objectId;
}

/** A JSON-LD value's links, whether compacted to a string, a Link, an object with `url`, or a list of them. */
export function linksIn(value: unknown): string[] {
  return [value].flat().flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    if (!item || typeof item !== 'object') return [];
    const { href, url } = item as Json;
    return typeof href === 'string' ? [href] : linksIn(url);
  });
}

/** A ready followers-only video of `userId` whose file is really stored (the factory stores none): its row. */
export async function followersOnlyVideo(app: TestApp, userId: string, mp4: Uint8Array, caption: string) {
  const video = await createVideo(app, userId, { caption, visibility: 'followers' });
  await app.ctx.store.put('videos', video.storagePath, Buffer.from(mp4), { contentType: 'video/mp4' });
  return video;
}

/**
 * Alice of `peer` as Popreel would remember her had it fetched her actor, following `followeeId`: for a Popreel
 * that may not reach a loopback peer at all, which therefore never learns of her by itself.
 */
export async function insertRemoteFollower(app: TestApp, peer: HandPeer, followeeId: string) {
  const follower = await createRemoteAccount(app, peer.host, 'alice', { uri: peer.actor(), sharedInbox: `${peer.origin}/inbox` });
  await app.ctx.db.insertInto('follows').values({ followerId: follower, followeeId: followeeId }).execute();
}

/** The `deliver` job that carries `videoId`'s activity, once it has failed for good: its status and error. */
export function failedDelivery(app: TestApp, videoId: string) {
  return waitFor(
    async () => {
      const jobs = await app.ctx.db.selectFrom('jobs').select(['status', 'lastError', 'attempts', 'payload']).where('kind', '=', 'deliver').execute();
      return jobs.find((job) => job.status === 'failed' && JSON.stringify(job.payload).includes(videoId));
    },
    `failed delivery of ${videoId}`,
    DELIVERY_MS,
  );
}
