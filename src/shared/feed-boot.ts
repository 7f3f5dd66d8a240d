import type { Me } from './api-types.ts';
import type { FeedPage } from './feed-types.ts';

/**
 * What the server writes into the shell of a signed-in feed page (`/` Following, `/foryou` For You), so the
 * first card renders without two more round-trips (issue 26, part 4): the session GET /api/session would
 * answer and the first page GET /api/feed/{kind} would answer, read by the client before its first render.
 */
export interface FeedBoot {
  session: Me;
  kind: 'following' | 'foryou';
  page: FeedPage;
}

/** The id of the `<script type="application/json">` element that carries it. */
export const FEED_BOOT_ELEMENT_ID = 'feed-boot';

/**
 * Any other page of a signed-in viewer carries the session the same way (issue 53): the first screen's own
 * requests then go out at once, not after GET /api/session has answered.
 */
export const SESSION_BOOT_ELEMENT_ID = 'session-boot';

/**
 * Where the shell's boot video (the first card's, playing before the app loads: issue 53, decision 082) may
 * play: below the desktop layout (DESKTOP_QUERY), where it lines up with the card. Its class names it for the
 * app's handoff.
 */
export const BOOT_VIDEO_MEDIA = 'not all and (min-width: 64rem)';
export const BOOT_VIDEO_CLASS = 'boot-video';
/** The shell's script that starts the app after the boot video's first frame (src/web/public). */
export const BOOT_VIDEO_START_SCRIPT = '/start-after-boot-video.js';
