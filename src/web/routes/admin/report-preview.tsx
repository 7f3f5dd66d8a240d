import { useRef, useState, type PointerEvent } from 'react';
import { Film, Play } from 'lucide-react';
import type { AdminReport } from '../../api/admin-api.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

const frame = 'relative aspect-9/16 w-20 shrink-0 overflow-hidden rounded-lg bg-zinc-800 sm:w-24';

/**
 * The reported video, small: its poster until a mouse hovers it (then it plays, muted) or it is tapped or
 * clicked (then play toggles). preload="none" keeps a page of twenty cards from downloading twenty videos.
 */
export function ReportPreview({ video }: { video: NonNullable<AdminReport['video']> }) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  if (!video.videoUrl) {
    return (
      <div className={`${frame} flex items-center justify-center`}>
        {video.thumbnailUrl ? <img src={video.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" /> : <Film aria-hidden className="size-6 text-zinc-500" />}
      </div>
    );
  }

  // A rejected play() (the file went away, the browser refused) just leaves the poster showing.
  const play = () => void ref.current?.play().catch(() => undefined);
  const pause = () => ref.current?.pause();
  // Touch screens fire pointerenter on a tap too; only a real mouse previews on hover, or a tap would play then pause.
  const onHover = (start: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') (start ? play : pause)();
  };

  return (
    <button
      type="button"
      aria-label={playing ? t('Pause preview') : t('Play preview')}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
      onClick={() => (ref.current?.paused ? play() : pause())}
      className={`${frame} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pink-400`}
    >
      <video
        ref={ref}
        src={video.videoUrl}
        poster={video.thumbnailUrl ?? undefined}
        muted
        playsInline
        loop
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="size-full object-cover"
      />
      {playing ? null : (
        <span className="absolute inset-0 flex items-center justify-center">
          <Play aria-hidden className="size-6 fill-white/90 text-white/90 drop-shadow" />
        </span>
      )}
    </button>
  );
}
