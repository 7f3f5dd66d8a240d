import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useParams } from 'react-router';
import { useAuth } from '../../auth/auth-provider.tsx';
import { studioApi } from '../../api/studio-api.ts';
import { useStudioRange } from './range-picker.tsx';
import { StudioFrame } from './studio-frame.tsx';
import { StudioNumbers, StudioThumbnail } from './studio-numbers.tsx';
import { STUDIO_TEXT } from './studio-text.ts';
import { TopVideos } from './top-videos.tsx';
import { studioKeys } from '../../api/studio-keys.ts';

/** /studio (issue 42 item 5): the creator's analytics over 7, 28 or 60 days, and their top videos. */
export function StudioPage() {
  const { t } = useTranslation('studio');
  const { user } = useAuth();
  const [days, setDays] = useStudioRange();
  const query = useQuery({ queryKey: studioKeys.overview(days), queryFn: ({ signal }) => studioApi.overview(days, signal), placeholderData: keepPreviousData });
  return (
    <StudioFrame title={t(STUDIO_TEXT.title)} back={{ to: `/profile/${user?.id ?? ''}`, label: t(STUDIO_TEXT.back) }} days={days} onDays={setDays} query={query}>
      {(data) => (
        <>
          <StudioNumbers numbers={data} />
          <TopVideos videos={data.topVideos} days={days} />
        </>
      )}
    </StudioFrame>
  );
}

/** /studio/videos/{id}: one of the creator's videos; someone else's is "not yours" (the server answers 404). */
export function StudioVideoPage() {
  const { t } = useTranslation('studio');
  const { id = '' } = useParams();
  const [days, setDays] = useStudioRange();
  const query = useQuery({ queryKey: studioKeys.video(id, days), queryFn: ({ signal }) => studioApi.video(id, days, signal), placeholderData: keepPreviousData, retry: false });
  return (
    <StudioFrame
      title={t(STUDIO_TEXT.videoTitle)}
      back={{ to: `/studio?days=${days}`, label: t(STUDIO_TEXT.backToStudio) }}
      days={days}
      onDays={setDays}
      query={query}
      missing={t(STUDIO_TEXT.missing)}
    >
      {(data) => (
        <>
          <div className="flex items-center gap-3">
            <StudioThumbnail url={data.video.thumbnailUrl} width="w-16" />
            <p className="min-w-0 font-semibold break-words">{data.video.caption || t(STUDIO_TEXT.videoFallback)}</p>
          </div>
          <StudioNumbers numbers={data} />
        </>
      )}
    </StudioFrame>
  );
}
