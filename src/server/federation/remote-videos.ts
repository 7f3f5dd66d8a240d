import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FederationDeps } from './deps.ts';
import type { JobPayload } from '../queue/job-catalog.ts';
import { downloadRemoteMedia, REMOTE_VIDEO_TYPES } from './net/remote-media.ts';
import { MAX_VIDEO_BYTES } from '../../shared/constants.ts';
import { detectLanguage } from '../../shared/video-language.ts';

/**
 * A followed remote account's video made a video here (issue 40): its file fetched within the upload limits
 * (size, type, time, no private addresses) into Popreel's storage, then the same transcode an upload gets, so
 * it plays from here, in the formats Popreel serves, and passes the same checks.
 */
export async function ingestRemoteVideo(deps: FederationDeps, payload: JobPayload<'remote-video'>) {
  const { repo, videos, store, jobs } = deps;
  if (await repo.videoByRemoteUri(payload.uri)) return;
  const folder = await mkdtemp(join(tmpdir(), 'popreel-remote-'));
  try {
    const file = join(folder, 'original');
    const { contentType } = await downloadRemoteMedia(payload.mediaUrl, file, {
      maxBytes: MAX_VIDEO_BYTES, allowPrivateAddress: deps.allowPrivateAddress, timeoutMs: 120_000, acceptTypes: REMOTE_VIDEO_TYPES,
    });
    const ext = contentType === 'video/webm' ? 'webm' : contentType === 'video/quicktime' ? 'mov' : 'mp4';
    const key = `${payload.userId}/${Date.now()}-${randomBytes(4).toString('hex')}-original.${ext}`;
    await store.put('videos', key, createReadStream(file), { contentType });
    // The same call an upload makes; a second delivery of the same post finds its row there and stops.
    const video = await videos.create({
      userId: payload.userId, storagePath: key, caption: payload.caption, language: detectLanguage(payload.caption),
      sensitive: payload.sensitive, contentWarning: payload.contentWarning, remoteUri: payload.uri, remoteUrl: payload.url,
      altText: payload.altText ?? null, visibility: payload.visibility ?? 'public',
    });
    if (!video) return void (await store.delete('videos', key));
    await jobs.enqueue('transcode', { videoId: video.id }, { maxAttempts: 3 });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
