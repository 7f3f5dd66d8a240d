import { useEffect, useRef, useState, type RefObject } from 'react';
import type Hls from 'hls.js/light';
import { BOOT_VIDEO_CLASS } from '../../../shared/feed-boot.ts';
import { hlsSettings } from './hls-settings.ts';

/**
 * Adaptive streaming for a card (issue 57, decision 083). Safari plays the HLS ladder itself; elsewhere hls.js
 * (its light build: no subtitles, alternate audio or DRM, which the ladder has none of) is loaded the first time
 * a card needs it, never with the feed's first JavaScript. The MP4 stays the answer for a browser with neither,
 * for a ladder that fails, and for the video the page opened playing (the shell's boot video, issue 53): that
 * one is already on screen from the MP4, and the card continues it from the same file.
 */
let hlsLoading: Promise<typeof Hls> | null = null;
const loadHls = () => (hlsLoading ??= import('hls.js/light').then((module) => module.default));

/** The network as the last card measured it, for the next card's start. */
let bandwidthEstimate: number | undefined;

const bootVideoId = document.querySelector<HTMLVideoElement>(`video.${BOOT_VIDEO_CLASS}`)?.dataset.videoId;

type Way = 'mp4' | 'native' | 'hls.js';

/**
 * How this browser streams, asked once. WebKit (Safari, and every browser on iOS) plays HLS itself: the
 * platform's player, with AirPlay and its power savings. Chromium also answers canPlayType for HLS now, but its
 * own player is new and chooses rungs its own way: outside WebKit, hls.js plays wherever Media Source Extensions
 * exist, so every browser climbs and loops the same way.
 */
function browserWay(): Way {
  const playsHlsItself = document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
  if (navigator.vendor === 'Apple Computer, Inc.' && playsHlsItself) return 'native';
  if ('MediaSource' in window || 'ManagedMediaSource' in window) return 'hls.js';
  return playsHlsItself ? 'native' : 'mp4';
}
let streamingWay: Way | undefined;

function wayFor(hlsSrc: string | null | undefined, videoId: string | undefined): Way {
  if (!hlsSrc || (videoId && videoId === bootVideoId)) return 'mp4';
  return (streamingWay ??= browserWay());
}

/**
 * The `src` the card's <video> gets: the MP4, the master playlist (native HLS), or nothing while hls.js feeds
 * the element through Media Source Extensions; and whether it has a source to play yet (a play() asked before
 * hls.js attaches would be cancelled by the attaching). A fatal hls.js error falls back to the MP4.
 */
export function useStreamSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  { src, hlsSrc, videoId, preload, active }: { src: string | null; hlsSrc?: string | null; videoId?: string; preload: 'auto' | 'metadata' | 'none'; active: boolean },
): { src: string | undefined; ready: boolean } {
  const [failedLadder, setFailedLadder] = useState<string | null>(null);
  const [attached, setAttached] = useState<string | null>(null);
  const playerRef = useRef<{ hls: Hls; loading: boolean } | null>(null);
  // Loading from the start only where the card would preload its MP4 whole (or is on screen); the neighbours
  // wait to be seen. Read when the player is made, and applied to it as it changes, never by making another.
  const wanted = preload === 'auto' || active;
  const wantedRef = useRef(wanted);
  const way = hlsSrc && hlsSrc === failedLadder ? 'mp4' : wayFor(hlsSrc, videoId);
  const hasSource = Boolean(src);

  useEffect(() => {
    const video = videoRef.current;
    if (way !== 'hls.js' || !video || !hlsSrc || !hasSource) return;
    let player: Hls | null = null;
    let cancelled = false;
    void loadHls().then(
      (HlsPlayer) => {
        if (cancelled) return;
        player = new HlsPlayer(hlsSettings(wantedRef.current, bandwidthEstimate));
        const hls = player;
        playerRef.current = { hls, loading: wantedRef.current };
        hls.on(HlsPlayer.Events.FRAG_BUFFERED, () => (bandwidthEstimate = hls.bandwidthEstimate));
        hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailedLadder(hlsSrc);
        });
        hls.on(HlsPlayer.Events.MEDIA_ATTACHED, () => setAttached(hlsSrc));
        hls.loadSource(hlsSrc);
        hls.attachMedia(video);
      },
      () => !cancelled && setFailedLadder(hlsSrc),
    );
    return () => {
      cancelled = true;
      playerRef.current = null;
      player?.destroy();
      // Not ready until the next player attaches: a play() asked before that would be cancelled by it.
      setAttached(null);
    };
  }, [videoRef, way, hlsSrc, hasSource]);

  // A card scrolled to starts loading; one scrolled away stops (what it has buffered stays for a return).
  useEffect(() => {
    wantedRef.current = wanted;
    const current = playerRef.current;
    if (!current || current.loading === wanted) return;
    if (wanted) current.hls.startLoad();
    else current.hls.stopLoad();
    current.loading = wanted;
  }, [wanted]);

  if (!src) return { src: undefined, ready: false };
  if (way === 'hls.js') return { src: undefined, ready: attached === hlsSrc };
  return { src: way === 'native' ? (hlsSrc ?? src) : src, ready: true };
}
