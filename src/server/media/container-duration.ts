import { ALL_FORMATS, FilePathSource, Input } from 'mediabunny';

/**
 * A video's length read from its container's header in this process (mediabunny: MP4/MOV, WebM/MKV, Ogg…),
 * so an upload's length is checked without starting ffmpeg from a request (decision 023). Null for a format it
 * does not read (AVI, say) or a damaged header: the transcode job, which probes with ffmpeg, checks those.
 */
export async function containerDuration(path: string): Promise<number | null> {
  const input = new Input({ formats: ALL_FORMATS, source: new FilePathSource(path) });
  try {
    const seconds = await input.computeDuration();
    return Number.isFinite(seconds) ? seconds : null;
  } catch {
    return null;
  } finally {
    input.dispose();
  }
}
