import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { StudioOverview } from '../../api/studio-api.ts';
import { StudioSection, StudioThumbnail } from './studio-numbers.tsx';
import { formatNumber, formatRate, formatWatchTime } from './studio-format.ts';
import { STUDIO_TEXT } from './studio-text.ts';

/** The creator's most watched videos of the range, each opening its own analytics. */
export function TopVideos({ videos, days }: { videos: StudioOverview['topVideos']; days: number }) {
  const { t } = useTranslation('studio');
  return (
    <StudioSection id="studio-top" title={t(STUDIO_TEXT.topTitle)}>
      {videos.length === 0 ? (
        <p className="text-zinc-400">{t(STUDIO_TEXT.noTop)}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {videos.map((video) => (
            <li key={video.id}>
              <Link
                to={`/studio/videos/${video.id}?days=${days}`}
                data-testid="top-video"
                className="flex items-center gap-3 rounded-xl bg-zinc-900 p-2 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-pink-400"
              >
                <StudioThumbnail url={video.thumbnailUrl} width="w-12" />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="truncate font-semibold">{video.caption || t(STUDIO_TEXT.videoFallback)}</span>
                  <span className="flex flex-wrap gap-x-3 text-sm text-zinc-400 tabular-nums">
                    <span>
                      {t(STUDIO_TEXT.views)}: {formatNumber(video.views)}
                    </span>
                    <span>
                      {t(STUDIO_TEXT.averageWatch)}: {formatWatchTime(video.averageWatchMs)}
                    </span>
                    <span>
                      {t(STUDIO_TEXT.completion)}: {formatRate(video.completionRate)}
                    </span>
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </StudioSection>
  );
}
