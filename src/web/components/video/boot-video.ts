import { useEffect, type RefObject } from 'react';
import { BOOT_VIDEO_CLASS, BOOT_VIDEO_MEDIA } from '../../../shared/feed-boot.ts';

/**
 * The first card's video as the shell of a signed-in feed page plays it before the app has loaded
 * (src/server/http/plugins/boot-video.ts, issue 53, decision 082). It is not the app's: the card's
 * AutoplayVideo takes over from it, then it goes. Untouchable from the start (pointer-events: none), so every
 * tap is the app's.
 */
let bootVideo = document.querySelector<HTMLVideoElement>(`video.${BOOT_VIDEO_CLASS}`);
/** The page it was served with: once the app is elsewhere, it is not what the screen shows. */
const bootPath = location.pathname;

/** Stops it and frees its decoder and buffer at once (an element only removed keeps both until collected). */
export function releaseBootVideo() {
  const video = bootVideo;
  if (!video) return;
  bootVideo = null;
  video.pause();
  for (const source of video.querySelectorAll('source')) source.remove();
  video.removeAttribute('src');
  video.load();
  video.remove();
}

/** Told each route the app goes to: leaving the page it came with ends the boot video. */
export function releaseBootVideoOff(pathname: string) {
  if (pathname !== bootPath) releaseBootVideo();
}

/** Once `player` shows a frame of its own, the boot video above it can go without the screen changing. */
function releaseAfterFrame(player: HTMLVideoElement) {
  if ('requestVideoFrameCallback' in player) player.requestVideoFrameCallback(() => releaseBootVideo());
  else releaseBootVideo();
}

/**
 * The handoff, for the app's video of `videoId` (src/web/components/video/autoplay-video.tsx): the same video
 * starts where the boot video is and, once it plays, the boot video goes; any other video playing ends it too
 * (the feed opened on another card, or another screen plays one). So does this card leaving, and a tap or key
 * once the card is there: the viewer is using the app, which must show what they act on.
 */
export function useBootVideoHandoff(videoRef: RefObject<HTMLVideoElement | null>, videoId: string | undefined) {
  useEffect(() => {
    const player = videoRef.current;
    const boot = bootVideo;
    if (!player || !boot) return;
    if (!matchMedia(BOOT_VIDEO_MEDIA).matches) return releaseBootVideo();
    if (!videoId || boot.dataset.videoId !== videoId) {
      const onPlaying = () => releaseBootVideo();
      player.addEventListener('playing', onPlaying);
      return () => player.removeEventListener('playing', onPlaying);
    }
    // It shows no frame it could hand over (autoplay refused, as in a phone's low-power mode, or a failed
    // load): the card shows the same poster with its controls over it.
    const failed = boot.error !== null || boot.networkState === HTMLMediaElement.NETWORK_NO_SOURCE;
    if (failed || (boot.paused && boot.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA)) return releaseBootVideo();
    // Set before the card's first play() (the effect after this one), it is where that play starts.
    player.currentTime = boot.currentTime;
    const takeOver = () => {
      player.removeEventListener('playing', takeOver);
      if (bootVideo !== boot) return;
      // Whatever loading the card's copy took, it picks up where the boot video has got to since.
      if (!boot.paused && Math.abs(boot.currentTime - player.currentTime) > 0.25) {
        player.addEventListener('seeked', () => releaseAfterFrame(player), { once: true });
        player.currentTime = boot.currentTime;
      } else releaseAfterFrame(player);
    };
    const onUse = () => releaseBootVideo();
    player.addEventListener('playing', takeOver);
    // Captured: a <source> that fails tells only itself, and `error` does not bubble.
    boot.addEventListener('error', onUse, { capture: true });
    document.addEventListener('pointerdown', onUse, { capture: true });
    document.addEventListener('keydown', onUse, { capture: true });
    if (!player.paused && player.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) takeOver();
    return () => {
      player.removeEventListener('playing', takeOver);
      boot.removeEventListener('error', onUse, { capture: true });
      document.removeEventListener('pointerdown', onUse, { capture: true });
      document.removeEventListener('keydown', onUse, { capture: true });
      // The card leaving (another route, another feed) takes the boot video with it.
      releaseBootVideo();
    };
  }, [videoRef, videoId]);
}
