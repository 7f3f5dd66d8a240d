import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-signed media links for the disk store: /media/{bucket}/{key}?exp={unix seconds}&sig={hmac}. */
export function signMediaPath(secret: string, bucket: string, key: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${bucket}/${key}:${expiresAt}`).digest('base64url');
}

/** Long links end on a 5-minute boundary so one file keeps one URL for a while and browsers can cache it. */
export function expiryFor(seconds: number, now = Date.now()): number {
  const exact = Math.floor(now / 1000) + seconds;
  return seconds >= 1800 ? exact - (exact % 300) : exact;
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
