import { useMutation } from '@tanstack/react-query';
import { CalendarClock, CalendarX, LoaderCircle, Pencil, Send, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ProfileVideo } from '../../api/profiles-api.ts';
import { uploadsApi } from '../../api/uploads-api.ts';
import { videosApi, type FeedItem } from '../../api/videos-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { GRID_THUMBNAIL_SIZES, ThumbnailImage } from '../../components/video/thumbnail-image.tsx';
import { formatScheduled } from '../../components/video/schedule-time.ts';
import { calendarDate } from '../../lib/format.ts';

/** A draft, or a scheduled post with the time it goes out (issue 42). */
export type UnpostedVideo = ProfileVideo & { scheduledAt?: string };

function UnpostedState({ video }: { video: UnpostedVideo }) {
  const { t } = useTranslation('profile');
  if (video.status === 'processing') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-zinc-400">
        <LoaderCircle aria-hidden="true" className="size-3 animate-spin motion-reduce:animate-none" />
        {t('Processing…')}
      </span>
    );
  }
  if (video.status === 'failed') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-red-300">
        <TriangleAlert aria-hidden="true" className="size-3" />
        {video.statusReason || t('Failed')}
      </span>
    );
  }
  if (video.scheduledAt) return <span className="text-xs text-pink-300">{t('Scheduled for {{time}}', { time: formatScheduled(video.scheduledAt) })}</span>;
  return <span className="text-xs text-zinc-400">{t('Ready to post')}</span>;
}

interface RowProps {
  video: UnpostedVideo;
  onEdit: (video: FeedItem) => void;
  onSchedule: (video: UnpostedVideo) => void;
  onChanged: (message: string) => void;
}

/**
 * One unposted video: its thumbnail, caption and state, and what its owner can do with it. A draft: Edit,
 * Schedule, Post. A scheduled post: Edit, Change time, Post now, Cancel (back to drafts).
 */
export function UnpostedRow({ video, onEdit, onSchedule, onChanged }: RowProps) {
  const { t } = useTranslation('profile');
  const caption = video.caption.trim() || t('No caption');
  const scheduled = Boolean(video.scheduledAt);
  const fail = (title: string) => (error: Error) => toast.error(title, { description: error.message });
  const post = useMutation({ mutationFn: () => uploadsApi.publish(video.id), onSuccess: () => onChanged(t('Posted')), onError: fail(t('Could not post this video')) });
  const cancel = useMutation({ mutationFn: () => uploadsApi.unschedule(video.id), onSuccess: () => onChanged(t('Moved back to drafts')), onError: fail(t('Could not cancel this post')) });
  const edit = useMutation({ mutationFn: () => videosApi.get(video.id), onSuccess: onEdit, onError: fail(t('Could not open this video')) });
  return (
    <li className="flex items-center gap-3 rounded-xl bg-zinc-900 p-2" data-video-id={video.id}>
      <div className="relative aspect-9/16 w-16 shrink-0 overflow-hidden rounded-md bg-zinc-800">
        {video.thumbnailUrl ? <ThumbnailImage url={video.thumbnailUrl} smallUrl={video.thumbnailSmallUrl} sizes={GRID_THUMBNAIL_SIZES} eager={false} alt={video.altText} /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="line-clamp-2 break-words text-sm text-zinc-100">{caption}</p>
        {video.originallyPostedAt ? <p className="text-xs text-zinc-400">{t('Originally posted {{date}}', { date: calendarDate(video.originallyPostedAt) })}</p> : null}
        <UnpostedState video={video} />
      </div>
      <div className="grid shrink-0 grid-cols-2 gap-1.5">
        <Button size="sm" variant="secondary" onClick={() => edit.mutate()} disabled={edit.isPending} aria-label={t('Edit: {{caption}}', { caption })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('Edit')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onSchedule(video)} aria-label={scheduled ? t('Change time: {{caption}}', { caption }) : t('Schedule: {{caption}}', { caption })}>
          <CalendarClock aria-hidden="true" className="size-4" />
          {scheduled ? t('Change time') : t('Schedule')}
        </Button>
        <Button size="sm" onClick={() => post.mutate()} disabled={post.isPending || video.status === 'failed'} aria-label={t('Post now: {{caption}}', { caption })}>
          <Send aria-hidden="true" className="size-4" />
          {scheduled ? t('Post now') : t('Post')}
        </Button>
        {scheduled ? (
          <Button size="sm" variant="ghost" onClick={() => cancel.mutate()} disabled={cancel.isPending} aria-label={t('Cancel scheduled post: {{caption}}', { caption })}>
            <CalendarX aria-hidden="true" className="size-4" />
            {t('Cancel')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
