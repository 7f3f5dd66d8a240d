import { describe, expect, it } from 'vitest';
import { injectShareMeta, shareMetaFor, shareOrigin } from './share-meta.ts';
import type { FeedItem } from '../../../shared/feed-types.ts';

const shell = '<html><head><title>Popreel</title><meta property="og:title" content="Popreel" /><meta name="twitter:card" content="x" /></head><body></body></html>';
const video = { id: 'v1', username: 'maya', caption: 'A'.repeat(70) + ' <script>', captionAi: null, thumbnailUrl: '/media/thumbnails/t.jpg?sig=1', videoUrl: '/media/videos/v.mp4?sig=2' } as FeedItem;

describe('share page metadata', () => {
  it('titles with the author and the first 60 characters', () => {
    expect(shareMetaFor(video, 'https://popreel.example').title).toBe(`maya: ${'A'.repeat(60)}`);
    expect(shareMetaFor({ ...video, caption: '  ' }, 'https://p.example').title).toBe('maya on Popreel');
  });

  it("names the share page's stable preview links, never a signed media link that expires", () => {
    const meta = shareMetaFor(video, 'https://popreel.example');
    expect(meta.image).toBe('https://popreel.example/v/v1/card.jpg');
    expect(meta.video).toBe('https://popreel.example/v/v1/video.mp4');
    // Whatever the card's state: the card route answers the card or the 1200×630 fallback, never the thumbnail.
    expect(shareMetaFor({ ...video, thumbnailUrl: null }, 'https://p.example').image).toBe('https://p.example/v/v1/card.jpg');
    // No playable link (the share page shows its unavailable view): no video tags.
    expect(shareMetaFor({ ...video, videoUrl: null }, 'https://p.example').video).toBeNull();
  });

  it('replaces the generic tags and escapes what users wrote', () => {
    const html = injectShareMeta(shell, shareMetaFor(video, 'https://p.example'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://p.example/v/v1" />');
    expect(html).toContain('<meta property="og:image" content="https://p.example/v/v1/card.jpg" />');
    expect(html).toContain('<meta name="twitter:image" content="https://p.example/v/v1/card.jpg" />');
    expect(html).toContain('<meta property="og:video" content="https://p.example/v/v1/video.mp4" />');
    expect(html).toContain('<meta property="og:video:secure_url" content="https://p.example/v/v1/video.mp4" />');
    expect(html).not.toContain('/media/');
    // Issue 57: a playable video names its embed player, and its oEmbed description.
    expect(html).toContain('<meta name="twitter:card" content="player" />');
    expect(html).toContain('<meta name="twitter:player" content="https://p.example/embed/v1" />');
    expect(html).toContain('<link rel="alternate" type="application/json+oembed" href="https://p.example/oembed?url=https%3A%2F%2Fp.example%2Fv%2Fv1&amp;format=json"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('content="Popreel" /><meta name="twitter:card" content="x"');
  });

  it("keeps a caption's $` and $' as text instead of reading them as replacement patterns", () => {
    for (const caption of ['price $` tag', "it's $' here", 'all $& of it']) {
      const html = injectShareMeta(shell, shareMetaFor({ ...video, caption }, 'https://p.example'));
      expect(html.match(/<html[ >]/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      const escaped = caption.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
      expect(html).toContain(`<meta property="og:title" content="maya: ${escaped}" />`);
    }
  });

  it("is written in the request's language, with the page's lang and dir (issue 39)", () => {
    const meta = shareMetaFor({ ...video, caption: '' }, 'https://p.example', 'ar');
    expect(meta.title).toBe('maya على Popreel');
    const html = injectShareMeta(shell, meta);
    expect(html).toMatch(/^<html lang="ar" dir="rtl"><head>/);
    expect(shareMetaFor({ ...video, sensitive: true, contentWarning: null }, 'https://p.example', 'es').description).toBe('Contenido sensible');
  });

  it('builds absolute links on PUBLIC_URL or our own loopback, never on an arbitrary Host header', () => {
    expect(shareOrigin('https://popreel.example', 3000, 'evil.example')).toBe('https://popreel.example');
    expect(shareOrigin(null, 3000, 'evil.example')).toBe('http://localhost:3000');
    expect(shareOrigin(null, 3000, 'localhost:3000')).toBe('http://localhost:3000');
    expect(shareOrigin(null, 4100, '127.0.0.1:4100')).toBe('http://127.0.0.1:4100');
    expect(shareOrigin(null, 4100, '127.0.0.1:9999')).toBe('http://localhost:4100');
    expect(shareOrigin(null, 80, 'localhost')).toBe('http://localhost');
    expect(shareOrigin(null, 3000, undefined)).toBe('http://localhost:3000');
  });
});
