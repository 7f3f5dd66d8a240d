import { STORAGE_BUCKETS, type StorageBucket } from '../../shared/constants.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** Images (avatars, thumbnails) get longer links than videos: they are small and shown everywhere. */
export const IMAGE_URL_SECONDS = 6 * 3600;

/**
 * Stored media references are `bucket/key` strings; this turns them into signed links at read time, so
 * no permanent public URL to a file ever exists.
 */
export class MediaUrls {
  constructor(private readonly store: BlobStore) {}

  static parse(stored: string): { bucket: StorageBucket; key: string } | null {
    const slash = stored.indexOf('/');
    const bucket = stored.slice(0, slash) as StorageBucket;
    if (slash < 1 || !STORAGE_BUCKETS.includes(bucket)) return null;
    return { bucket, key: stored.slice(slash + 1) };
  }

  async sign(stored: string | null | undefined, seconds = IMAGE_URL_SECONDS): Promise<string | null> {
    if (!stored) return null;
    if (/^https?:\/\//.test(stored) || stored.startsWith('/')) return stored;
    const ref = MediaUrls.parse(stored);
    return ref ? this.store.signedUrl(ref.bucket, ref.key, seconds) : null;
  }

  async profile<T extends { avatar_url: string | null }>(profile: T): Promise<T> {
    return { ...profile, avatar_url: await this.sign(profile.avatar_url) };
  }
}
