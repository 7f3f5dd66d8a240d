import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { SearchTab } from '../../../shared/search-types.ts';
import type { PagedSearchTab, SearchResults } from '../../api/search-api.ts';
import { PersonRow } from '../../components/people/person-row.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { VideoTile } from '../../components/video/video-tile.tsx';
import { SoundRow } from '../../components/sounds/sound-row.tsx';
import { PlaceRow, TagRow } from './result-rows.tsx';
import { NoResults } from './search-states.tsx';
import { RESULTS_OF, useSearchListText } from './search-text.ts';
import { TopResults } from './top-results.tsx';
import { useSearchList } from './use-search-results.ts';
import { searchTileLink } from '../../lib/view-source.ts';

/** How each paged tab names and draws its items. Keys and renderers live at module level, so they never change. */
const TABS: { [T in PagedSearchTab]: { key: (item: SearchResults[T]) => string; render: (item: SearchResults[T], index: number) => ReactNode; layout: 'grid' | 'rows' } } = {
  videos: { key: (video) => video.id, render: (video, index) => <VideoTile key={video.id} video={video} link={searchTileLink(video.id)} eager={index < 2} />, layout: 'grid' },
  people: { key: (person) => person.userId, render: (person) => <PersonRow key={person.userId} person={person} />, layout: 'rows' },
  sounds: { key: (sound) => sound.id, render: (sound) => <SoundRow key={sound.id} sound={sound} />, layout: 'rows' },
  tags: { key: (tag) => tag.name, render: (tag) => <TagRow key={tag.name} tag={tag} />, layout: 'rows' },
  places: { key: (place) => place.id, render: (place) => <PlaceRow key={place.id} place={place} />, layout: 'rows' },
};

function ListResults<T extends PagedSearchTab>({ tab, query }: { tab: T; query: string }) {
  const { t } = useTranslation('search');
  const text = useSearchListText();
  const { key, render, layout } = TABS[tab];
  const { list, items } = useSearchList(tab, query, key);
  return (
    <PagedList
      query={list}
      items={items}
      renderItem={render}
      label={t(RESULTS_OF[tab])}
      layout={layout}
      empty={<NoResults query={query} />}
      text={text}
    />
  );
}

/** The open tab's results for `query`. Each tab is its own list, so one tab's results never stand in for another's. */
export function SearchResultsPanel({ tab, query, onTab }: { tab: SearchTab; query: string; onTab: (tab: SearchTab) => void }) {
  switch (tab) {
    case 'top':
      return <TopResults query={query} onTab={onTab} />;
    case 'videos':
      return <ListResults key="videos" tab="videos" query={query} />;
    case 'people':
      return <ListResults key="people" tab="people" query={query} />;
    case 'sounds':
      return <ListResults key="sounds" tab="sounds" query={query} />;
    case 'tags':
      return <ListResults key="tags" tab="tags" query={query} />;
    case 'places':
      return <ListResults key="places" tab="places" query={query} />;
  }
}
