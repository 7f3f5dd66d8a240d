import { BOOT_VIDEO_CLASS, BOOT_VIDEO_MEDIA, BOOT_VIDEO_START_SCRIPT } from '../../../shared/feed-boot.ts';
import type { FeedPage } from '../../../shared/feed-types.ts';
import { escapeHtml } from '../../../shared/html-escape.ts';

/*
 * The signed-in feed's first video, playing from the page's shell before the app has loaded (issue 53: its first
 * frame ≤ 1 s on a slow phone; decision 082). The app's card takes it over where it has got to
 * (src/web/components/video/boot-video.ts), and the app's code runs only after its first frame
 * (src/web/public/start-after-boot-video.js).
 */


/**
 * The first card's video, where the card's video will be, or '' when the feed does not open on one that may
 * play: a sensitive video stays covered (issue 38), one may have nothing to play yet, For You's "caught up"
 * divider comes before a seen one, Discover's label (and maybe suggested creators) before its first card.
 * Muted, looping and inline as the card's; aria-hidden and out of the tab order, the card being the one to use.
 * Its source plays only below the desktop layout, where it lines up with the card.
 */
export function bootVideoTag(page: FeedPage): string {
  const first = page.items[0];
  if (!first?.videoUrl || first.sensitive || first.seen || page.mode === 'discover') return '';
  const poster = first.thumbnailUrl ? ` poster="${escapeHtml(first.thumbnailUrl)}"` : '';
  return (
    `<video class="${BOOT_VIDEO_CLASS}" data-video-id="${escapeHtml(first.id)}"${poster} muted autoplay playsinline loop preload="auto" ` +
    `aria-hidden="true" tabindex="-1" disablepictureinpicture disableremoteplayback>` +
    `<source src="${escapeHtml(first.videoUrl)}" media="${BOOT_VIDEO_MEDIA}" /></video>`
  );
}

/** The built shell's entry script and its module preloads, as Vite writes them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell with the app's code started by the starter script rather than by the parser: the entry and the
 * modules it preloads, named in the starter's data attributes, are fetched and run after the boot video's first
 * frame. Fetched at once, the app's seven files held the video's request behind them (six connections to a host
 * over HTTP/1.1) and their arrival kept the main thread busy; run at once, the entry's evaluation (most of a
 * second on a slow phone) held the frame back. A shell of another shape is left as it is.
 */
export function startAfterBootVideo(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const starter = `<script src="${BOOT_VIDEO_START_SCRIPT}" data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(modules.join(' '))}" defer></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => starter);
}
