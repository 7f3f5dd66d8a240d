import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { uploadsApi } from '../../api/uploads-api.ts';
import type { FeedItem } from '../../api/videos-api.ts';
import { LoadMoreMarker } from '../../components/ui/paged-list.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useGridPages } from '../../hooks/use-grid-pages.ts';
import { msg } from '../../i18n/i18n.ts';
import { UnpostedRow, type UnpostedVideo } from './unposted-row.tsx';
import { feedKeys } from '../../api/feed-keys.ts';
import { profileKeys } from '../../api/profile-keys.ts';

// Opened on demand: their forms' rules (zod) load with them, not with the profile (issue 53).
const EditVideoDialog = lazy(() => import('../../components/player/options/edit-video-dialog.tsx').then((m) => ({ default: m.EditVideoDialog })));
const ScheduleDialog = lazy(() => import('./schedule-dialog.tsx').then((m) => ({ default: m.ScheduleDialog })));

/** While one of them is still processing, the list is refreshed until it settles. */
const PROCESSING_POLL_MS = 3000;
const LOAD_FAILED = msg('Could not load these videos.');

const KINDS = {
  drafts: { label: msg('Drafts'), loading: msg('Loading drafts'), empty: msg('No drafts. Save one from the upload screen to post it later.') },
  scheduled: { label: msg('Scheduled'), loading: msg('Loading scheduled posts'), empty: msg('Nothing scheduled. Choose "Schedule for later" when you upload.') },
} as const;

/**
 * The Drafts and Scheduled tabs of the owner's own profile (issue 42): videos saved with "Save draft", newest
 * first, and scheduled posts, the soonest first. Only the owner has these tabs.
 */
export function UnpostedPanel({ userId, kind }: { userId: string; kind: keyof typeof KINDS }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const key = kind === 'drafts' ? profileKeys.drafts(userId) : profileKeys.scheduled(userId);
  const { query, items } = useGridPages<UnpostedVideo>(key, (cursor, signal) => (kind === 'drafts' ? uploadsApi.drafts(cursor, signal) : uploadsApi.scheduled(signal)), {
    refetchInterval: (loaded) => (loaded.some((video) => video.status === 'processing') ? PROCESSING_POLL_MS : false),
  });
  const [editing, setEditing] = useState<FeedItem | null>(null);
  const [scheduling, setScheduling] = useState<UnpostedVideo | null>(null);
  /** Posting, scheduling or cancelling moves a video between the tabs (and into Posts and the feeds). */
  const refresh = () => {
    for (const queryKey of [profileKeys.drafts(userId), profileKeys.scheduled(userId), profileKeys.videos(userId, 'videos'), feedKeys.all]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const words = KINDS[kind];
  const text = { loading: t('Loading videos'), loadingMore: t('Loading more videos'), retry: t('Try again'), failed: t(LOAD_FAILED) };
  return (
    <QueryState query={query} alert="none" text={{ ...text, loading: t(words.loading) }} isError={query.isError && items.length === 0}>
      {items.length === 0 ? (
        <p className="py-10 text-center text-zinc-400">{t(words.empty)}</p>
      ) : (
        <ul aria-label={t(words.label)} className="flex flex-col gap-2">
          {items.map((video) => (
            <UnpostedRow
              key={video.id}
              video={video}
              onEdit={setEditing}
              onSchedule={setScheduling}
              onChanged={(message) => {
                toast.success(message);
                refresh();
              }}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage ? <LoadMoreMarker query={query} text={text} /> : null}
      <Suspense fallback={null}>
        {editing ? (
          <EditVideoDialog
            video={editing}
            onClose={() => {
              setEditing(null);
              void queryClient.invalidateQueries({ queryKey: key });
            }}
          />
        ) : null}
        {scheduling ? <ScheduleDialog videoId={scheduling.id} current={scheduling.scheduledAt ?? null} onClose={() => setScheduling(null)} onSaved={refresh} /> : null}
      </Suspense>
    </QueryState>
  );
}
