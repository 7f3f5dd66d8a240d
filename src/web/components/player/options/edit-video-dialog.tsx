import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { CAPTION_MAX, TITLE_MAX } from '../../../../shared/content.schema.ts';
import { patchFeedVideo } from '../../../api/feed-cache.ts';
import { videosApi, type FeedItem } from '../../../api/videos-api.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Input } from '../../ui/input.tsx';
import { AltTextField } from '../../video/alt-text-field.tsx';
import { VideoSettingsFields, type VideoSettingsValue } from '../../video/video-settings-fields.tsx';

const fieldClasses =
  'rounded-lg border border-zinc-700 bg-zinc-900 px-3 py-2 text-base text-zinc-50 placeholder:text-zinc-500 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60';

/**
 * "Edit video" from the owner's options menu (issue 38): title, caption, alt text (issue 41), who can watch,
 * the sensitive mark and who can comment, saved with one PATCH; the cached card changes at once everywhere it is shown.
 */
export function EditVideoDialog({ video, onClose }: { video: FeedItem; onClose: () => void }) {
  const { t } = useTranslation('feed');
  const queryClient = useQueryClient();
  const captionId = useId();
  const [title, setTitle] = useState(video.title);
  const [caption, setCaption] = useState(video.caption);
  const [altText, setAltText] = useState(video.altText ?? '');
  const [settings, setSettings] = useState<VideoSettingsValue>({
    visibility: video.visibility,
    sensitive: video.sensitive,
    contentWarning: video.contentWarning ?? '',
    commentPolicy: video.commentPolicy,
  });
  const save = useMutation({
    mutationFn: () =>
      videosApi.update(video.id, {
        title,
        caption,
        altText: altText.trim() || null,
        visibility: settings.visibility,
        sensitive: settings.sensitive,
        contentWarning: settings.sensitive ? settings.contentWarning : null,
        commentPolicy: settings.commentPolicy ?? video.commentPolicy,
      }),
    onSuccess: (saved) => {
      const { title, caption, altText, visibility, sensitive, contentWarning, commentPolicy } = saved;
      patchFeedVideo(queryClient, video.id, { title, caption, altText, visibility, sensitive, contentWarning, commentPolicy });
      toast.success(t('Video updated'));
      onClose();
    },
    onError: (error) => toast.error(error.message || t('Failed to update video')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };

  return (
    <Dialog open onClose={onClose} title={t('Edit video')}>
      <form onSubmit={submit} className="flex max-h-[70dvh] flex-col gap-5 overflow-y-auto pe-1">
        <Input label={t('Title')} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={TITLE_MAX} disabled={save.isPending} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={captionId} className="text-sm font-medium text-zinc-300">
            {t('Caption')}
          </label>
          <textarea
            id={captionId}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            rows={3}
            maxLength={CAPTION_MAX}
            disabled={save.isPending}
            className={fieldClasses}
          />
        </div>
        <AltTextField value={altText} onChange={setAltText} disabled={save.isPending} />
        <VideoSettingsFields value={settings} onChange={setSettings} disabled={save.isPending} />
        <div className="flex gap-3">
          <Button type="submit" disabled={save.isPending} className="flex-1">
            {save.isPending ? t('Saving…') : t('Save')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('Cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
