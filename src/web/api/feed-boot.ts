import type { QueryClient } from '@tanstack/react-query';
import { FEED_BOOT_ELEMENT_ID, SESSION_BOOT_ELEMENT_ID, type FeedBoot } from '../../shared/feed-boot.ts';
import type { Me } from '../../shared/api-types.ts';
import type { AsJson } from '../../shared/as-json.ts';
import { sessionKeys } from './session-keys.ts';
import { feedKeys } from './feed-keys.ts';

/**
 * Seeds the cache from the boot data a signed-in feed page's HTML carries (src/server/http/plugins/feed-boot.ts):
 * the session and the feed's first page are then answers already, not requests the first card waits for.
 * Read once, at start-up, then removed, so nothing later mistakes it for current.
 */
export function seedFromFeedBoot(queryClient: QueryClient) {
  firstPoster = document.querySelector<HTMLImageElement>('#root > img.boot-poster')?.getAttribute('src') ?? null;
  seedSession(queryClient);
  const element = document.getElementById(FEED_BOOT_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    const boot = JSON.parse(element.textContent) as AsJson<FeedBoot>;
    queryClient.setQueryData(sessionKeys.me, boot.session);
    queryClient.setQueryData(feedKeys.list(boot.kind), { pages: [boot.page], pageParams: [null] });
  } catch (error) {
    // The app still works without it: the session and the feed are fetched as on any other page.
    console.warn('Ignoring unreadable feed boot data', error);
  }
}

/** Any other signed-in page's session (SESSION_BOOT_ELEMENT_ID), read and removed the same way. */
function seedSession(queryClient: QueryClient) {
  const element = document.getElementById(SESSION_BOOT_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    queryClient.setQueryData(sessionKeys.me, JSON.parse(element.textContent) as AsJson<Me>);
  } catch (error) {
    console.warn('Ignoring unreadable session boot data', error);
  }
}

let firstPoster: string | null = null;

/**
 * The first card's poster the shell showed while the app loaded (issue 53), or null: the app keeps it on screen
 * until the first screen is ready, rather than a spinner between the two.
 */
export const bootPoster = () => firstPoster;
