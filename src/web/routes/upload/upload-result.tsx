import { CalendarClock, CheckCircle2, ExternalLink, FileClock, User } from 'lucide-react';
import { formatScheduled } from '../../components/video/schedule-time.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import type { UploadResult as Result } from './use-video-upload.ts';

/** After a successful upload: the video from its signed link, its thumbnail and AI caption, and where to go. */
export function UploadResult({ result, profileId, onAnother }: { result: Result; profileId: string; onAnother: () => void }) {
  const { t } = useTranslation('upload');
  return (
    <section aria-labelledby="upload-done" className="flex flex-col gap-4">
      <h2 id="upload-done" className="flex items-center gap-2 text-lg font-semibold text-green-400">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {result.scheduledAt ? t('Scheduled') : result.draft ? t('Saved to drafts') : t('Upload complete')}
      </h2>
      {result.draft ? <p className="text-sm text-zinc-400">{t('Only you can see it. Post it from the Drafts tab on your profile when it is ready.')}</p> : null}
      {result.scheduledAt ? (
        <p className="text-sm text-zinc-400">{t('It goes out {{time}}. Only you can see it until then.', { time: formatScheduled(result.scheduledAt) })}</p>
      ) : null}
      {result.videoUrl ? (
        <video
          src={result.videoUrl}
          poster={result.thumbnailUrl ?? undefined}
          controls
          playsInline
          muted
          loop
          aria-label={t('Uploaded video')}
          className="mx-auto aspect-9/16 max-h-[60dvh] rounded-xl bg-zinc-950"
        />
      ) : null}
      <div className="flex gap-3">
        {result.thumbnailUrl ? <img src={result.thumbnailUrl} alt={t('Video thumbnail')} className="h-24 w-14 shrink-0 rounded-md object-cover" /> : null}
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="text-sm font-medium text-zinc-400">{t('AI caption')}</h3>
          <p data-testid="ai-caption" className="break-words text-zinc-100">
            {result.captionAi || t('No AI caption was generated.')}
          </p>
          {result.tagsAi.length > 0 ? (
            <ul aria-label={t('AI tags')} className="flex flex-wrap gap-1.5">
              {result.tagsAi.map((tag) => (
                <li key={tag} className="rounded-full bg-zinc-800 px-2 py-0.5 text-xs text-pink-300">
                  #{tag.replace(/^#/, '')}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/v/${result.id}`}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('View video')}
        </ButtonLink>
        {result.scheduledAt ? (
          <ButtonLink to={`/profile/${profileId}?tab=scheduled`} variant="secondary">
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('Go to scheduled')}
          </ButtonLink>
        ) : result.draft ? (
          <ButtonLink to={`/profile/${profileId}?tab=drafts`} variant="secondary">
            <FileClock aria-hidden="true" className="size-4" />
            {t('Go to drafts')}
          </ButtonLink>
        ) : (
          <ButtonLink to={`/profile/${profileId}`} variant="secondary">
            <User aria-hidden="true" className="size-4" />
            {t('Go to profile')}
          </ButtonLink>
        )}
        <Button variant="ghost" onClick={onAnother}>
          {t('Upload another')}
        </Button>
      </div>
    </section>
  );
}
