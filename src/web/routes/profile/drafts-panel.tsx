import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Pencil, Send, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { creatorKeys } from '../../api/creator-keys.ts';
import { queryKeys } from '../../api/query-keys.ts';
import type { ProfileVideo } from '../../api/profiles-api.ts';
import { uploadsApi } from '../../api/uploads-api.ts';
import { videosApi, type FeedItem } from '../../api/videos-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadMoreMarker } from '../../components/ui/paged-list.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.ts';
import { GRID_THUMBNAIL_SIZES, ThumbnailImage } from '../../components/video/thumbnail-image.tsx';
import { useGridPages } from '../../hooks/use-grid-pages.ts';
import { EditVideoDialog } from '../feed/options/edit-video-dialog.tsx';

/** While a draft is still processing, the list is refreshed until it settles. */
const PROCESSING_POLL_MS = 3000;

function DraftState({ draft }: { draft: ProfileVideo }) {
  const { t } = useTranslation('profile');
  if (draft.status === 'processing') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-zinc-400">
        <LoaderCircle aria-hidden="true" className="size-3 animate-spin motion-reduce:animate-none" />
        {t('Processing…')}
      </span>
    );
  }
  if (draft.status === 'failed') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-red-300">
        <TriangleAlert aria-hidden="true" className="size-3" />
        {draft.statusReason || t('Failed')}
      </span>
    );
  }
  return <span className="text-xs text-zinc-400">{t('Ready to post')}</span>;
}

/** One draft: its thumbnail and caption, Edit (the video's own edit dialog) and Post. */
function DraftRow({ draft, onEdit, onPosted }: { draft: ProfileVideo; onEdit: (video: FeedItem) => void; onPosted: () => void }) {
  const { t } = useTranslation('profile');
  const post = useMutation({
    mutationFn: () => uploadsApi.publish(draft.id),
    onSuccess: () => {
      toast.success(t('Posted'));
      onPosted();
    },
    onError: (error) => toast.error(t('Could not post this draft'), { description: error.message }),
  });
  const edit = useMutation({
    mutationFn: () => videosApi.get(draft.id),
    onSuccess: onEdit,
    onError: (error) => toast.error(t('Could not open this draft'), { description: error.message }),
  });
  const caption = draft.caption.trim() || t('No caption');
  return (
    <li className="flex items-center gap-3 rounded-xl bg-zinc-900 p-2" data-video-id={draft.id}>
      <div className="relative aspect-9/16 w-16 shrink-0 overflow-hidden rounded-md bg-zinc-800">
        {draft.thumbnailUrl ? <ThumbnailImage url={draft.thumbnailUrl} smallUrl={draft.thumbnailSmallUrl} sizes={GRID_THUMBNAIL_SIZES} eager={false} alt={draft.altText} /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="line-clamp-2 break-words text-sm text-zinc-100">{caption}</p>
        <DraftState draft={draft} />
      </div>
      <div className="flex shrink-0 flex-col gap-1.5">
        <Button size="sm" variant="secondary" onClick={() => edit.mutate()} disabled={edit.isPending} aria-label={t('Edit draft: {{caption}}', { caption })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('Edit')}
        </Button>
        <Button size="sm" onClick={() => post.mutate()} disabled={post.isPending || draft.status === 'failed'} aria-label={t('Post draft: {{caption}}', { caption })}>
          <Send aria-hidden="true" className="size-4" />
          {t('Post')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The Drafts tab of the owner's own profile (issue 42): videos saved with "Save draft", newest first. Only the
 * owner has this tab; a draft is posted from here, or edited first.
 */
export function DraftsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const key = creatorKeys.drafts(userId);
  const { query, items } = useGridPages(key, (cursor, signal) => uploadsApi.drafts(cursor, signal), {
    refetchInterval: (loaded) => (loaded.some((video) => video.status === 'processing') ? PROCESSING_POLL_MS : false),
  });
  const [editing, setEditing] = useState<FeedItem | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: creatorKeys.profileVideos(userId, 'videos') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.feed.all });
  };
  if (query.isPending) return <Spinner label={t('Loading drafts')} className="py-10" />;
  if (query.isError && items.length === 0) return <p className="py-10 text-center text-zinc-400">{t('Could not load these videos.')}</p>;
  if (items.length === 0) return <p className="py-10 text-center text-zinc-400">{t('No drafts. Save one from the upload screen to post it later.')}</p>;
  return (
    <>
      <ul aria-label={t('Drafts')} className="flex flex-col gap-2">
        {items.map((draft) => (
          <DraftRow key={draft.id} draft={draft} onEdit={setEditing} onPosted={refresh} />
        ))}
      </ul>
      {query.hasNextPage ? <LoadMoreMarker query={query} text={{ loading: t('Loading videos'), loadingMore: t('Loading more videos'), retry: t('Try again'), failed: t('Could not load these videos.') }} /> : null}
      {editing ? (
        <EditVideoDialog
          video={editing}
          onClose={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      ) : null}
    </>
  );
}
