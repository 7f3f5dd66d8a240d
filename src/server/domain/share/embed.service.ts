import type { EmbedSettingsRepo } from '../../data/repos/embed-settings.repo.ts';
import type { FeedService } from '../feed/feed.service.ts';
import type { ModeratorCheck } from '../moderation/moderator-check.ts';
import type { FeedItem } from '../../../shared/feed-types.ts';
import { EMBED_HEIGHT, EMBED_MESSAGES, EMBED_WIDTH, OEMBED_CACHE_SECONDS } from '../../../shared/embeds.ts';
import type { EmbedSettings, OEmbedAnswer } from '../../../shared/embeds.schema.ts';
import { SHARE_IMAGE } from '../../../shared/constants.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import { escapeHtml } from '../../../shared/html-escape.ts';
import { isUuid } from '../paging/cursor.ts';
import { DomainError } from '../errors.ts';
import { shareMetaFor, sharePreviewPaths } from './share-meta.ts';

/** The settings are read on every embed page; an admin's change reaches every instance within this. */
const SETTINGS_CACHE_MS = 10_000;
const VIDEO_LINK = /^\/(?:v|embed)\/([0-9a-f-]{36})\/?$/i;

const present = (row: { allowAll: boolean; sites: string[]; updatedAt: Date | null }): EmbedSettings => ({
  allowAll: row.allowAll,
  sites: row.sites,
  updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
});

/**
 * Embeds (issue 57, decision 081): the player page other sites frame and its oEmbed description. A video is
 * found through the web app's own visitor rule (FeedService.video with no viewer), so what a visitor may not
 * watch — followers-only, only me, drafts, hidden, banned — is no more embeddable than watchable, and says nothing.
 */
export class EmbedService {
  private cached: { value: EmbedSettings; until: number } | null = null;

  constructor(
    private readonly repo: EmbedSettingsRepo,
    private readonly feed: FeedService,
    private readonly check: ModeratorCheck,
  ) {}

  async settings(actorId: string): Promise<EmbedSettings> {
    await this.check.admin(actorId);
    return present(await this.repo.settings());
  }

  async updateSettings(actorId: string, input: { allowAll: boolean; sites: string[] }): Promise<EmbedSettings> {
    await this.check.admin(actorId);
    const saved = present(await this.repo.update({ allowAll: input.allowAll, sites: [...new Set(input.sites)] }));
    this.cached = null;
    return saved;
  }

  /** The embed page's frame-ancestors: every site, the listed origins, or none. */
  async frameAncestors(now = Date.now()): Promise<string> {
    if (!this.cached || this.cached.until < now) this.cached = { value: present(await this.repo.settings()), until: now + SETTINGS_CACHE_MS };
    const { allowAll, sites } = this.cached.value;
    return allowAll ? '*' : sites.length > 0 ? sites.join(' ') : "'none'";
  }

  /** The video as a visitor may see it, or null (an id that is no video's reads the same as a hidden one). */
  async video(videoId: string): Promise<FeedItem | null> {
    if (!isUuid(videoId)) return null;
    return this.feed.video(null, videoId).catch((error: unknown) => {
      if (error instanceof DomainError && error.status === 404) return null;
      throw error;
    });
  }

  /**
   * oEmbed 1.0 for a link to one of this server's videos (`/v/{id}` or `/embed/{id}` on `origin`), sized to fit
   * the consumer's maxwidth and maxheight at 9:16. Other formats than JSON are 501; a link that is not a video
   * a visitor may watch here is 404.
   */
  async oembed(query: { url: string; format?: string; maxwidth?: number; maxheight?: number }, origin: string, locale: Locale = DEFAULT_LOCALE): Promise<OEmbedAnswer> {
    if (query.format !== undefined && query.format.toLowerCase() !== 'json') throw new DomainError('not_implemented', EMBED_MESSAGES.jsonOnly, 501);
    const video = await this.video(videoIdIn(query.url, origin) ?? '');
    if (!video) throw new DomainError('not_found', EMBED_MESSAGES.noVideo, 404);
    const { width, height } = fitted(query.maxwidth, query.maxheight);
    const meta = shareMetaFor(video, origin, locale);
    const src = `${origin}/embed/${video.id}`;
    return {
      version: '1.0',
      type: 'video',
      provider_name: 'Popreel',
      provider_url: origin,
      title: meta.title,
      author_name: video.username,
      author_url: `${origin}/profile/${video.userId}`,
      html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(meta.title)}" style="border:0;max-width:100%" allow="fullscreen; picture-in-picture" allowfullscreen loading="lazy"></iframe>`,
      width,
      height,
      thumbnail_url: `${origin}${sharePreviewPaths(video.id).card}`,
      thumbnail_width: SHARE_IMAGE.width,
      thumbnail_height: SHARE_IMAGE.height,
      cache_age: OEMBED_CACHE_SECONDS,
    };
  }
}

/** The video id of a link to this server, or null for any other link. */
function videoIdIn(link: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return VIDEO_LINK.exec(url.pathname)?.[1]?.toLowerCase() ?? null;
}

/** The player's size: 9:16, at most EMBED_WIDTH wide, within what the consumer can show. */
function fitted(maxwidth?: number, maxheight?: number) {
  let width = Math.min(EMBED_WIDTH, maxwidth ?? EMBED_WIDTH, maxheight ? Math.floor((maxheight * EMBED_WIDTH) / EMBED_HEIGHT) : EMBED_WIDTH);
  width = Math.max(width, 1);
  const height = Math.min(Math.round((width * EMBED_HEIGHT) / EMBED_WIDTH), maxheight ?? Number.POSITIVE_INFINITY);
  return { width, height };
}
