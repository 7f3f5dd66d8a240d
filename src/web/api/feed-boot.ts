import type { QueryClient } from '@tanstack/react-query';
import { FEED_BOOT_ELEMENT_ID, SESSION_BOOT_ELEMENT_ID, type FeedBoot } from '../../shared/feed-boot.ts';
import type { Me } from '../../shared/api-types.ts';
import type { AsJson } from '../../shared/as-json.ts';
import { sessionKeys } from './session-keys.ts';
import { feedKeys } from './feed-keys.ts';

/**
 * Seeds the cache from the boot data a signed-in page's HTML carries (src/server/http/plugins/feed-boot.ts): a
 * feed page's session and first page, any other page's session. They are then answers already, not requests
 * the first screen waits for.
 */
export function seedFromFeedBoot(queryClient: QueryClient) {
  firstPoster = document.querySelector<HTMLImageElement>('#root > img.boot-poster')?.getAttribute('src') ?? null;
  const session = takeBoot<Me>(SESSION_BOOT_ELEMENT_ID);
  if (session) queryClient.setQueryData(sessionKeys.me, session);
  const feed = takeBoot<FeedBoot>(FEED_BOOT_ELEMENT_ID);
  if (!feed) return;
  queryClient.setQueryData(sessionKeys.me, feed.session);
  queryClient.setQueryData(feedKeys.list(feed.kind), { pages: [feed.page], pageParams: [null] });
}

/**
 * The JSON of the boot element `id`, read once, at start-up, then removed, so nothing later mistakes it for
 * current; null when there is none or it cannot be read (the app then fetches the same, as on any page).
 */
function takeBoot<T>(id: string): AsJson<T> | null {
  const element = document.getElementById(id);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as AsJson<T>;
  } catch (error) {
    console.warn(`Ignoring unreadable boot data (#${id})`, error);
    return null;
  }
}

let firstPoster: string | null = null;

/**
 * The first card's poster the shell showed while the app loaded (issue 53), or null: the app keeps it on screen
 * until the first screen is ready, rather than a spinner between the two.
 */
export const bootPoster = () => firstPoster;
