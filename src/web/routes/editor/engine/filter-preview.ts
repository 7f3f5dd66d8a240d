import { applyFilter, i420Frame, type I420Frame } from './filters.ts';
import { FrameReader, i420ToRgba, rgbaToI420, toVideoFrame } from './frame-planes.ts';
import type { VideoFilter } from './recipe.ts';
import type { Rotation } from './source-info.ts';

export interface FilterPreview {
  /** Draws the <video>'s current frame through the filter; call it from requestVideoFrameCallback or rAF. */
  draw(video: HTMLVideoElement, filter: VideoFilter, intensity: number): void;
  destroy(): void;
}

interface Job {
  video: HTMLVideoElement;
  filter: VideoFilter;
  intensity: number;
  time: number;
}

const even = (n: number) => Math.max(2, n - (n % 2));

/**
 * The live preview: a 2D canvas laid over (or instead of) the playing <video>, each frame read as YUV planes and
 * run through the export's own applyFilter at the video's size, so the preview shows what the file will hold.
 * Frames come as VideoFrames where the browser has them and can copy them out; elsewhere (no WebCodecs, or GPU
 * frames it will not copy) through the canvas's own pixels, slower but the same filter. Throws only without a
 * 2D canvas, in which case the editor has no filters to offer.
 */
export function createFilterPreview(canvas: HTMLCanvasElement): FilterPreview {
  const context = canvas.getContext('2d', { alpha: false, willReadFrequently: typeof VideoFrame === 'undefined' });
  if (!context) throw new Error('this browser has no 2D canvas');
  const reader = new FrameReader();
  let viaFrames = typeof VideoFrame !== 'undefined';
  let shown: I420Frame | null = null;
  let filtered: I420Frame | null = null;
  let pending: Job | null = null;
  let busy = false;
  let stopped = false;
  let complained = false;

  const render = async ({ video, filter, intensity, time }: Job) => {
    const width = even(video.videoWidth);
    const height = even(video.videoHeight);
    if (shown?.width !== width || shown.height !== height) {
      shown = i420Frame(width, height);
      filtered = i420Frame(width, height);
      canvas.width = width;
      canvas.height = height;
    }
    if (viaFrames) {
      try {
        await readFrame(video, shown);
      } catch (error) {
        console.warn('The filter preview reads the video through its canvas instead', error);
        viaFrames = false;
      }
    }
    if (!viaFrames) {
      context.drawImage(video, 0, 0, width, height);
      rgbaToI420(context.getImageData(0, 0, width, height).data, shown);
    }
    if (stopped || !filtered) return;
    applyFilter(shown, filtered, filter, intensity, time);
    if (viaFrames) {
      const picture = toVideoFrame(filtered, 0, undefined, reader.colorSpace);
      try {
        context.drawImage(picture, 0, 0, width, height);
      } finally {
        picture.close();
      }
    } else {
      const image = context.createImageData(width, height);
      i420ToRgba(filtered, image.data);
      context.putImageData(image, 0, 0);
    }
  };

  const readFrame = async (video: HTMLVideoElement, into: I420Frame) => {
    const frame = new VideoFrame(video);
    try {
      // A frame from a <video> is stored as decoded; newer browsers say how it turns to show upright.
      const rotation = ((frame as VideoFrame & { rotation?: Rotation }).rotation ?? 0) as Rotation;
      await reader.read(frame, into, rotation);
    } finally {
      frame.close();
    }
  };

  // Reading a frame is asynchronous: while one is in flight only the newest request waits, older ones are dropped.
  const pump = async () => {
    busy = true;
    while (pending && !stopped) {
      const job: Job = pending;
      pending = null;
      try {
        await render(job);
      } catch (error) {
        if (!complained) console.error('The filter preview could not draw a frame', error);
        complained = true;
      }
    }
    busy = false;
  };

  return {
    draw(video, filter, intensity) {
      // Nothing decoded yet (HAVE_CURRENT_DATA not reached): there is no picture to read.
      if (stopped || video.readyState < 2 || !video.videoWidth) return;
      // The element's clock is the source's clock, the same time the export gives each frame's grain and jitter.
      pending = { video, filter, intensity, time: video.currentTime };
      if (!busy) void pump();
    },
    destroy() {
      stopped = true;
      pending = null;
    },
  };
}
