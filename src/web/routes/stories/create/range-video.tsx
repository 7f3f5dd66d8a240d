import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { TrimRange } from './story-draft.ts';

/** How close to the end counts as the end: timeupdate fires only about every 250 ms. */
const END_SLACK_SECONDS = 0.05;

interface RangeVideoProps {
  url: string;
  range: TrimRange;
  /** What screen readers hear for the video. */
  label: string;
  /** Seek here when the range changes (the trimmer shows the end while the end slider moves). */
  seekTo?: number;
  onError?: () => void;
}

/**
 * A muted preview that plays only the chosen range and starts over at its start, so the trimmer and the
 * details step show exactly the story that will be posted although the file holds the whole clip. Muted
 * because browsers only autoplay silent video; the Pause control is there for anyone who wants it still.
 */
export function RangeVideo({ url, range, label, seekTo, onError }: RangeVideoProps) {
  const { t } = useTranslation('stories');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  const { start, end } = range;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const restart = () => {
      video.currentTime = start;
      if (playing) void video.play().catch(() => undefined);
    };
    const keepInRange = () => {
      if (video.currentTime >= end - END_SLACK_SECONDS || video.currentTime < start - 0.25) restart();
    };
    video.addEventListener('timeupdate', keepInRange);
    // The range may end at the file's last frame, where the video stops by itself.
    video.addEventListener('ended', restart);
    return () => {
      video.removeEventListener('timeupdate', keepInRange);
      video.removeEventListener('ended', restart);
    };
  }, [start, end, playing]);

  useEffect(() => {
    const video = videoRef.current;
    if (video) video.currentTime = seekTo ?? start;
  }, [seekTo, start, url]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) void video.play().catch(() => setPlaying(false));
    else video.pause();
  }, [playing, url]);

  const Icon = playing ? Pause : Play;
  return (
    <div className="relative size-full">
      <video ref={videoRef} src={url} muted playsInline autoPlay aria-label={label} onError={onError} className="size-full object-contain" />
      <button
        type="button"
        onClick={() => setPlaying((now) => !now)}
        aria-label={playing ? t('Pause preview') : t('Play preview')}
        className="absolute start-2 bottom-2 z-10 flex size-11 items-center justify-center rounded-full bg-black/70 text-white focus-visible:outline-2 focus-visible:outline-pink-400"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
