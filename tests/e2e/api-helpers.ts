import type { AsJson } from '../../src/shared/as-json.ts';
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import type { Me } from '../../src/shared/api-types.ts';
import type { FeedItem } from '../../src/shared/feed-types.ts';
import { uploadForm } from '../factories/media.ts';

/**
 * Setup through the API, never the UI: users as plain cookie holders (for uploads and follows made "by
 * someone else") and the cookie of a browser context (for things the signed-in browser user owns).
 */
export interface ApiUser {
  id: string;
  username: string;
  headers: Record<string, string>;
}

const READY_TIMEOUT_MS = 90_000;

export async function apiSignUp(baseUrl: string, prefix = 'maker'): Promise<ApiUser> {
  const suffix = randomBytes(5).toString('hex');
  const body = { username: `${prefix}_${suffix}`, email: `${prefix}_${suffix}@example.com`, password: 'correct-horse-battery' };
  const response = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const me = (await response.json()) as Me;
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('popreel_session='))!.split(';')[0];
  return { id: me.user.id, username: body.username, headers: { cookie, origin: baseUrl } };
}

/** The API identity of a browser context that signed up through the harness. */
export async function contextUser(baseUrl: string, context: BrowserContext, account: { id: string; username: string }): Promise<ApiUser> {
  const cookies = await context.cookies(baseUrl);
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { id: account.id, username: account.username, headers: { cookie, origin: baseUrl } };
}

/** One API call; the answer typed as its JSON (dates as strings). */
export async function call<T>(baseUrl: string, user: ApiUser | null, method: string, path: string, body?: unknown): Promise<AsJson<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(user?.headers ?? { origin: baseUrl }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as AsJson<T>;
}

export const follow = (baseUrl: string, follower: ApiUser, followee: { id: string }) =>
  call(baseUrl, follower, 'POST', `/api/users/${followee.id}/follow`);
export const block = (baseUrl: string, blocker: ApiUser, blocked: { id: string }) => call(baseUrl, blocker, 'POST', '/api/blocks', { blockedId: blocked.id });
export const deleteVideo = (baseUrl: string, owner: ApiUser, videoId: string) => call(baseUrl, owner, 'DELETE', `/api/videos/${videoId}`);
export const getVideo = (baseUrl: string, viewer: ApiUser | null, videoId: string) => call<FeedItem>(baseUrl, viewer, 'GET', `/api/videos/${videoId}`);

/** Uploads one clip and waits until the transcode job has made it ready. */
export async function uploadReadyVideo(baseUrl: string, owner: ApiUser, bytes: Uint8Array, caption: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/videos`, { method: 'POST', headers: owner.headers, body: uploadForm(bytes, { caption }) });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { status } = await call<{ status: string }>(baseUrl, owner, 'GET', `/api/videos/${id}/status`);
    if (status === 'ready') return id;
    if (status === 'failed') throw new Error(`transcode failed for ${id}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`video ${id} was not ready within ${READY_TIMEOUT_MS} ms`);
}

/** Runs `tasks` with at most `limit` at once, keeping their order in the result. */
export async function inBatches<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** The `<video>` of a card, read in the page: paused, time and muted. */
export function videoState(page: Page, videoId: string) {
  return page.evaluate((id) => {
    const video = document.querySelector<HTMLVideoElement>(`[data-video-id="${id}"] video`);
    if (!video) return null;
    return { paused: video.paused, currentTime: video.currentTime, muted: video.muted, preload: video.preload };
  }, videoId);
}

/** Waits until the card's video is playing and its time has moved on (muted autoplay really started). */
export async function waitUntilPlaying(page: Page, videoId: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (id) => {
      const video = document.querySelector<HTMLVideoElement>(`[data-video-id="${id}"] video`);
      return Boolean(video && !video.paused && video.currentTime > 0.1);
    },
    videoId,
    { timeout },
  );
}

/** A comment (or, with `parentId`, a reply) by someone else, through the API. */
export const commentOn = (baseUrl: string, author: ApiUser, videoId: string, content: string, parentId: string | null = null) =>
  call<{ id: string }>(baseUrl, author, 'POST', '/api/comments', { videoId: videoId, content, parentId: parentId });
export const likeVideo = (baseUrl: string, fan: ApiUser, videoId: string) => call(baseUrl, fan, 'PUT', `/api/videos/${videoId}/like`);

/**
 * An @mention of `username` in a new public room: a notification of its own kind, which never groups with
 * another (decision 043), for tests that need a second unread row without a video.
 */
export async function mentionInChat(baseUrl: string, sender: ApiUser, username: string) {
  const room = await call<{ id: string }>(baseUrl, sender, 'POST', '/api/chat/rooms', { name: 'Mentions' });
  await call(baseUrl, sender, 'POST', `/api/chat/rooms/${room.id}/messages`, { content: `hello @${username}` });
}
