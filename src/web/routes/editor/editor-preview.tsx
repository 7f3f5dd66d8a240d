import { useEffect, useRef, useState } from 'react';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { EditState } from './use-edit-recipe.ts';
import { useFilterPreview } from './use-filter-preview.ts';
import { useMusicPreview } from './use-music-preview.ts';

interface EditorPreviewProps {
  file: Blob;
  edit: EditState;
  compare: boolean;
  onCompareChange: (compare: boolean) => void;
}

const iconButton = 'flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20';

/**
 * The edit playing live (spec §2): the trimmed part loops at the chosen speed through the same filter code the
 * export uses, with the music beside it at its volume. Before/After shows the untouched video for comparison.
 */
export function EditorPreview({ file, edit, compare, onCompareChange }: EditorPreviewProps) {
  const { t } = useTranslation('editor');
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [url] = useState(() => URL.createObjectURL(file));
  const [playing, setPlaying] = useState(true);
  const [muted, setMuted] = useState(true);
  const filtersWork = useFilterPreview(videoRef, canvasRef, compare ? 'none' : edit.filter, edit.intensity);
  useMusicPreview(videoRef, compare ? null : edit, playing && !muted);

  useEffect(() => () => URL.revokeObjectURL(url), [url]);

  // Speed, volume and the trim loop follow the choices; "Before" plays the original at normal speed.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.playbackRate = compare ? 1 : edit.speed;
    // The export changes pitch with speed (Web Audio playbackRate); the preview sounds the same.
    video.preservesPitch = false;
    video.volume = compare ? 1 : edit.videoVolume / 100;
    video.muted = muted;
    const loop = () => {
      if (compare) return;
      if (video.currentTime < edit.trimStart - 0.05 || video.currentTime >= edit.trimEnd) video.currentTime = edit.trimStart;
    };
    loop();
    video.addEventListener('timeupdate', loop);
    return () => video.removeEventListener('timeupdate', loop);
  }, [compare, edit.speed, edit.trimEnd, edit.trimStart, edit.videoVolume, muted]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().then(() => setPlaying(true)).catch(() => setPlaying(false));
    else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="relative mx-auto aspect-9/16 w-full max-w-xs overflow-hidden rounded-2xl bg-zinc-900">
        <video ref={videoRef} src={url} autoPlay muted loop playsInline data-testid="editor-video" className={`size-full object-contain ${filtersWork && !compare ? 'invisible' : ''}`} />
        <canvas ref={canvasRef} data-testid="editor-canvas" aria-hidden="true" className={`absolute inset-0 size-full object-contain ${filtersWork && !compare ? '' : 'hidden'}`} />
        {compare ? <span className="absolute start-2 top-2 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold">{t('Before')}</span> : null}
      </div>
      <div className="flex items-center justify-center gap-2">
        <button type="button" onClick={togglePlay} aria-label={playing ? t('Pause preview') : t('Play preview')} className={iconButton}>
          {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        </button>
        <button type="button" onClick={() => setMuted(!muted)} aria-label={muted ? t('Unmute preview') : t('Mute preview')} className={iconButton}>
          {muted ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
        </button>
        <button
          type="button"
          aria-pressed={compare}
          onClick={() => onCompareChange(!compare)}
          className="rounded-full bg-white/10 px-4 py-2 text-sm font-semibold hover:bg-white/20 aria-pressed:bg-pink-600"
        >
          {t('Before / After')}
        </button>
      </div>
      {!filtersWork ? <p className="text-center text-sm text-zinc-400">{t('This browser cannot draw filters live, so the preview shows the video as it is.')}</p> : null}
    </div>
  );
}
