import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Hash } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SEARCH_MESSAGES } from '../../../shared/search-messages.ts';
import { searchApi, type SearchTag } from '../../api/search-api.ts';
import { searchKeys, searchStaleTimes } from '../../api/search-keys.ts';
import { tagHref } from '../../lib/hashtags.ts';
import { QueryState } from '../ui/query-state.tsx';
import { resultRow, stretchedLink } from '../ui/row-styles.ts';
import { TagChip } from './hashtag-links.tsx';
import { usesTodayText } from './tag-text.ts';

function TrendingRow({ tag }: { tag: SearchTag }) {
  return (
    <li className={resultRow}>
      <Hash aria-hidden="true" className="size-4 shrink-0 text-pink-400" />
      <div className="min-w-0 flex-1">
        <Link to={tagHref(tag.name)} className={`block ${stretchedLink}`}>
          #{tag.name}
        </Link>
        <p className="text-sm text-muted">{usesTodayText(tag.uses24h)}</p>
      </div>
    </li>
  );
}

/**
 * The tags used most in the last 24 hours (issue 23): chips on the search screen, rows with their count in
 * the feed's desktop side column.
 */
export function TrendingTags({ layout, className = '' }: { layout: 'chips' | 'rows'; className?: string }) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const trending = useQuery({
    queryKey: searchKeys.trendingTags,
    queryFn: ({ signal }) => searchApi.trendingTags(signal),
    staleTime: searchStaleTimes.trending,
  });

  const body = (
    <QueryState
      query={trending}
      look="inline"
      loadingClassName="py-4"
      alert="none"
      text={{ loading: t(SEARCH_MESSAGES.trendingTags), failed: t(SEARCH_MESSAGES.failed), retry: t(SEARCH_MESSAGES.retry) }}
      isEmpty={trending.data?.items.length === 0}
      empty={<p className="text-sm text-muted">{t(SEARCH_MESSAGES.noTrendingTags)}</p>}
    >
      {({ items }) =>
        layout === 'chips' ? (
          <ul aria-labelledby={headingId} className="flex flex-wrap gap-2">
            {items.map((tag) => (
              <li key={tag.name}>
                <TagChip name={tag.name} />
              </li>
            ))}
          </ul>
        ) : (
          <ol aria-labelledby={headingId} className="flex flex-col gap-0.5">
            {items.map((tag) => (
              <TrendingRow key={tag.name} tag={tag} />
            ))}
          </ol>
        )
      }
    </QueryState>
  );

  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-3 ${className}`}>
      <h2 id={headingId} className="text-lg font-bold">
        {t(SEARCH_MESSAGES.trendingTags)}
      </h2>
      {body}
    </section>
  );
}
