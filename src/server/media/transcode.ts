import { createReadStream } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ENCODER_THREADS, generatedInput, mediaInput, probe, runFfmpeg, type MediaInfo } from './ffmpeg.ts';
import { withLocalFile } from './local-copy.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { buildLadder, SEGMENT_KEYFRAMES } from './ladder.ts';
import { contentTypeForKey, LADDER_CACHING } from '../storage/content-types.ts';
import { THUMBNAIL_FRAME_SECONDS } from '../../shared/constants.ts';

/**
 * Normalises any upload so it plays in every browser and starts fast: H.264 High + AAC, yuv420p, short edge
 * at most 720 (never upscaled), even dimensions, +faststart, all metadata stripped. A video without sound
 * gets a silent track, so players and the editor can rely on one.
 */
/** A source longer than the caller allows: the upload's header could not say so, ffmpeg's probe does. */
export class TooLongError extends Error {}

export async function transcodeVideo(input: string, output: string, maxSeconds = Infinity): Promise<MediaInfo> {
  const source = await probe(input);
  if (!source.hasVideo) throw new Error('The file has no video stream');
  if ((source.duration ?? 0) > maxSeconds) throw new TooLongError(`The video is ${source.duration} s long`);
  const scale =
    "scale='if(lt(iw,ih),min(720,iw),-2)':'if(lt(iw,ih),-2,min(720,ih))':force_original_aspect_ratio=decrease," +
    'scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p';
  const audioInput = source.hasAudio ? [] : generatedInput('anullsrc=channel_layout=stereo:sample_rate=44100');
  await runFfmpeg([
    '-y',
    ...(await mediaInput(input)),
    ...audioInput,
    '-map', '0:v:0',
    '-map', source.hasAudio ? '0:a:0' : '1:a:0',
    '-vf', scale,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    // Keyframes on the streaming ladder's segment boundaries: its rung at this size is this stream, copied.
    ...SEGMENT_KEYFRAMES,
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
    '-shortest',
    '-map_metadata', '-1', '-map_chapters', '-1',
    '-movflags', '+faststart',
    ...ENCODER_THREADS,
    output,
  ]);
  return probe(output);
}

/**
 * The thumbnail is the frame at 0.2 s (spec §9), or the first frame of a shorter video. A file whose header
 * claims a length its frames do not fill (one frame said to last a second) has no frame at 0.2 s: ffmpeg then
 * writes nothing and still succeeds, so the first frame is taken instead, and a video with none fails here,
 * not later as a missing file.
 */
export async function captureThumbnail(video: string, output: string, duration: number | null): Promise<void> {
  const at = duration !== null && duration <= THUMBNAIL_FRAME_SECONDS ? 0 : THUMBNAIL_FRAME_SECONDS;
  for (const seconds of at === 0 ? [0] : [at, 0]) {
    await runFfmpeg(['-y', '-ss', String(seconds), ...(await mediaInput(video)), '-frames:v', '1', '-vf', 'scale=720:-2', '-q:v', '4', output]);
    if (await access(output).then(() => true, () => false)) return;
  }
  throw new Error('The file has no video stream: no frame for a thumbnail');
}

/** The playable file's key beside an upload's: `…-original.<ext>` becomes `….mp4`. */
export const playableKey = (uploadKey: string) => uploadKey.replace(/-original\.[a-z0-9]+$/, '.mp4');
/** The folder of a playable file's streaming ladder: `….mp4` beside `…-hls/`. */
export const ladderFolder = (videoKey: string) => `${videoKey.replace(/\.mp4$/, '')}-hls`;

/** Playlists are never served from storage as they are (the playlist route rewrites them): typed here only. */
const ladderType = (file: string) => (file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : contentTypeForKey(file).type);

export interface Playable extends MediaInfo {
  /** The ladder's folder in the videos bucket, or null when it could not be made (the MP4 still plays). */
  hlsPath: string | null;
  /** Why there is no ladder, for the caller's log. */
  ladderError?: Error;
}

/**
 * A stored upload made playable: transcoded to `videoKey`, its streaming ladder beside it and its thumbnail
 * to `thumbnailKey`, all put back in storage (the upload itself is left for the caller to remove once the row
 * points at the new files). The ladder is an addition: when it fails the MP4 is still the video.
 */
export async function publishPlayable(store: BlobStore, uploadKey: string, keys: { videoKey: string; thumbnailKey: string }, maxSeconds = Infinity): Promise<Playable> {
  return withLocalFile(store, 'videos', uploadKey, async (input, scratch) => {
    const output = join(scratch, 'output.mp4');
    const thumbnail = join(scratch, 'thumbnail.jpg');
    const info = await transcodeVideo(input, output, maxSeconds);
    await captureThumbnail(output, thumbnail, info.duration);
    const ladder = await publishLadder(store, { path: output, info }, input, scratch, ladderFolder(keys.videoKey)).then(
      (hlsPath) => ({ hlsPath }),
      (error: unknown) => ({ hlsPath: null, ladderError: error as Error }),
    );
    await store.put('videos', keys.videoKey, createReadStream(output), { contentType: 'video/mp4', overwrite: true });
    await store.put('thumbnails', keys.thumbnailKey, createReadStream(thumbnail), { contentType: 'image/jpeg', overwrite: true });
    return { ...info, ...ladder };
  });
}

/**
 * The ladder of a playable MP4 made in `scratch` and put in storage under `folder`; `sourcePath`, the upload,
 * is read for a 1080 rung when it has one (a backfilled video's upload is gone: its ladder tops at the MP4).
 */
export async function publishLadder(store: BlobStore, playable: { path: string; info: MediaInfo }, sourcePath: string | null, scratch: string, folder: string): Promise<string> {
  const local = join(scratch, 'hls');
  await mkdir(local);
  const source = sourcePath ? { path: sourcePath, info: await probe(sourcePath) } : null;
  const ladder = await buildLadder(playable, source, local);
  // The master playlist goes last: a ladder is whole once its master exists.
  const files = [...ladder.files.filter((file) => file !== 'master.m3u8'), 'master.m3u8'];
  for (const file of files) {
    await store.put('videos', `${folder}/${file}`, createReadStream(join(local, file)), { contentType: ladderType(file), overwrite: true, cacheControl: LADDER_CACHING });
  }
  return folder;
}
