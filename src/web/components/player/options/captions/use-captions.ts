import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { captionsApi, type CaptionInput, type CaptionList } from '../../../../api/captions-api.ts';
import { patchFeedVideo } from '../../../../api/feed-cache.ts';
import { toast } from '../../../ui/toast.ts';
import { captionKeys } from '../../../../api/caption-keys.ts';

/** While automatic captions are being made, the list is read again this often until the draft arrives. */
const TRANSCRIPTION_POLL_MS = 2000;

/** What the cards play: the published tracks and their signed links. */
const publishedTracks = (list: CaptionList) =>
  list.items.flatMap((track) => (track.status === 'published' && track.url ? [{ language: track.language, url: track.url }] : []));

/**
 * The captions screen's data: the video's tracks (drafts included, for its owner), read again every two
 * seconds while a transcription is pending, and the changes (save, publish, delete, generate). Each change
 * reads the list again and gives the cached cards its published tracks, so the feed shows them without a reload.
 */
export function useCaptions(videoId: string) {
  const { t } = useTranslation('feed');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: captionKeys.video(videoId),
    queryFn: ({ signal }) => captionsApi.list(videoId, signal),
    refetchInterval: (query) => (query.state.data?.transcription.status === 'pending' ? TRANSCRIPTION_POLL_MS : false),
  });

  const settled = (message: string) => ({
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: captionKeys.video(videoId) });
      const fresh = queryClient.getQueryData<CaptionList>(captionKeys.video(videoId));
      if (fresh) patchFeedVideo(queryClient, videoId, { captions: publishedTracks(fresh) });
      toast.success(message);
    },
    onError: (error: Error) => toast.error(error.message || t('Could not change the captions')),
  });

  const save = useMutation({
    mutationFn: ({ language, body }: { language: string; body: CaptionInput }) => captionsApi.save(videoId, language, body),
    ...settled(t('Captions saved')),
  });
  const publish = useMutation({ mutationFn: (language: string) => captionsApi.publish(videoId, language), ...settled(t('Captions published')) });
  const remove = useMutation({ mutationFn: (language: string) => captionsApi.remove(videoId, language), ...settled(t('Captions deleted')) });
  const transcribe = useMutation({
    mutationFn: (language: string | undefined) => captionsApi.transcribe(videoId, language),
    ...settled(t('Making captions. The draft appears here when it is ready.')),
  });
  return { list, save, publish, remove, transcribe };
}
