import type { FeedRepo } from '../../data/repos/feed.repo.ts';
import type { GridPlayerRepo } from '../../data/repos/grid-player.repo.ts';
import type { TagRepo } from '../../data/repos/tag.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { PlaceService } from '../places/place.service.ts';
import type { ProfileService } from '../profiles/profile.service.ts';
import type { SoundService } from '../sounds/sound.service.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import type { CardPage } from '../../../shared/feed-types.ts';
import type { TagSort } from '../../../shared/search-types.ts';
import { PLAYER_PAGE_SIZE } from '../../../shared/constants.ts';
import { inOrder, presentVideos } from './feed-views.ts';
import { pageRows, scoreCursor, scoreKey, timeCursor, timeKey } from '../paging/page.ts';

const SIZE = PLAYER_PAGE_SIZE;

/**
 * The players of the grids (issue 25): a profile's Posts and Likes, a place's, a sound's and a tag's videos
 * as full cards, in the grid's order, keyset-paged like the feeds. Skeleton (ids in order, the grid's rules:
 * a missing profile, place or sound is a 404 as its grid is) → hydrate (FeedRepo's cards, viewer state
 * included) → present.
 */
export class GridPlayerService {
  constructor(
    private readonly grids: GridPlayerRepo,
    private readonly tags: TagRepo,
    private readonly cards: FeedRepo,
    private readonly media: MediaUrls,
    private readonly owners: { profiles: ProfileService; places: PlaceService; sounds: SoundService; collections: CollectionsService },
  ) {}

  async posts(viewerId: string, userId: string, cursor?: string): Promise<CardPage> {
    await this.owners.profiles.findShown(viewerId, userId);
    const after = timeCursor(cursor);
    const pinned = after ? [] : await this.grids.pinned(viewerId, userId);
    return this.page(viewerId, await this.grids.posts(viewerId, userId, SIZE + 1, after), timeKey, pinned);
  }

  async likes(viewerId: string, userId: string, cursor?: string): Promise<CardPage> {
    await this.owners.profiles.findShown(viewerId, userId);
    return this.page(viewerId, await this.grids.likes(viewerId, userId, SIZE + 1, timeCursor(cursor)), timeKey);
  }

  async reposts(viewerId: string, userId: string, cursor?: string): Promise<CardPage> {
    await this.owners.profiles.findShown(viewerId, userId);
    return this.page(viewerId, await this.grids.reposts(viewerId, userId, SIZE + 1, timeCursor(cursor)), timeKey);
  }

  /** My Favourites as cards (issue 55): nobody else's list is ever asked for. */
  async favourites(viewerId: string, cursor?: string): Promise<CardPage> {
    return this.page(viewerId, await this.grids.favourites(viewerId, SIZE + 1, timeCursor(cursor)), timeKey);
  }

  /** A collection's player (issue 55 item 2): its grid's order and rules, a 404 where its grid is one. */
  async collection(viewerId: string, id: string, cursor?: string): Promise<CardPage> {
    return this.page(viewerId, await this.owners.collections.playerRows(viewerId, id, SIZE + 1, cursor), timeKey);
  }

  async place(viewerId: string, placeId: string, cursor?: string): Promise<CardPage> {
    await this.owners.places.find(placeId);
    return this.page(viewerId, await this.grids.place(viewerId, placeId, SIZE + 1, timeCursor(cursor)), timeKey);
  }

  async sound(viewerId: string, soundId: string, cursor?: string): Promise<CardPage> {
    await this.owners.sounds.find(soundId);
    return this.page(viewerId, await this.grids.sound(viewerId, soundId, SIZE + 1, timeCursor(cursor)), timeKey);
  }

  /** The tag grid's own queries and cursors, so the player's order is the grid's. */
  async tag(viewerId: string, name: string, sort: TagSort, cursor?: string): Promise<CardPage> {
    const tag = name.toLowerCase();
    if (sort === 'newest') return this.page(viewerId, await this.tags.newest(viewerId, tag, SIZE + 1, timeCursor(cursor)), timeKey);
    return this.page(viewerId, await this.tags.popular(viewerId, tag, SIZE + 1, scoreCursor(cursor)), scoreKey);
  }

  /** The shown rows' cards are hydrated in one statement, then presented together. */
  private async page<Row extends { id: string }>(viewerId: string, rows: Row[], keyOf: (row: Row) => object, leading: { id: string }[] = []): Promise<CardPage> {
    const { shown, nextCursor } = pageRows(rows, SIZE, keyOf);
    // `leading`: a profile's pinned videos, before the first page's keyset rows (never in a cursor).
    const ids = [...leading, ...shown].map((row) => row.id);
    const cards = inOrder(ids, await this.cards.hydrate(viewerId, ids));
    return { items: await presentVideos(cards, this.media), nextCursor };
  }
}
