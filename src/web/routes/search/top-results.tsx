import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SEARCH_TOP_PEOPLE } from '../../../shared/constants.ts';
import type { SearchTab } from '../../../shared/search-types.ts';
import { PersonRow } from '../../components/people/person-row.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { VideoTile } from '../../components/video/video-tile.tsx';
import { SoundRow } from '../../components/sounds/sound-row.tsx';
import { TagRow } from './result-rows.tsx';
import { NoResults } from './search-states.tsx';
import { SEARCH_TAB_LABELS } from '../../../shared/search-messages.ts';
import { RESULTS_OF, SEE_ALL, useSearchListText } from './search-text.ts';
import { useTopResults } from './use-search-results.ts';
import { searchTileLink } from '../../lib/view-source.ts';


interface TopSectionProps {
  tab: Exclude<SearchTab, 'top'>;
  onTab: (tab: SearchTab) => void;
  children: ReactNode;
}

/** One kind of result on the Top tab, headed by its name, with a way to its own tab. */
function TopSection({ tab, onTab, children }: TopSectionProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {t(SEARCH_TAB_LABELS[tab])}
        </h2>
        <button type="button" onClick={() => onTab(tab)} aria-label={t(SEE_ALL[tab])} className={buttonClasses('ghost', 'sm', 'text-pink-300')}>
          {t('See all')}
        </button>
      </div>
      <ul aria-labelledby={headingId} className="flex flex-col gap-1">
        {children}
      </ul>
    </section>
  );
}

/** Top: a few people, tags and sounds, then videos that keep loading as the user scrolls. */
export function TopResults({ query, onTab }: { query: string; onTab: (tab: SearchTab) => void }) {
  const { t } = useTranslation('search');
  const text = useSearchListText();
  const { top, first, videos } = useTopResults(query);
  const videosHeadingId = useId();
  const people = first?.people.slice(0, SEARCH_TOP_PEOPLE) ?? [];
  const tags = first?.tags ?? [];
  const sounds = first?.sounds ?? [];
  return (
    <QueryState
      query={top}
      isError={!first}
      text={{ loading: t('Loading results'), failed: t('Something went wrong. Try again.'), retry: t('Try again') }}
      isEmpty={people.length + tags.length + sounds.length + videos.length === 0}
      empty={<NoResults query={query} />}
    >
      <div aria-busy={top.isPlaceholderData} className={`flex flex-col gap-6 ${top.isPlaceholderData ? 'opacity-60' : ''}`}>
        {people.length > 0 ? (
          <TopSection tab="people" onTab={onTab}>
            {people.map((person) => (
              <PersonRow key={person.userId} person={person} />
            ))}
          </TopSection>
        ) : null}
        {tags.length > 0 ? (
          <TopSection tab="tags" onTab={onTab}>
            {tags.map((tag) => (
              <TagRow key={tag.name} tag={tag} />
            ))}
          </TopSection>
        ) : null}
        {sounds.length > 0 ? (
          <TopSection tab="sounds" onTab={onTab}>
            {sounds.map((sound) => (
              <SoundRow key={sound.id} sound={sound} />
            ))}
          </TopSection>
        ) : null}
        {videos.length > 0 ? (
          <section aria-labelledby={videosHeadingId} className="flex flex-col gap-2">
            <h2 id={videosHeadingId} className="text-lg font-bold">
              {t(SEARCH_TAB_LABELS.videos)}
            </h2>
            <PagedList
              query={top}
              items={videos}
              renderItem={(video, index) => <VideoTile key={video.id} video={video} link={searchTileLink(video.id)} eager={index < 2} />}
              label={t(RESULTS_OF.videos)}
              layout="grid"
              empty={null}
              text={text}
            />
          </section>
        ) : null}
      </div>
    </QueryState>
  );
}
