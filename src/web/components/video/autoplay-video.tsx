import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Play, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useMuted } from '../../hooks/use-muted.ts';
import { useTapGestures } from '../../hooks/use-tap-gestures.ts';
import { CaptionTracks } from './captions/caption-tracks.tsx';
import { CaptionsButton } from './captions/captions-button.tsx';
import type { VideoCaptions } from './captions/use-video-captions.ts';
import { useWatchReport } from './use-watch-report.ts';
import { useBootVideoHandoff } from './boot-video.ts';
import { useStreamSource } from './use-stream-source.ts';

interface AutoplayVideoProps {
  src: string | null;
  /** The video's HLS master playlist, when it has a ladder (issue 57): played where the browser can. */
  hlsSrc?: string | null;
  poster: string | null;
  /** Plays while true (the card is at least half visible), pauses otherwise. */
  active: boolean;
  preload?: 'auto' | 'metadata' | 'none';
  /** Given, two taps within the double-tap window call it instead of toggling playback. */
  onDoubleTap?: () => void;
  /** Lets the card's keyboard (space) pause and play it as a tap does. */
  control?: Ref<PlaybackControl>;
  /** The video's caption tracks and the viewer's choice (useVideoCaptions); the owner draws the cue where it has room. */
  captions?: VideoCaptions;
  /** The creator's description of the video: its accessible name (issue 41). */
  altText?: string | null;
  /** The video's id, to report each watch to its creator's analytics (issue 42); absent, nothing is reported. */
  watchedVideoId?: string;
}

export interface PlaybackControl {
  toggle: () => void;
}

/**
 * A looping, inline, muted-by-default video with a tap surface (tap: play/pause), a sound toggle (spec §2
 * "Video card" and "Public share page") and, given tracks, the CC control (issue 41). It fills its positioned parent.
 */
export function AutoplayVideo({ src, hlsSrc, poster, active, preload = 'metadata', onDoubleTap, control, captions, altText, watchedVideoId }: AutoplayVideoProps) {
  const { t } = useTranslation('common');
  const videoRef = useRef<HTMLVideoElement>(null);
  const attachCaptions = captions?.attach;
  const setVideo = useCallback(
    (video: HTMLVideoElement | null) => {
      videoRef.current = video;
      attachCaptions?.(video);
    },
    [attachCaptions],
  );
  useWatchReport(videoRef, watchedVideoId, active);
  useBootVideoHandoff(videoRef, watchedVideoId);
  const source = useStreamSource(videoRef, { src, hlsSrc, videoId: watchedVideoId, preload, active });
  const [muted, setMuted] = useMuted();
  const [pausedByUser, setPausedByUser] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [landscape, setLandscape] = useState(false);
  // Scrolling away forgets a tap-pause, so the card plays again when the viewer comes back to it.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (!active) setPausedByUser(false);
  }

  useEffect(() => {
    const player = videoRef.current;
    if (!player) return;
    player.muted = muted;
  }, [muted]);

  useEffect(() => {
    const player = videoRef.current;
    if (!player || !source.ready) return;
    if (!active || pausedByUser) {
      player.pause();
      return;
    }
    player.play().catch((error: unknown) => {
      // Sound needs a user gesture first: fall back to muted autoplay rather than a frozen card.
      if (error instanceof DOMException && error.name === 'NotAllowedError' && !player.muted) {
        setMuted(true);
        player.muted = true;
        player.play().catch(() => undefined);
      }
    });
  }, [active, pausedByUser, source.ready, source.src, setMuted]);

  const togglePlayback = () => {
    const player = videoRef.current;
    if (!player) return;
    if (!player.paused) {
      setPausedByUser(true);
      return;
    }
    setPausedByUser(false);
    player.play().catch(() => undefined);
  };
  useImperativeHandle(control, () => ({ toggle: togglePlayback }));
  const onTap = useTapGestures({ onTap: togglePlayback, onDoubleTap });

  return (
    <>
      <video
        ref={setVideo}
        src={source.src}
        aria-label={altText || undefined}
        poster={poster ?? undefined}
        muted={muted}
        loop
        playsInline
        preload={preload}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onLoadedMetadata={(event) => setLandscape(event.currentTarget.videoWidth > event.currentTarget.videoHeight)}
        className={`absolute inset-0 h-full w-full bg-black ${landscape ? 'object-contain' : 'object-cover'}`}
      >
        {captions ? <CaptionTracks tracks={captions.tracks} /> : null}
      </video>
      <button
        type="button"
        onClick={onTap}
        aria-label={playing ? t('Pause video') : t('Play video')}
        className="absolute inset-0 h-full w-full cursor-pointer focus-visible:outline-offset-[-4px]"
      >
        {pausedByUser ? (
          <span className="pointer-events-none absolute top-1/2 left-1/2 flex size-20 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/40">
            <Play aria-hidden="true" className="size-10 fill-white text-white" />
          </span>
        ) : null}
      </button>
      <div className="absolute top-3 start-3 z-10 flex items-center gap-2">
        <button
          type="button"
          onClick={() => setMuted(!muted)}
          aria-label={muted ? t('Unmute') : t('Mute')}
          className="flex size-10 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60"
        >
          {muted ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
        </button>
        {captions ? <CaptionsButton captions={captions} /> : null}
      </div>
    </>
  );
}
