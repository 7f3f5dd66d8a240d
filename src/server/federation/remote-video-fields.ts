import type { Context } from '@fedify/fedify';
import { ALT_TEXT_MAX } from '../../shared/captions.ts';
import { Document, Link, Video, type Article, type Note } from '@fedify/vocab';
import { htmlToText } from './content.ts';
import { CAPTION_MAX } from '../../shared/content.schema.ts';
import { CONTENT_WARNING_MAX } from '../../shared/audience.ts';

/** What Popreel keeps of a remote video post; the file itself is fetched by the remote-video job. */
export interface RemoteVideoFields {
  uri: string;
  url: string | null;
  mediaUrl: string;
  caption: string;
  sensitive: boolean;
  contentWarning: string | null;
  /** The video Document's description (its `name`), our alt text (issue 41). */
  altText?: string | null;
}

const PLAYABLE = /^video\/(mp4|webm|quicktime)$/;

/** The smallest playable rendition at least 480 high, else the largest: a phone's screen, not a cinema's. */
function pick(links: Array<{ href: URL; type: string | null; height: number | null }>): URL | null {
  const playable = links.filter((link) => link.type !== null && PLAYABLE.test(link.type) && /^https?:$/.test(link.href.protocol));
  const sized = [...playable].sort((a, b) => (a.height ?? 0) - (b.height ?? 0));
  return (sized.find((link) => (link.height ?? 0) >= 480) ?? sized.at(-1))?.href ?? null;
}

/**
 * Reads a video out of a post in any of the shapes peers send: Loops, Mastodon and Pixelfed post a Note with a
 * video Document attached; PeerTube a Video whose `url` lists its renditions as Links. Null when it has none.
 */
export async function remoteVideoOf(post: Note | Article | Video, ctx: Context<void>): Promise<RemoteVideoFields | null> {
  const links: Array<{ href: URL; type: string | null; height: number | null }> = [];
  const loaders = { documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader };
  if (post instanceof Video) {
    for (const url of post.urls) {
      if (url instanceof Link && url.href) links.push({ href: url.href, type: url.mediaType, height: url.height });
    }
  }
  let altText: string | null = null;
  for await (const attachment of post.getAttachments(loaders)) {
    if (!(attachment instanceof Document)) continue;
    if (!altText && attachment.name && attachment.mediaType?.startsWith('video/')) altText = htmlToText(attachment.name.toString(), ALT_TEXT_MAX) || null;
    for (const url of attachment.urls) {
      const href = url instanceof URL ? url : url.href;
      if (href) links.push({ href, type: attachment.mediaType ?? (url instanceof Link ? url.mediaType : null), height: attachment.height });
    }
  }
  const media = pick(links);
  if (!media || !post.id) return null;
  const title = post instanceof Video ? (post.name?.toString() ?? '') : '';
  const body = htmlToText(post.content?.toString() ?? '', CAPTION_MAX);
  const page = post.url instanceof URL ? post.url : post.url instanceof Link ? post.url.href : null;
  const warning = post.summary ? htmlToText(post.summary.toString(), CONTENT_WARNING_MAX) : '';
  return {
    uri: post.id.href,
    url: page?.href ?? post.id.href,
    mediaUrl: media.href,
    caption: [title, body].filter(Boolean).join('\n\n').slice(0, CAPTION_MAX),
    sensitive: Boolean(post.sensitive) || warning !== '',
    contentWarning: warning || null,
    altText,
  };
}
