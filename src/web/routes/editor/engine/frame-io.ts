import { VideoSample } from 'mediabunny';
import { FilterRenderer, type Rotation } from './filter-renderer.ts';
import type { VideoFilter } from './recipe.ts';

/** Moves decoded frames into the filter renderer and filtered pictures out to the encoder, as fast as this GL allows. */
export interface FramePipe {
  /** Makes `frame` the picture the following `render` calls filter. Does not close it. */
  upload(frame: VideoFrame, rotation: Rotation): Promise<void>;
  /** The uploaded picture through the filter, as a sample for the encoder; the caller closes it. */
  render(filter: VideoFilter, intensity: number, time: number, timestamp: number, duration: number): VideoSample;
  destroy(): void;
}

/**
 * With a GPU, VideoFrames go into WebGL and the canvas comes back as a VideoFrame without leaving GPU memory.
 * On software GL those two hand-overs cost ~110 ms a frame, so there the frame is converted to RGBA on the CPU
 * (VideoFrame.copyTo), uploaded as a pixel buffer and read back with readPixels: ~8 ms together.
 */
export function createFramePipe(width: number, height: number): FramePipe {
  let renderer = new FilterRenderer(new OffscreenCanvas(width, height), { sampling: 'exact' });
  if (!renderer.software) {
    return {
      upload: async (frame, rotation) => renderer.upload(frame, rotation),
      render(filter, intensity, time, timestamp, duration) {
        renderer.draw(filter, intensity, time);
        return new VideoSample(renderer.canvas, { timestamp, duration });
      },
      destroy: () => renderer.destroy(),
    };
  }
  renderer.destroy();
  // NV12 straight from the shader where the width allows it (it always does at 720): see NV12_FOOTER.
  const nv12 = width % 4 === 0;
  renderer = nv12
    ? new FilterRenderer(new OffscreenCanvas(width / 4, (height * 3) / 2), { sampling: 'exact', nv12: { width, height } })
    : new FilterRenderer(new OffscreenCanvas(width, height), { sampling: 'exact', readback: true });
  let input = new Uint8Array(0);
  // One readback buffer for the whole export: a fresh 3.7 MB array per frame costs more than the filter itself.
  const pixels = new Uint8Array(renderer.canvas.width * renderer.canvas.height * 4);
  return {
    async upload(frame, rotation) {
      const size = frame.codedWidth * frame.codedHeight * 4;
      if (input.length !== size) input = new Uint8Array(size);
      await frame.copyTo(input, { format: 'RGBA' });
      renderer.uploadPixels(input, frame.codedWidth, frame.codedHeight, rotation);
    },
    render(filter, intensity, time, timestamp, duration) {
      renderer.draw(filter, intensity, time);
      renderer.readPixels(pixels);
      // The VideoFrame constructor copies the pixels, so the buffer is free again for the next frame.
      const frame = new VideoFrame(pixels, {
        format: nv12 ? 'NV12' : 'RGBA',
        codedWidth: width,
        codedHeight: height,
        timestamp: Math.round(timestamp * 1e6),
        duration: Math.round(duration * 1e6),
        ...(nv12 ? { colorSpace: { matrix: 'bt709', primaries: 'bt709', transfer: 'bt709', fullRange: false } } : {}),
      });
      return new VideoSample(frame);
    },
    destroy: () => renderer.destroy(),
  };
}
