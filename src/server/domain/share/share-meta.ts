import { SHARE_IMAGE, SHARE_TITLE_CAPTION_MAX } from '../../../shared/constants.ts';
import type { FeedItem } from '../../../shared/feed-types.ts';
import { SENSITIVE_FALLBACK_WARNING } from '../../../shared/audience.ts';

export interface ShareMeta {
  title: string;
  description: string;
  canonical: string;
  image: string;
  video: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The share page's stable preview links (decision 027): they outlive every signed media link. */
export const sharePreviewPaths = (videoId: string) => ({ card: `/v/${videoId}/card.jpg`, video: `/v/${videoId}/video.mp4` });

/**
 * Title = author + the first 60 characters of the caption. The image and video are the share page's own
 * links, which answer with the current card (or a 1200×630 fallback) and a fresh signed link to the video
 * for as long as the video is public, rather than signed links that expire before a scraper's next visit.
 */
export function shareMetaFor(video: FeedItem, origin: string): ShareMeta {
  if (video.sensitive) return sensitiveMeta(video, origin);
  const caption = (video.caption_ai || video.caption || '').trim();
  const cut = caption.slice(0, SHARE_TITLE_CAPTION_MAX);
  const paths = sharePreviewPaths(video.id);
  return {
    title: cut ? `${video.username}: ${cut}` : `${video.username} on Popreel`,
    description: caption || `Watch @${video.username}'s video on Popreel`,
    canonical: `${origin}/v/${video.id}`,
    image: `${origin}${paths.card}`,
    video: video.video_url ? `${origin}${paths.video}` : null,
  };
}

/**
 * A sensitive video's preview says no more than its warning: no caption in the title or description, no
 * playable video (some apps autoplay og:video inline), and the neutral image card.jpg answers for it.
 */
function sensitiveMeta(video: FeedItem, origin: string): ShareMeta {
  return {
    title: `${video.username} on Popreel`,
    description: video.content_warning ?? SENSITIVE_FALLBACK_WARNING,
    canonical: `${origin}/v/${video.id}`,
    image: `${origin}${sharePreviewPaths(video.id).card}`,
    video: null,
  };
}

/** Replaces the shell's generic title, Open Graph and Twitter tags with the video's, so previews work without JS. */
export function injectShareMeta(shell: string, meta: ShareMeta): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<link rel="canonical" href="${e(meta.canonical)}" />`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<meta property="og:site_name" content="Popreel" />`,
    `<meta property="og:type" content="${meta.video ? 'video.other' : 'website'}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.canonical)}" />`,
    `<meta property="og:image" content="${e(meta.image)}" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    ...(meta.video
      ? [
          `<meta property="og:video" content="${e(meta.video)}" />`,
          `<meta property="og:video:secure_url" content="${e(meta.video)}" />`,
          `<meta property="og:video:type" content="video/mp4" />`,
          `<meta property="og:video:width" content="720" />`,
          `<meta property="og:video:height" content="1280" />`,
        ]
      : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(meta.image)}" />`,
  ];
  const stripped = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta (property="og:|name="twitter:|name="description")[^>]*>\s*/gi, '');
  // A function replacement: a string would read `$&`, `$'` and `` $` `` in a caption as patterns.
  const head = `    ${tags.join('\n    ')}\n  </head>`;
  return stripped.replace('</head>', () => head);
}

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * The origin absolute share links are built on. PUBLIC_URL when set; otherwise the Host header only when it
 * names this machine's loopback on our port (running locally), never an arbitrary Host a client sends.
 */
export function shareOrigin(publicUrl: string | null, port: number, host: string | undefined): string {
  if (publicUrl) return publicUrl;
  const match = host ? LOOPBACK_HOST.exec(host) : null;
  if (match && Number(match[2]?.slice(1) ?? 80) === port) return `http://${host!.toLowerCase()}`;
  return `http://localhost:${port}`;
}
