import type { SearchRepo } from '../../data/repos/search.repo.ts';
import { presentTile } from '../feed/feed-views.ts';
import type { PeopleSearchRepo, PersonRow } from '../../data/repos/people-search.repo.ts';
import type { TagRepo } from '../../data/repos/tag.repo.ts';
import type { CatalogSearchRepo } from '../../data/repos/catalog-search.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { TileVideo } from '../../../shared/feed-types.ts';
import type { SearchPage, SearchPerson, SearchPlace, SearchTag, SearchTop } from '../../../shared/search-types.ts';
import type { Sound } from '../../../shared/sound-types.ts';
import { SEARCH_PAGE_SIZE, SEARCH_TOP_PEOPLE, SEARCH_TOP_SOUNDS, SEARCH_TOP_TAGS } from '../../../shared/constants.ts';
import { likePrefix, searchTerms, tsqueryText, type SearchTerms } from './search-terms.ts';
import { EMPTY_PAGE, keysetPage, nameCursor, nameKey, scoreCursor, scoreKey } from '../paging/page.ts';

/**
 * Search (issue 23): each tab is one ranked, keyset-paged query; Top is the first few of each kind. Every
 * query shares the feed's rules (decision 024), and a query with no letters or digits finds nothing.
 */
export class SearchService {
  constructor(
    private readonly repo: SearchRepo,
    private readonly people: PeopleSearchRepo,
    private readonly tagRepo: TagRepo,
    private readonly catalog: CatalogSearchRepo,
    private readonly media: MediaUrls,
  ) {}

  async top(viewerId: string, query: string): Promise<SearchTop> {
    const terms = searchTerms(query);
    const [people, tags, sounds, videos] = await Promise.all([
      this.searchPeople(viewerId, terms, SEARCH_TOP_PEOPLE, undefined),
      this.searchTags(terms, SEARCH_TOP_TAGS, undefined),
      this.searchSounds(terms, SEARCH_TOP_SOUNDS, undefined),
      this.searchVideos(viewerId, terms, undefined),
    ]);
    return { people: people.items, tags: tags.items, sounds: sounds.items, videos };
  }

  videos(viewerId: string, query: string, cursor?: string) {
    return this.searchVideos(viewerId, searchTerms(query), cursor);
  }

  peoplePage(viewerId: string, query: string, cursor?: string) {
    return this.searchPeople(viewerId, searchTerms(query), SEARCH_PAGE_SIZE, cursor);
  }

  tags(query: string, cursor?: string) {
    return this.searchTags(searchTerms(query), SEARCH_PAGE_SIZE, cursor);
  }

  sounds(query: string, cursor?: string) {
    return this.searchSounds(searchTerms(query), SEARCH_PAGE_SIZE, cursor);
  }

  async places(query: string, cursor?: string): Promise<SearchPage<SearchPlace>> {
    const terms = searchTerms(query);
    const key = scoreCursor(cursor);
    if (!terms.text) return EMPTY_PAGE;
    const rows = await this.catalog.places({ text: terms.text, prefix: likePrefix(terms.text) }, SEARCH_PAGE_SIZE + 1, key);
    return keysetPage(rows, SEARCH_PAGE_SIZE, scoreKey, ({ score: _score, ...place }) => place);
  }

  private async searchVideos(viewerId: string, terms: SearchTerms, cursor: string | undefined): Promise<SearchPage<TileVideo>> {
    const key = scoreCursor(cursor);
    if (terms.words.length === 0) return EMPTY_PAGE;
    const corrections = await this.repo.corrections(terms.words);
    const rows = await this.repo.videos(viewerId, tsqueryText(terms.words, corrections), terms.words.join(' & '), SEARCH_PAGE_SIZE + 1, key);
    return keysetPage(rows, SEARCH_PAGE_SIZE, scoreKey, (row) => presentTile(row, this.media));
  }

  private async searchPeople(viewerId: string, terms: SearchTerms, size: number, cursor: string | undefined): Promise<SearchPage<SearchPerson>> {
    const key = scoreCursor(cursor);
    if (!terms.text) return EMPTY_PAGE;
    const rows = await this.people.people(viewerId, { text: terms.text, prefix: likePrefix(terms.text), bioQuery: tsqueryText(terms.words) }, size + 1, key);
    return keysetPage(rows, size, (row) => scoreKey({ score: row.score, id: row.userId }), (row) => this.person(row));
  }

  private async searchTags(terms: SearchTerms, size: number, cursor: string | undefined): Promise<SearchPage<SearchTag>> {
    const key = nameCursor(cursor);
    const text = terms.text.replace(/\s+/g, '_');
    if (!text) return EMPTY_PAGE;
    const rows = await this.tagRepo.search({ text, prefix: likePrefix(text) }, size + 1, key);
    return keysetPage(rows, size, nameKey, ({ score: _score, ...tag }) => tag);
  }

  private async searchSounds(terms: SearchTerms, size: number, cursor: string | undefined): Promise<SearchPage<Sound>> {
    const key = scoreCursor(cursor);
    if (!terms.text) return EMPTY_PAGE;
    const rows = await this.catalog.sounds({ text: terms.text, prefix: likePrefix(terms.text) }, size + 1, key);
    return keysetPage(rows, size, scoreKey, ({ score: _score, ...sound }) => ({ ...sound, createdAt: sound.createdAt.toISOString() }));
  }

  async person(row: PersonRow): Promise<SearchPerson> {
    const { score: _score, ...person } = row;
    return { ...person, avatarUrl: await this.media.sign(person.avatarUrl) };
  }
}
