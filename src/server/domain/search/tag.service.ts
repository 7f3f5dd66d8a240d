import type { TagRepo } from '../../data/repos/tag.repo.ts';
import type { PeopleSearchRepo } from '../../data/repos/people-search.repo.ts';
import type { TileVideo } from '../../../shared/feed-types.ts';
import type { SearchPage, SearchPerson, SearchTag, TagSort, TagSummary } from '../../../shared/search-types.ts';
import { SEARCH_PAGE_SIZE, SUGGESTED_CREATORS, TRENDING_TAGS } from '../../../shared/constants.ts';
import { keysetPage, scoreCursor, scoreKey, timeCursor, timeKey } from '../paging/page.ts';
import type { SearchService } from './search.service.ts';
import type { MediaUrls } from '../media-urls.ts';
import { presentTile } from '../feed/feed-views.ts';

export const TRENDING_TAGS_EVERY_SECONDS = 600;

/** Hashtag pages, trending tags and suggested creators (issue 23). */
export class TagService {
  constructor(
    private readonly tags: TagRepo,
    private readonly people: PeopleSearchRepo,
    private readonly search: SearchService,
    private readonly media: MediaUrls,
  ) {}

  /** A tag's head; a tag nobody has used yet is a page with no videos, not an error. */
  async summary(name: string): Promise<TagSummary> {
    const tag = name.toLowerCase();
    const row = await this.tags.find(tag);
    return { name: tag, videoCount: row?.videoCount ?? 0 };
  }

  async videos(viewerId: string, name: string, sort: TagSort, cursor?: string): Promise<SearchPage<TileVideo>> {
    const tag = name.toLowerCase();
    const size = SEARCH_PAGE_SIZE;
    if (sort === 'newest') {
      const rows = await this.tags.newest(viewerId, tag, size + 1, timeCursor(cursor));
      return keysetPage(rows, size, timeKey, (row) => presentTile(row, this.media));
    }
    const rows = await this.tags.popular(viewerId, tag, size + 1, scoreCursor(cursor));
    return keysetPage(rows, size, scoreKey, (row) => presentTile(row, this.media));
  }

  async trending(): Promise<{ items: SearchTag[] }> {
    return { items: await this.tags.trending(TRENDING_TAGS) };
  }

  async suggested(viewerId: string): Promise<{ items: SearchPerson[] }> {
    const rows = await this.people.suggested(viewerId, SUGGESTED_CREATORS);
    return { items: await Promise.all(rows.map((row) => this.search.person(row))) };
  }

  /** The trending job: recounts every tag; returns how many changed. */
  recount() {
    return this.tags.recount();
  }
}
