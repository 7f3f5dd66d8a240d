import { ALL_FORMATS, BlobSource, Input, type InputAudioTrack, type InputVideoTrack } from 'mediabunny';

/** How far the stored picture must turn clockwise to show upright (phone videos carry it as metadata). */
export type Rotation = 0 | 90 | 180 | 270;

export interface SourceInfo {
  input: Input;
  video: InputVideoTrack;
  audio: InputAudioTrack | null;
  seconds: number;
  fps: number;
  /** The picture as shown, rotation applied: the size of the exported video. */
  width: number;
  height: number;
  rotation: Rotation;
}

/**
 * Reads the posted video's container (no decoding, so it works without WebCodecs too): both engines plan the
 * same timeline from it. Dispose `input` when done.
 */
export async function readSource(source: Blob): Promise<SourceInfo> {
  const input = new Input({ source: new BlobSource(source), formats: ALL_FORMATS });
  try {
    const video = await input.getPrimaryVideoTrack();
    if (!video) throw new Error('the source has no video track');
    const audio = await input.getPrimaryAudioTrack();
    const seconds = await input.computeDuration();
    // A couple of seconds of packets is plenty for the rate and cheaper than scanning a minute.
    const { averagePacketRate } = await video.computePacketStats(120);
    // H.264 wants even dimensions; an odd-sized upload loses a pixel column rather than failing.
    const even = (n: number) => Math.max(2, n - (n % 2));
    return {
      input,
      video,
      audio,
      seconds,
      fps: averagePacketRate,
      width: even(video.displayWidth),
      height: even(video.displayHeight),
      rotation: video.rotation,
    };
  } catch (error) {
    input.dispose();
    throw error;
  }
}
