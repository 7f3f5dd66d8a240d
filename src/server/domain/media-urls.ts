import { STORAGE_BUCKETS, type MediaBucket, type StorageBucket } from '../../shared/constants.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { CaptionLinks } from './videos/caption-links.ts';

/** Images (avatars, thumbnails) get longer links than videos: they are small and shown everywhere. */
export const IMAGE_URL_SECONDS = 6 * 3600;
/** A link is handed out again for at most this long (and never past a quarter of its life). */
const REUSE_SECONDS = 300;
const REUSE_MAX_ENTRIES = 20_000;

/**
 * Stored media references are `bucket/key` strings; this turns them into signed links at read time, so
 * no permanent public URL to a file ever exists.
 */
export class MediaUrls {
  /** Recently made links, reused while they have most of their life left: a popular video is signed once, not per view. */
  private readonly recent = new Map<number, Map<string, { url: string; until: number }>>();

  /** `captions` signs caption-track links (issue 41); absent where no card is presented (jobs). */
  constructor(
    private readonly store: BlobStore,
    readonly captions?: CaptionLinks,
  ) {}

  /** The reused links of one lifetime, by stored reference (a map per lifetime: no key to build per lookup). */
  private reused(seconds: number) {
    let links = this.recent.get(seconds);
    if (!links) this.recent.set(seconds, (links = new Map()));
    return links;
  }

  private remember(stored: string, url: string, seconds: number, now: number) {
    const links = this.reused(seconds);
    if (links.size >= REUSE_MAX_ENTRIES) links.delete(links.keys().next().value!);
    links.set(stored, { url, until: now + Math.min(REUSE_SECONDS, seconds / 4) * 1000 });
    return url;
  }

  /**
   * The link now, without waiting, when it is recent or the store signs locally; `undefined` when only the
   * asynchronous path can make it (a presigned S3 link not made recently). A page passes one `now` for all
   * its links.
   */
  signNow(stored: string | null | undefined, seconds = IMAGE_URL_SECONDS, now = Date.now()): string | null | undefined {
    if (!stored) return null;
    // The reused link first: a page's links are almost all in it, and only a stored reference ever gets there.
    const hit = this.recent.get(seconds)?.get(stored);
    if (hit && hit.until > now) return hit.url;
    if (stored.startsWith('/') || stored.startsWith('http://') || stored.startsWith('https://')) return stored;
    const ref = MediaUrls.parse(stored);
    if (!ref) return null;
    return this.store.signedUrlNow ? this.remember(stored, this.store.signedUrlNow(ref.bucket, ref.key, seconds), seconds, now) : undefined;
  }

  static parse(stored: string): { bucket: StorageBucket; key: string } | null {
    const slash = stored.indexOf('/');
    const bucket = stored.slice(0, slash) as MediaBucket;
    if (slash < 1 || !STORAGE_BUCKETS.includes(bucket)) return null;
    return { bucket, key: stored.slice(slash + 1) };
  }

  async sign(stored: string | null | undefined, seconds = IMAGE_URL_SECONDS): Promise<string | null> {
    const now = this.signNow(stored, seconds);
    if (now !== undefined) return now;
    const ref = MediaUrls.parse(stored!)!;
    return this.remember(stored!, await this.store.signedUrl(ref.bucket, ref.key, seconds), seconds, Date.now());
  }

  async profile<T extends { avatarUrl: string | null }>(profile: T): Promise<T> {
    return { ...profile, avatarUrl: await this.sign(profile.avatarUrl) };
  }

  /** A grid's tile as sent: its thumbnails signed, its page key (`sortTime`) left out. */
  async tile<T extends { sortTime: string; thumbnailUrl: string | null; thumbnailSmallUrl: string | null }>({ sortTime: _time, ...row }: T): Promise<Omit<T, 'sortTime'>> {
    return { ...row, thumbnailUrl: await this.sign(row.thumbnailUrl), thumbnailSmallUrl: await this.sign(row.thumbnailSmallUrl) };
  }
}
