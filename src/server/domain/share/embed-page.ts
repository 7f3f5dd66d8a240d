import type { FeedItem } from '../../../shared/feed-types.ts';
import { directionOf, type Locale } from '../../../shared/i18n/locales.ts';
import { escapeHtml as e } from '../../../shared/html-escape.ts';
import { wordsFor } from '../../i18n/i18n.ts';
import { shareMetaFor, sharePreviewPaths } from './share-meta.ts';

/** Small, dark, no script: what a blog's sidebar or a chat's preview frames, drawn before any JavaScript could load. */
const STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%;background:#000;color:#f4f4f5;font:14px/1.4 system-ui,sans-serif}
main{position:relative;height:100%;display:flex;flex-direction:column}video{flex:1;min-height:0;width:100%;background:#000;object-fit:contain}
.meta{padding:8px 10px;display:flex;flex-direction:column;gap:4px;background:#09090b}.meta p{margin:0;overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical}
a{color:#f9a8d4;font-weight:600;text-decoration:none}a:hover,a:focus-visible{text-decoration:underline}.notice{margin:auto;padding:16px;text-align:center}`;

function page(locale: Locale, title: string, canonical: string | null, body: string) {
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${e(title)}</title>
${canonical ? `<link rel="canonical" href="${e(canonical)}" />\n` : ''}<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * The embed player (issue 57): the video with its controls, the creator and caption, and a link back, each
 * link opening Popreel in a new tab. A sensitive video shows its warning and the link, never the video (the
 * consent screen is Popreel's own). `null` is the unavailable page, which names nothing.
 */
export function embedPageHtml(video: FeedItem | null, origin: string, locale: Locale): string {
  const t = wordsFor(locale, { ns: 'pages' });
  // The share page's own unavailable view (spec §2), without its Home button: the frame is someone else's page.
  if (!video) {
    const title = t("This post isn't available");
    return page(locale, title, null, `<div class="notice"><p><strong>${e(title)}</strong></p><p>${e(t("The video you're looking for doesn't exist or has been removed."))}</p></div>`);
  }
  const meta = shareMetaFor(video, origin, locale);
  const watch = `<a href="${e(meta.canonical)}" target="_blank" rel="noopener">${e(t('Watch on Popreel'))}</a>`;
  const creator = `<a href="${e(`${origin}/profile/${video.userId}`)}" target="_blank" rel="noopener">@${e(video.username)}</a>`;
  if (video.sensitive || !video.videoUrl) {
    return page(locale, meta.title, meta.canonical, `<div class="notice"><p>${e(meta.description)}</p><p>${creator}</p><p>${watch}</p></div>`);
  }
  const label = video.altText || video.caption || meta.title;
  const poster = video.thumbnailUrl ? ` poster="${e(video.thumbnailUrl)}"` : '';
  const player = `<video src="${e(sharePreviewPaths(video.id).video)}"${poster} controls playsinline loop preload="metadata" aria-label="${e(label)}"></video>`;
  const caption = video.caption.trim() ? `<p>${e(video.caption.trim())}</p>` : '';
  return page(locale, meta.title, meta.canonical, `${player}\n<div class="meta">${creator}${caption}${watch}</div>`);
}
