import type { FastifyBaseLogger } from 'fastify';
import type { FeedRepo, HydratedVideo, PageRow } from '../../data/repos/feed.repo.ts';
import type { RecommendationRepo } from '../../data/repos/recommendation.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { FeedItem, FeedPage } from '../../../shared/feed-types.ts';
import { FEED_PAGE_SIZE } from '../../../shared/constants.ts';
import { DomainError, notFound } from '../errors.ts';
import { decodeCursor, encodeCursor, isOffset, isTimestamp, isUuid } from './cursor.ts';
import { inOrder, presentVideo, presentVideos } from './feed-views.ts';
import { rebuildForYou } from './for-you-order.ts';

type NewestCursor = { m: 'following' | 'discover'; t: string; i: string };
type ForYouCursor = { m: 'recs'; s: number; i: string } | { m: 'fallback'; o: number };

const isNewestCursor = (v: any): v is NewestCursor => (v?.m === 'following' || v?.m === 'discover') && isTimestamp(v.t) && isUuid(v.i);
const isForYouCursor = (v: any): v is ForYouCursor =>
  (v?.m === 'recs' && Number.isFinite(v.s) && isUuid(v.i)) || (v?.m === 'fallback' && isOffset(v.o));

export const FEED_UNAVAILABLE = 'Failed to load personalized feed';

/** Feeds as one statement per page (skeleton: ids and rules in SQL, so pages stay full; joined to the cards) → present. */
export class FeedService {
  constructor(
    private readonly repo: FeedRepo,
    private readonly media: MediaUrls,
    private readonly recommendations: RecommendationRepo,
    private readonly log: FastifyBaseLogger,
  ) {}

  async following(viewerId: string, cursorText?: string): Promise<FeedPage> {
    const cursor = decodeCursor(cursorText, isNewestCursor);
    const rows = await this.repo.newest(viewerId, FEED_PAGE_SIZE, cursor && { time: cursor.t, id: cursor.i }, (cursor?.m ?? 'following') === 'following');
    // Nobody followed has posted yet: the first page is everyone's newest rather than a dead screen.
    const mode: NewestCursor['m'] = cursor?.m ?? (rows[0]?.discover ? 'discover' : 'following');
    const last = rows.at(-1);
    const next = rows.length < FEED_PAGE_SIZE || !last ? null : encodeCursor({ m: mode, t: last.sort_time, i: last.id });
    return { items: await this.present(rows), nextCursor: next, mode };
  }

  async forYou(viewerId: string, cursorText?: string): Promise<FeedPage> {
    const cursor = decodeCursor(cursorText, isForYouCursor);
    if (cursor?.m !== 'fallback') {
      try {
        let rows = await this.repo.recommended(viewerId, FEED_PAGE_SIZE, cursor && { score: cursor.s, id: cursor.i });
        if (rows.length === 0 && !cursor) {
          // A first visit: build the list now, so every later page is a stable keyset walk over it. Read back
          // from the primary: a replica may not have the list yet.
          await rebuildForYou(this.recommendations, viewerId);
          rows = await this.repo.onPrimary().recommended(viewerId, FEED_PAGE_SIZE, null);
        }
        if (rows.length > 0 || cursor) {
          const last = rows.at(-1);
          const next = rows.length < FEED_PAGE_SIZE || !last ? null : encodeCursor({ m: 'recs', s: last.score, i: last.id });
          return { items: await this.present(rows), nextCursor: next, mode: 'foryou' };
        }
      } catch (error) {
        this.log.warn({ err: error }, 'recommendations unavailable; using get_personalized_feed');
      }
    }
    const offset = cursor?.m === 'fallback' ? cursor.o : 0;
    try {
      const scored = await this.repo.personalized(viewerId, FEED_PAGE_SIZE, offset);
      const ids = scored.map((row) => row.video_id);
      const next = ids.length < FEED_PAGE_SIZE ? null : encodeCursor({ m: 'fallback', o: offset + ids.length });
      return { items: await this.present(inOrder(ids, await this.repo.hydrate(viewerId, ids))), nextCursor: next, mode: 'foryou' };
    } catch (error) {
      this.log.error({ err: error }, 'personalized feed failed');
      throw new DomainError('feed_unavailable', FEED_UNAVAILABLE, 503);
    }
  }

  /** One video as a card, if the viewer may see it. */
  async video(viewerId: string | null, videoId: string) {
    const [video] = await this.repo.hydrate(viewerId, [videoId]);
    if (!video) throw notFound('Video not found');
    return presentVideo(video, this.media);
  }

  private async present(videos: Array<HydratedVideo & Partial<Pick<PageRow, 'seen'>>>): Promise<FeedItem[]> {
    const items = await presentVideos(videos, this.media);
    return items.map((item, index) => (videos[index].seen ? { ...item, seen: true } : item));
  }
}
