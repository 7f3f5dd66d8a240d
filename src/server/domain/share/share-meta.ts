import { SHARE_IMAGE, SHARE_TITLE_CAPTION_MAX } from '../../../shared/constants.ts';
import { EMBED_HEIGHT, EMBED_WIDTH } from '../../../shared/embeds.ts';
import type { FeedItem } from '../../../shared/feed-types.ts';
import { DEFAULT_LOCALE, directionOf, type Locale } from '../../../shared/i18n/locales.ts';
import { wordsFor, type Words } from '../../i18n/i18n.ts';
import { escapeHtml } from '../../../shared/html-escape.ts';

export interface ShareMeta {
  title: string;
  description: string;
  canonical: string;
  image: string;
  /** The creator's alt text (issue 41): og:image:alt and twitter:image:alt; none on a sensitive video's neutral card. */
  imageAlt: string | null;
  video: string | null;
  /** Issue 57: the embed player link previews may frame (twitter:player); none for a sensitive video. */
  player?: string | null;
  /** Issue 57: the oEmbed description of this page, for consumers that discover it. */
  oembed?: string;
  /** The language it is written in (the request's, issue 39): the page's <html lang dir>. */
  locale: Locale;
}


/** Where oEmbed consumers ask about a video's share page (issue 57). */
const oembedLink = (origin: string, videoId: string) => `${origin}/oembed?url=${encodeURIComponent(`${origin}/v/${videoId}`)}&format=json`;

/** The share page's stable preview links (decision 027): they outlive every signed media link. */
export const sharePreviewPaths = (videoId: string) => ({ card: `/v/${videoId}/card.jpg`, video: `/v/${videoId}/video.mp4` });

/**
 * Title = author + the first 60 characters of the caption. The image and video are the share page's own
 * links, which answer with the current card (or a 1200×630 fallback) and a fresh signed link to the video
 * for as long as the video is public, rather than signed links that expire before a scraper's next visit.
 * Its own words are in the request's language (the caption stays as written).
 */
export function shareMetaFor(video: FeedItem, origin: string, locale: Locale = DEFAULT_LOCALE): ShareMeta {
  const t = wordsFor(locale, { ns: 'pages' });
  if (video.sensitive) return sensitiveMeta(t, video, origin, locale);
  const caption = (video.captionAi || video.caption || '').trim();
  const cut = caption.slice(0, SHARE_TITLE_CAPTION_MAX);
  const paths = sharePreviewPaths(video.id);
  return {
    title: cut ? `${video.username}: ${cut}` : t('{{username}} on Popreel', { username: video.username }),
    description: caption || t("Watch @{{username}}'s video on Popreel", { username: video.username }),
    canonical: `${origin}/v/${video.id}`,
    image: `${origin}${paths.card}`,
    imageAlt: video.altText,
    video: video.videoUrl ? `${origin}${paths.video}` : null,
    player: video.videoUrl ? `${origin}/embed/${video.id}` : null,
    oembed: oembedLink(origin, video.id),
    locale,
  };
}

/**
 * A sensitive video's preview says no more than its warning: no caption in the title or description, no
 * playable video (some apps autoplay og:video inline), and the neutral image card.jpg answers for it.
 */
function sensitiveMeta(t: Words, video: FeedItem, origin: string, locale: Locale): ShareMeta {
  return {
    title: t('{{username}} on Popreel', { username: video.username }),
    // SENSITIVE_FALLBACK_WARNING, in the page's language.
    description: video.contentWarning ?? t('Sensitive content'),
    canonical: `${origin}/v/${video.id}`,
    image: `${origin}${sharePreviewPaths(video.id).card}`,
    imageAlt: null,
    video: null,
    oembed: oembedLink(origin, video.id),
    locale,
  };
}

/**
 * Replaces the shell's generic title, Open Graph and Twitter tags with the video's, so previews work without JS,
 * and its <html lang dir> with the page's language.
 */
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
    ...(meta.imageAlt ? [`<meta property="og:image:alt" content="${e(meta.imageAlt)}" />`] : []),
    ...(meta.video
      ? [
          `<meta property="og:video" content="${e(meta.video)}" />`,
          `<meta property="og:video:secure_url" content="${e(meta.video)}" />`,
          `<meta property="og:video:type" content="video/mp4" />`,
          `<meta property="og:video:width" content="720" />`,
          `<meta property="og:video:height" content="1280" />`,
        ]
      : []),
    ...(meta.oembed ? [`<link rel="alternate" type="application/json+oembed" href="${e(meta.oembed)}" title="${e(meta.title)}" />`] : []),
    `<meta name="twitter:card" content="${meta.player ? 'player' : 'summary_large_image'}" />`,
    ...(meta.player
      ? [
          `<meta name="twitter:player" content="${e(meta.player)}" />`,
          `<meta name="twitter:player:width" content="${EMBED_WIDTH}" />`,
          `<meta name="twitter:player:height" content="${EMBED_HEIGHT}" />`,
        ]
      : []),
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(meta.image)}" />`,
    ...(meta.imageAlt ? [`<meta name="twitter:image:alt" content="${e(meta.imageAlt)}" />`] : []),
  ];
  const stripped = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta (property="og:|name="twitter:|name="description")[^>]*>\s*/gi, '')
    .replace(/<link rel="alternate" type="application\/json\+oembed"[^>]*>\s*/gi, '');
  // A function replacement: a string would read `$&`, `$'` and `` $` `` in a caption as patterns.
  const head = `    ${tags.join('\n    ')}\n  </head>`;
  const html = `<html lang="${meta.locale}" dir="${directionOf(meta.locale)}">`;
  return stripped.replace(/<html[^>]*>/i, () => html).replace('</head>', () => head);
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
