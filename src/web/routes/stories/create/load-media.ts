/** Checks that a picked file really decodes before the editor opens, so a broken file fails on step 1. */

/** Resolves once the picture is decoded; rejects for anything the browser cannot show. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  return image.decode().then(() => image);
}

/** Long enough for a big file on a slow phone; a video that says nothing in this time is treated as broken. */
const PROBE_TIMEOUT_MS = 15_000;

/**
 * The video's length in seconds, rejecting files with no picture. Files from MediaRecorder carry no
 * duration in their header (the browser reports Infinity): seeking far past the end makes it read the
 * whole file, after which `durationchange` gives the real length.
 */
export function probeVideoDuration(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    let sought = false;
    const finish = (duration: number | null) => {
      window.clearTimeout(timer);
      video.onloadedmetadata = video.ondurationchange = video.ontimeupdate = video.onseeked = video.onerror = null;
      video.removeAttribute('src');
      video.load();
      if (duration === null) reject(new Error('The video could not be loaded'));
      else resolve(duration);
    };
    const timer = window.setTimeout(() => finish(null), PROBE_TIMEOUT_MS);
    const check = () => {
      if (video.videoWidth === 0) return finish(null);
      if (Number.isFinite(video.duration) && video.duration > 0) return finish(video.duration);
      if (!sought) {
        sought = true;
        video.currentTime = 1e9;
      }
    };
    video.onloadedmetadata = check;
    video.ondurationchange = video.ontimeupdate = video.onseeked = () => {
      if (sought) check();
    };
    video.onerror = () => finish(null);
    video.src = url;
  });
}
