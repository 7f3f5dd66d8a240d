import type { FastifyBaseLogger } from 'fastify';
import type { FeedRepo, HydratedVideo, PageRow } from '../../data/repos/feed.repo.ts';
import type { RecommendationRepo } from '../../data/repos/recommendation.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { FeedItem, FeedPage } from '../../../shared/feed-types.ts';
import { FEED_PAGE_SIZE } from '../../../shared/constants.ts';
import { DomainError, notFound } from '../errors.ts';
import { decodeCursor, isOffset } from '../paging/cursor.ts';
import { isScoreKey, isTimeKey, pageRows, scoreKey, type ScoreKey, timeKey, type TimeKey } from '../paging/page.ts';
import { inOrder, presentVideo, presentVideos } from './feed-views.ts';
import { rebuildForYou } from './for-you-order.ts';

/** A feed's cursor is a list's key plus which list it walks: Following's may have fallen back to Discover. */
type NewestCursor = { m: 'following' | 'discover' } & TimeKey;
type ForYouCursor = ({ m: 'recs' } & ScoreKey) | { m: 'fallback'; o: number };

const isNewestCursor = (v: any): v is NewestCursor => (v?.m === 'following' || v?.m === 'discover') && isTimeKey(v);
const isForYouCursor = (v: any): v is ForYouCursor => (v?.m === 'recs' && isScoreKey(v)) || (v?.m === 'fallback' && isOffset(v.o));

export const FEED_UNAVAILABLE = 'Failed to load personalized feed';

/**
 * Feeds as one statement per page (skeleton: ids and rules in SQL, so pages stay full; joined to the cards) →
 * present. Each asks for one row past the page, like every list, so the last page says it is the last.
 */
export class FeedService {
  constructor(
    private readonly repo: FeedRepo,
    private readonly media: MediaUrls,
    private readonly recommendations: RecommendationRepo,
    private readonly log: FastifyBaseLogger,
  ) {}

  async following(viewerId: string, cursorText?: string): Promise<FeedPage> {
    const cursor = decodeCursor(cursorText, isNewestCursor);
    const rows = await this.repo.newest(viewerId, FEED_PAGE_SIZE + 1, cursor && { time: cursor.t, id: cursor.i }, (cursor?.m ?? 'following') === 'following');
    // Nobody followed has posted yet: the first page is everyone's newest rather than a dead screen.
    const mode: NewestCursor['m'] = cursor?.m ?? (rows[0]?.discover ? 'discover' : 'following');
    const { shown, nextCursor } = pageRows(rows, FEED_PAGE_SIZE, (row) => ({ m: mode, ...timeKey(row) }));
    return { items: await this.present(shown), nextCursor, mode };
  }

  /** A viewer's stored For You list built again from their signals (the recommendations job). */
  async rebuildForYou(viewerId: string): Promise<void> {
    await rebuildForYou(this.recommendations, viewerId);
  }

  async forYou(viewerId: string, cursorText?: string): Promise<FeedPage> {
    const cursor = decodeCursor(cursorText, isForYouCursor);
    if (cursor?.m !== 'fallback') {
      try {
        let rows = await this.repo.recommended(viewerId, FEED_PAGE_SIZE + 1, cursor && { score: cursor.s, id: cursor.i });
        if (rows.length === 0 && !cursor) {
          // A first visit: build the list now, so every later page is a stable keyset walk over it. Read back
          // from the primary: a replica may not have the list yet.
          await rebuildForYou(this.recommendations, viewerId);
          rows = await this.repo.onPrimary().recommended(viewerId, FEED_PAGE_SIZE + 1, null);
        }
        if (rows.length > 0 || cursor) {
          const { shown, nextCursor } = pageRows(rows, FEED_PAGE_SIZE, (row) => ({ m: 'recs', ...scoreKey({ score: row.score!, id: row.id }) }));
          return { items: await this.present(shown), nextCursor, mode: 'foryou' };
        }
      } catch (error) {
        this.log.warn({ err: error }, 'recommendations unavailable; using get_personalized_feed');
      }
    }
    const offset = cursor?.m === 'fallback' ? cursor.o : 0;
    try {
      const scored = await this.repo.personalized(viewerId, FEED_PAGE_SIZE + 1, offset);
      // The stored function pages by offset, as its signature demands: the next page starts one page on.
      const { shown, nextCursor } = pageRows(scored, FEED_PAGE_SIZE, () => ({ m: 'fallback', o: offset + FEED_PAGE_SIZE }));
      const ids = shown.map((row) => row.videoId);
      return { items: await this.present(inOrder(ids, await this.repo.hydrate(viewerId, ids, 'forYou'))), nextCursor, mode: 'foryou' };
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

  /** For You's watched mark and Following's repost mark (issue 55) ride on the cards that have them. */
  private async present(videos: Array<HydratedVideo & Partial<Pick<PageRow, 'seen' | 'repostedById' | 'repostedByName'>>>): Promise<FeedItem[]> {
    const items = await presentVideos(videos, this.media);
    return items.map((item, index) => {
      const { seen, repostedById, repostedByName } = videos[index];
      const marked = seen ? { ...item, seen: true } : item;
      return repostedById && repostedByName ? { ...marked, repostedBy: { userId: repostedById, username: repostedByName } } : marked;
    });
  }
}
