import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TrendingUp } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { soundKeys } from '../../api/sound-keys.ts';
import { soundsApi, type TrendingSound } from '../../api/sounds-api.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { formatUses } from '../../components/sounds/sound-format.ts';
import { stretchedSoundLink } from '../../components/sounds/sound-row.tsx';

function TrendingItem({ sound }: { sound: TrendingSound }) {
  return (
    <li data-testid="trending-sound" className="relative flex w-48 shrink-0 snap-start items-center gap-3 rounded-lg bg-zinc-900 p-3 hover:bg-zinc-800 lg:w-auto lg:py-2">
      <span className="w-6 shrink-0 text-center text-xl font-black text-pink-400 tabular-nums">{sound.rank}</span>
      <div className="min-w-0 flex-1">
        <Link to={`/sounds/${sound.id}`} className={stretchedSoundLink}>
          {sound.title}
        </Link>
        <p className="truncate text-sm text-zinc-300">{sound.artist}</p>
        <p className="text-xs text-zinc-300">{formatUses(sound.soundUse)}</p>
      </div>
    </li>
  );
}

/**
 * The ten most used sounds. On phones a row that scrolls sideways above the list, so searching is not
 * pushed below ten cards; from lg up a side column.
 */
export function TrendingSounds({ className = '' }: { className?: string }) {
  const { t } = useTranslation('sounds');
  const headingId = useId();
  const trending = useQuery({ queryKey: soundKeys.trending, queryFn: ({ signal }) => soundsApi.trending(signal), staleTime: 60_000 });

  const body = (
    <QueryState
      query={trending}
      look="inline"
      className="py-4"
      alert="none"
      text={{ loading: t('Loading trending sounds'), failed: t('Failed to load tracks'), retry: t('Try again') }}
      isEmpty={trending.data?.items.length === 0}
      empty={<p className="py-4 text-muted">{t('Nothing trending yet')}</p>}
    >
      {({ items }) => (
        <ol aria-labelledby={headingId} className="flex snap-x gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
          {items.map((sound) => (
            <TrendingItem key={sound.id} sound={sound} />
          ))}
        </ol>
      )}
    </QueryState>
  );

  return (
    <section aria-labelledby={headingId} className={`flex min-w-0 flex-col gap-3 ${className}`}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <TrendingUp aria-hidden="true" className="size-5 text-pink-400" />
        {t('Trending')}
      </h2>
      {body}
    </section>
  );
}
