import { FilterRenderer } from './filter-renderer.ts';
import type { VideoFilter } from './recipe.ts';

export interface FilterPreview {
  /** Draws the <video>'s current frame through the filter; call it from requestVideoFrameCallback or rAF. */
  draw(video: HTMLVideoElement, filter: VideoFilter, intensity: number): void;
  destroy(): void;
}

/** Long side of the preview canvas: the phone-sized player never shows more, and software GL stays smooth. */
const PREVIEW_LONG_SIDE = 960;

/**
 * The live preview: a canvas laid over (or instead of) the playing <video>, drawn by the same renderer and shaders
 * the export uses. Throws when the browser has no WebGL, in which case the editor has no filters to offer.
 */
export function createFilterPreview(canvas: HTMLCanvasElement): FilterPreview {
  const renderer = new FilterRenderer(canvas);
  return {
    draw(video, filter, intensity) {
      // Nothing decoded yet (HAVE_CURRENT_DATA not reached): uploading would throw or show black.
      if (video.readyState < 2 || !video.videoWidth) return;
      const scale = Math.min(1, PREVIEW_LONG_SIDE / Math.max(video.videoWidth, video.videoHeight));
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      renderer.upload(video);
      // The element's clock is the source's clock, the same time the export gives each frame's grain and jitter.
      renderer.draw(filter, intensity, video.currentTime);
    },
    destroy: () => renderer.destroy(),
  };
}
