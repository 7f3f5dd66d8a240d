import { describe, expect, it } from 'vitest';
import { contentTypeForKey, parseRange } from './content-types.ts';
import { checkMediaSignature, mediaUrl } from './signed-url.ts';
import { assertSafeKey } from './blob-store.ts';

describe('Range parsing', () => {
  it.each([
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=50-500', 100, { start: 50, end: 99 }],
    ['bytes=100-', 100, null],
    ['bytes=9-3', 100, null],
    ['items=0-1', 100, null],
    [undefined, 100, undefined],
  ])('%s of %i', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('signed media links', () => {
  const url = new URL('http://x' + mediaUrl('secret', 'videos', 'u/1.mp4', 60, 1_000_000));
  const [exp, sig] = [url.searchParams.get('exp')!, url.searchParams.get('sig')!];
  it('accepts its own signature until it expires', () => {
    expect(checkMediaSignature('secret', 'videos', 'u/1.mp4', exp, sig, 1_000_000)).toBe('ok');
    expect(checkMediaSignature('secret', 'videos', 'u/1.mp4', exp, sig, 1_000_000 + 61_000)).toBe('expired');
  });
  it('refuses another key, bucket, secret or expiry', () => {
    expect(checkMediaSignature('secret', 'videos', 'u/2.mp4', exp, sig, 1_000_000)).toBe('invalid');
    expect(checkMediaSignature('secret', 'audio', 'u/1.mp4', exp, sig, 1_000_000)).toBe('invalid');
    expect(checkMediaSignature('other', 'videos', 'u/1.mp4', exp, sig, 1_000_000)).toBe('invalid');
    expect(checkMediaSignature('secret', 'videos', 'u/1.mp4', String(Number(exp) + 1000), sig, 1_000_000)).toBe('invalid');
  });
});

describe('link stability', () => {
  it('keeps one URL for a sixth of a long link’s life, and every link lives at least five sixths of it', () => {
    const start = 1_800_000_000_000;
    const urls = new Set<string>();
    for (let t = start; t < start + 4 * 3_600_000; t += 60_000) {
      const url = mediaUrl('secret', 'videos', 'u/1.mp4', 3600, t);
      urls.add(url);
      const exp = Number(new URL('http://x' + url).searchParams.get('exp'));
      expect(exp * 1000 - t).toBeGreaterThanOrEqual(3000 * 1000);
      expect(exp * 1000 - t).toBeLessThanOrEqual(3600 * 1000);
    }
    // Four hours of hour-long links: one URL per 10-minute window.
    expect(urls.size).toBeLessThanOrEqual(25);
    expect(mediaUrl('secret', 'videos', 'u/1.mp4', 60, start)).not.toBe(mediaUrl('secret', 'videos', 'u/1.mp4', 60, start + 1000));
  });
});

describe('content types and keys', () => {
  it('serves media types inline and everything else as an attachment', () => {
    expect(contentTypeForKey('a/b.mp4')).toEqual({ type: 'video/mp4', inline: true });
    expect(contentTypeForKey('a/b.svg')).toEqual({ type: 'application/octet-stream', inline: false });
    expect(contentTypeForKey('a/b.html')).toEqual({ type: 'application/octet-stream', inline: false });
  });
  it('refuses keys that leave the bucket', () => {
    expect(() => assertSafeKey('../etc/passwd')).toThrow();
    expect(() => assertSafeKey('a//b')).toThrow();
    expect(() => assertSafeKey('/abs')).toThrow();
    expect(() => assertSafeKey('user/1700000000.mp4')).not.toThrow();
  });
});
