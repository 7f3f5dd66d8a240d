import type { PlaceRepo } from '../../data/repos/place.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { placeSchema } from '../../../shared/content.schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { presentTile } from '../feed/feed-views.ts';
import { EMPTY_PAGE, keysetPage, scoreCursor, scoreKey, timeCursor, timeKey } from '../paging/page.ts';
import { PLACE_SEARCH_MAX } from '../../../shared/constants.ts';

/** A place's grid, a page at a time. */
const PLACE_GRID_PAGE_SIZE = 60;

export const PLACE_MESSAGES = { locationRequired: 'Please choose the location on the map' } as const;

export class PlaceService {
  constructor(
    private readonly places: PlaceRepo,
    private readonly media: MediaUrls,
  ) {}

  /** The picker's matches, PLACE_SEARCH_MAX a page. */
  async search(text: string, cursor?: string) {
    const after = scoreCursor(cursor);
    const trimmed = text.trim();
    if (!trimmed) return EMPTY_PAGE;
    const rows = await this.places.search(trimmed.slice(0, 100), PLACE_SEARCH_MAX + 1, after);
    return keysetPage(rows, PLACE_SEARCH_MAX, scoreKey, ({ score: _score, ...place }) => place);
  }

  async create(userId: string, input: unknown) {
    const parsed = placeSchema.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Failed to create place');
    // A place needs a chosen map location; 0 is what an untouched map picker would send.
    if (parsed.data.lat === null || parsed.data.lng === null || parsed.data.lat === 0) throw badRequest(PLACE_MESSAGES.locationRequired);
    return this.places.insert({ ...parsed.data, createdBy: userId });
  }

  async find(id: string) {
    const place = await this.places.find(id);
    if (!place) throw notFound('Place Not Found');
    return place;
  }

  async videos(viewerId: string | null, placeId: string, cursor?: string) {
    const after = timeCursor(cursor);
    await this.find(placeId);
    const rows = await this.places.videos(viewerId, placeId, PLACE_GRID_PAGE_SIZE + 1, after);
    return keysetPage(rows, PLACE_GRID_PAGE_SIZE, timeKey, (row) => presentTile(row, this.media));
  }
}
