import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { mapErrorMessage, type MappableError } from '../../../shared/error-mapper.ts';
import { STORY_MESSAGES } from '../../../shared/story-types.ts';
import { ApiError } from '../../api/client.ts';
import { storyRings, userStories } from '../../api/stories-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { StoryPlayer } from './viewer/story-player.tsx';
import { storyKeys } from '../../api/story-keys.ts';

/** Set when the viewer moved on to the next person by itself, so an empty person is skipped, not shown. */
interface AdvanceState {
  advanced?: boolean;
}

/** Whether the page before this one is ours (react-router numbers its history entries), so Back stays in the app. */
const hasInAppHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * /stories/{userId}: one person's active stories full screen, then the next person's in the order of the
 * rings row, as in other story apps. Reached from the feed's rings, a profile avatar, or after posting.
 */
export function StoryViewerPage() {
  const { t } = useTranslation('stories');
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const stories = useQuery({ queryKey: storyKeys.user(userId), queryFn: ({ signal }) => userStories(userId, signal), staleTime: 30_000 });
  const rings = useQuery({ queryKey: storyKeys.rings, queryFn: ({ signal }) => storyRings(signal), staleTime: 30_000 });
  // The order at opening: rings re-sort as they turn seen, which must not reshuffle who comes next.
  const [queue, setQueue] = useState<string[] | null>(null);
  if (queue === null && rings.data) setQueue(rings.data.map((ring) => ring.userId));
  const nextUserId = queue ? queue[queue.indexOf(userId) + 1] : undefined;
  useDocumentTitle(stories.data ? t('Stories · @{{username}}', { username: stories.data.author.username }) : t('Stories'));

  const close = useCallback(() => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
  // Replace, not push: Back from any person's stories returns to where the viewer was opened.
  const finished = useCallback(() => {
    if (nextUserId && queue?.includes(userId)) void navigate(`/stories/${nextUserId}`, { replace: true, state: { advanced: true } satisfies AdvanceState });
    else close();
  }, [close, navigate, nextUserId, queue, userId]);
  const nearEnd = () => {
    if (nextUserId) void queryClient.prefetchQuery({ queryKey: storyKeys.user(nextUserId), queryFn: ({ signal }) => userStories(nextUserId, signal), staleTime: 30_000 });
  };

  // Leaving the viewer: the rings reload from the server, in its order of unseen first.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: storyKeys.rings }), [queryClient]);

  useEffect(() => {
    if (!stories.isError) return;
    console.error('Failed to load stories', stories.error);
    const notFound = stories.error instanceof ApiError && stories.error.status === 404;
    toast.error(t(notFound ? STORY_MESSAGES.notFound : mapErrorMessage(stories.error as MappableError)));
    close();
  }, [stories.isError, stories.error, close, t]);

  const empty = stories.data?.items.length === 0;
  const advanced = (location.state as AdvanceState | null)?.advanced === true;
  useEffect(() => {
    if (empty && advanced) finished();
  }, [empty, advanced, finished]);

  return (
    <main className="fixed inset-0 z-50 bg-black text-white">
      <h1 className="sr-only">{stories.data ? t('Stories by {{username}}', { username: stories.data.author.username }) : t('Stories')}</h1>
      {stories.isPending || stories.isError ? (
        <Spinner label={t('Loading stories')} className="size-full" />
      ) : empty ? (
        <div className="flex size-full flex-col items-center justify-center gap-4 px-6 text-center">
          <p className="text-lg font-semibold">{t('No active stories')}</p>
          <Button variant="secondary" onClick={close}>
            {t('Close stories')}
          </Button>
        </div>
      ) : (
        <StoryPlayer key={userId} stories={stories.data} onFinished={finished} onNearEnd={nearEnd} onClose={close} />
      )}
    </main>
  );
}
