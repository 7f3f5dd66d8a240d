import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-signed media links for the disk store: /media/{bucket}/{key}?exp={unix seconds}&sig={hmac}. */
export function signMediaPath(secret: string, bucket: string, key: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${bucket}/${key}:${expiresAt}`).digest('base64url');
}

/**
 * Long links end on a boundary of a sixth of their life (at least 5 minutes), so one file keeps one URL
 * that long (an hour-long video link for 10 minutes, a 6-hour image link for an hour) and the browser's
 * cache, keyed on the URL, can reuse it; every link still lives at least five sixths of what was asked.
 */
export function expiryFor(seconds: number, now = Date.now()): number {
  const exact = Math.floor(now / 1000) + seconds;
  if (seconds < 1800) return exact;
  const window = Math.max(300, Math.floor(seconds / 6 / 300) * 300);
  return exact - (exact % window);
}

export function mediaUrl(secret: string, bucket: string, key: string, seconds: number, now = Date.now()): string {
  const exp = expiryFor(seconds, now);
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `/media/${bucket}/${path}?exp=${exp}&sig=${signMediaPath(secret, bucket, key, exp)}`;
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

export function checkMediaSignature(
  secret: string,
  bucket: string,
  key: string,
  exp: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): SignatureCheck {
  const expiresAt = Number(exp);
  if (!sig || !Number.isInteger(expiresAt)) return 'invalid';
  const expected = Buffer.from(signMediaPath(secret, bucket, key, expiresAt));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expiresAt * 1000 < now ? 'expired' : 'ok';
}
