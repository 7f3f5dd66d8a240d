import sharp from 'sharp';
import { ENCODER_THREADS, mediaInput, probe, runFfmpeg, runFfmpegBytes, type MediaInfo } from './ffmpeg.ts';
import { STORY_CROP_OUTPUT, STORY_THUMBNAIL_QUALITY, STORY_TRIM_MAX_SECONDS, THUMBNAIL_FRAME_SECONDS } from '../../shared/constants.ts';

/** Story videos play full screen on phones: 720×1280 is sharp there and keeps a 15 s webm small. */
const STORY_VIDEO = { width: 720, height: 1280 } as const;

/**
 * An image story as stored: the web crop already sends 1080×1920, but a file from elsewhere is covered to
 * that frame too, turned upright and stripped of metadata (location in EXIF included).
 */
export function storyImage(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(STORY_CROP_OUTPUT.width, STORY_CROP_OUTPUT.height, { fit: 'cover' })
    .jpeg({ quality: Math.round(STORY_CROP_OUTPUT.quality * 100) })
    .toBuffer();
}

/**
 * The chosen range of a video story, at most 15 s, as webm (VP8 + Opus) letterboxed into 9:16 so nothing
 * of the picture is lost; returns what the result measures.
 */
export async function storyVideo(input: string, output: string, range: { start: number | null; end: number | null }): Promise<MediaInfo> {
  const source = await probe(input);
  if (!source.hasVideo) throw new Error('The file has no video stream');
  const start = range.start ?? 0;
  const length = Math.min(STORY_TRIM_MAX_SECONDS, (range.end ?? start + STORY_TRIM_MAX_SECONDS) - start);
  const { width, height } = STORY_VIDEO;
  await runFfmpeg([
    '-y',
    '-ss', start.toFixed(1),
    '-t', length.toFixed(1),
    ...(await mediaInput(input)),
    '-map', '0:v:0',
    ...(source.hasAudio ? ['-map', '0:a:0', '-c:a', 'libopus', '-b:a', '96k', '-ac', '2'] : ['-an']),
    '-vf', `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,format=yuv420p`,
    '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1500k', '-qmin', '4', '-qmax', '42',
    '-map_metadata', '-1',
    ...ENCODER_THREADS,
    output,
  ]);
  const result = await probe(output);
  if (!result.hasVideo) throw new Error('The trimmed range has no video');
  return result;
}

/** The video story's thumbnail: the frame at 0.2 s as JPEG at quality 0.8 (spec §9). */
export async function storyThumbnail(video: string, duration: number | null): Promise<Buffer> {
  const at = duration !== null && duration <= THUMBNAIL_FRAME_SECONDS ? 0 : THUMBNAIL_FRAME_SECONDS;
  const png = await runFfmpegBytes(['-ss', String(at), ...(await mediaInput(video)), '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1']);
  return sharp(png).jpeg({ quality: Math.round(STORY_THUMBNAIL_QUALITY * 100) }).toBuffer();
}
