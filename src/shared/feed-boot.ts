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
