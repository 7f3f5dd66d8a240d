import type { Context } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { Document, Hashtag, Image, Mention, Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import type { FederationDeps } from './deps.ts';
import type { PublishedCommentRow, PublishedVideoRow } from '../data/repos/federation-objects.repo.ts';
import type { FederatedReader } from '../data/repos/visibility.ts';
import { hashtags, textToHtml } from './content.ts';
import { mentionsIn } from '../../shared/mentions.ts';
import { escapeHtml } from '../../shared/html-escape.ts';

type Audience = 'public' | 'unlisted' | 'followers';

/** `to`/`cc` from who may see it: public is addressed to everyone, unlisted only copies them, followers-only never. */
export function addressing(visibility: Audience, followers: URL, extra: URL[] = []) {
  if (visibility === 'public') return { tos: [PUBLIC_COLLECTION, ...extra], ccs: [followers] };
  if (visibility === 'unlisted') return { tos: [followers, ...extra], ccs: [PUBLIC_COLLECTION] };
  return { tos: [followers, ...extra], ccs: [] };
}

/** Who a video reaches elsewhere: a private account's videos, whatever their setting, only its followers. */
export function audienceOf(video: Pick<PublishedVideoRow, 'visibility' | 'privateAccount'>): Audience {
  return video.privateAccount && video.visibility !== 'followers' ? 'followers' : (video.visibility as Audience);
}

function instant(date: Date | string) {
  return Temporal.Instant.fromEpochMilliseconds(new Date(date).getTime());
}

/** Builds the Notes Popreel publishes: a video (a Note with a video Document, as Loops does) and a comment. */
export class ObjectBuilder {
  constructor(private readonly deps: FederationDeps) {}

  /** The people a text names who exist here: local ones by their actor, remote ones by theirs. */
  private async mentioned(ctx: Context<void>, text: string) {
    const found = new Map<string, URL>();
    for (const name of mentionsIn(text)) {
      const id = await this.deps.repo.localIdByUsername(name);
      if (id) found.set(name, ctx.getActorUri(id));
    }
    return found;
  }

  private async richText(ctx: Context<void>, text: string) {
    const mentions = await this.mentioned(ctx, text);
    const urls = this.deps.urls;
    const html = textToHtml(text, {
      mentions,
      tagUrl: (tag) => new URL(`/tag/${encodeURIComponent(tag)}`, urls.origin),
      profileUrl: (name) => {
        const uri = mentions.get(name.toLowerCase());
        const id = uri ? urls.localUserId(uri) : null;
        return id ? urls.profilePage(id) : null;
      },
    });
    const tags = [
      ...hashtags(text).map((tag) => new Hashtag({ href: new URL(`/tag/${encodeURIComponent(tag)}`, urls.origin), name: `#${tag}` })),
      ...[...mentions].map(([name, href]) => new Mention({ href, name: `@${name}@${new URL(urls.origin).host}` })),
    ];
    return { html, tags, mentionUris: [...mentions.values()] };
  }

  /**
   * A video's Note as `reader` may see it (issue 52), or null. A followers-only one names its media by capability
   * links (its media key), which a follower's server fetches unsigned as it fetches any media.
   */
  async video(ctx: Context<void>, videoId: string, reader: FederatedReader): Promise<Note | null> {
    const video = await this.deps.objects.video(videoId, reader);
    if (!video) return null;
    const audience = audienceOf(video);
    const { html, tags } = await this.richText(ctx, video.caption);
    const urls = this.deps.urls;
    const key = audience === 'followers' ? video.mediaKey : null;
    return new Note({
      id: urls.video(video.id),
      attribution: ctx.getActorUri(video.userId),
      content: html,
      url: urls.videoPage(video.id),
      published: instant(video.createdAt),
      sensitive: video.sensitive,
      // A content warning is plain text here; ActivityPub's summary is HTML.
      summary: video.contentWarning ? escapeHtml(video.contentWarning) : null,
      ...addressing(audience, ctx.getFollowersUri(video.userId)),
      attachments: [
        new Document({
          mediaType: 'video/mp4',
          url: urls.videoFile(video.id, key),
          // The alt text (issue 41), where Mastodon and PeerTube read a media description.
          name: video.altText,
          width: video.width,
          height: video.height,
          duration: video.duration ? Temporal.Duration.from({ milliseconds: Math.round(video.duration * 1000) }) : null,
        }),
      ],
      icon: new Image({ url: urls.poster(video.id, key), mediaType: 'image/jpeg' }),
      tags,
    });
  }

  /** A local account's comment as `reader` may see it; it answers a video (local or remote) or another comment. */
  async comment(ctx: Context<void>, commentId: string, reader: FederatedReader): Promise<Note | null> {
    const comment = await this.deps.objects.comment(commentId, reader);
    return comment ? this.commentNote(ctx, comment) : null;
  }

  /**
   * The Note of a comment row already read (the publisher needs the row's recipients too). A comment on a video
   * not everyone may see is addressed to the video's owner alone: never to the commenter's followers or Public.
   */
  async commentNote(ctx: Context<void>, comment: PublishedCommentRow): Promise<Note> {
    const { html, tags, mentionUris } = await this.richText(ctx, comment.content);
    const urls = this.deps.urls;
    const videoUri = comment.videoUri ? new URL(comment.videoUri) : urls.video(comment.videoId);
    const parent = comment.parentId ? await this.deps.objects.commentUri(comment.parentId) : null;
    const owner = comment.ownerUri ? new URL(comment.ownerUri) : ctx.getActorUri(comment.videoOwner);
    const addressed = comment.videoOpen
      ? addressing('public', ctx.getFollowersUri(comment.userId), [owner, ...mentionUris.filter((uri) => uri.href !== owner.href)])
      : { tos: [owner], ccs: [] };
    return new Note({
      id: urls.comment(comment.id),
      attribution: ctx.getActorUri(comment.userId),
      content: html,
      replyTarget: parent ? new URL(parent.uri ?? urls.comment(parent.id).href) : videoUri,
      published: instant(comment.createdAt),
      ...addressed,
      tags: [...tags, ...(comment.ownerUri ? [new Mention({ href: owner })] : [])],
    });
  }
}
