import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { HostRateLimiter } from './host-rate-limiter.ts';
import { safeRequest } from './safe-request.ts';

export interface RemoteMediaOptions {
  /** Bytes accepted; more (announced or streamed) fails with 'too-large'. */
  maxBytes: number;
  /** Test-only (config.federation.allowPrivateAddress). */
  allowPrivateAddress?: boolean;
  /** For the whole download. Default 120 s: a video is large and a peer may be slow. */
  timeoutMs?: number;
  /** Default: the videos and images Popreel plays or shows (REMOTE_MEDIA_TYPES). */
  acceptTypes?: readonly string[];
  /** Default: the process's shared limiter. */
  rateLimiter?: HostRateLimiter;
  userAgent?: string;
  signal?: AbortSignal;
}

export const REMOTE_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const REMOTE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const REMOTE_MEDIA_TYPES: readonly string[] = [...REMOTE_VIDEO_TYPES, ...REMOTE_IMAGE_TYPES];
const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * Streams a remote video or image to `destinationPath` with safeRequest's checks (public address, type, size,
 * time, rate), never holding it in memory. On any failure the partial file is deleted and the error thrown.
 */
export async function downloadRemoteMedia(url: string | URL, destinationPath: string, options: RemoteMediaOptions): Promise<{ bytes: number; contentType: string }> {
  const acceptTypes = options.acceptTypes ?? REMOTE_MEDIA_TYPES;
  const response = await safeRequest(url, {
    maxBytes: options.maxBytes,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    acceptTypes,
    allowPrivateAddress: options.allowPrivateAddress,
    headers: { Accept: acceptTypes.join(', '), ...(options.userAgent ? { 'User-Agent': options.userAgent } : {}) },
    rateLimiter: options.rateLimiter,
    signal: options.signal,
  });
  const file = createWriteStream(destinationPath);
  try {
    await pipeline(response.body, file);
  } catch (error) {
    await rm(destinationPath, { force: true });
    throw error;
  }
  // safeRequest accepted only a stated type from acceptTypes, so there is one.
  return { bytes: file.bytesWritten, contentType: response.contentType ?? acceptTypes[0] };
}
