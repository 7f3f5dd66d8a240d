import { Compass, Video } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { mapErrorMessage, type MappableError } from '../../../shared/error-mapper.ts';
import { DISCOVER_LABEL } from '../../../shared/feed-messages.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { FEED_MESSAGES } from '../../web-messages.ts';
import { CaughtUpDivider } from './caught-up-divider.tsx';
import { SuggestedCreatorsScreen } from './suggested-creators-screen.tsx';
import { cardKey, useFeed } from './use-feed.ts';
import { useSuggestionsFirst } from './use-suggestions-first.ts';
import { VideoPager } from '../../components/player/pager/video-pager.tsx';
import { ViewSourceContext } from '../../lib/view-source.ts';
import type { FeedKind } from '../../api/feed-keys.ts';

function EmptyFeed() {
  const { t } = useTranslation('feed');
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
      <Video aria-hidden="true" className="size-12 text-zinc-600" />
      <h2 className="text-xl font-semibold text-zinc-100">{t(FEED_MESSAGES.emptyTitle)}</h2>
      <p className="text-zinc-400">{t(FEED_MESSAGES.emptyBody)}</p>
    </div>
  );
}

/** The Following tab's fallback when nobody followed has posted: say so, so the feed is not mistaken. */
function DiscoverLabel() {
  const { t } = useTranslation('feed');
  return (
    <div className="flex shrink-0 justify-center py-1.5">
      <p className="flex items-center gap-1.5 rounded-full bg-zinc-800/80 px-3 py-1 text-xs font-medium text-zinc-200">
        <Compass aria-hidden="true" className="size-3.5" />
        {t(DISCOVER_LABEL)}
      </p>
    </div>
  );
}

/** The vertical, snap-scrolling feed of one tab (spec §2 "Main feed screen"). */
export function FeedList({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation('feed');
  const feed = useFeed(kind);
  const { videos, mode, isPending, error, refetch } = feed;
  const suggestionsFirst = useSuggestionsFirst(kind, mode);

  // A failed Following load is only logged (spec §8), but the screen offers a way to try again; a failed For
  // You load is toasted and the feed shows empty.
  return (
    <QueryState
      isPending={isPending || (videos.length > 0 && suggestionsFirst === null)}
      loadingClassName="h-full"
      isError={Boolean(error) && videos.length === 0 && kind === 'following'}
      onRetry={() => void refetch()}
      text={{ failed: error ? t(mapErrorMessage(error as MappableError)) : '', retry: t('Try again') }}
      className="h-full justify-center px-6"
      alert="none"
      isEmpty={videos.length === 0}
      empty={<EmptyFeed />}
    >
      <div className="flex h-full flex-col">
        {mode === 'discover' ? <DiscoverLabel /> : null}
        <ViewSourceContext value={kind === 'following' ? 'following' : 'for_you'}>
          <VideoPager
            videos={videos}
            keyOf={cardKey}
            paging={feed}
            leading={suggestionsFirst ? (scroller, onActive) => <SuggestedCreatorsScreen scroller={scroller} onActive={onActive} /> : undefined}
            before={(video, index) => (video.seen && !videos[index - 1]?.seen ? <CaughtUpDivider /> : null)}
          />
        </ViewSourceContext>
      </div>
    </QueryState>
  );
}

export const FollowingFeed = () => <FeedList kind="following" />;
export const ForYouFeed = () => <FeedList kind="foryou" />;
