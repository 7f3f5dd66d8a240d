import type { Context } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { Document, Hashtag, Image, Mention, Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import type { FederationDeps } from './deps.ts';
import type { PublishedComment } from '../data/repos/federation.repo.ts';
import { hashtags, textToHtml } from './content.ts';
import { mentionsIn } from '../../shared/mentions.ts';

type Audience = 'public' | 'unlisted' | 'followers';

/** `to`/`cc` from who may see it: public is addressed to everyone, unlisted only copies them, followers-only never. */
export function addressing(visibility: Audience, followers: URL, extra: URL[] = []) {
  if (visibility === 'public') return { tos: [PUBLIC_COLLECTION, ...extra], ccs: [followers] };
  if (visibility === 'unlisted') return { tos: [followers, ...extra], ccs: [PUBLIC_COLLECTION] };
  return { tos: [followers, ...extra], ccs: [] };
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

  async video(ctx: Context<void>, videoId: string): Promise<Note | null> {
    const video = await this.deps.repo.publishedVideo(videoId);
    if (!video) return null;
    const audience: Audience = video.private_account && video.visibility !== 'followers' ? 'followers' : (video.visibility as Audience);
    const { html, tags } = await this.richText(ctx, video.caption);
    const urls = this.deps.urls;
    return new Note({
      id: urls.video(video.id),
      attribution: ctx.getActorUri(video.user_id),
      content: html,
      url: urls.videoPage(video.id),
      published: instant(video.created_at),
      sensitive: video.sensitive,
      summary: video.content_warning,
      ...addressing(audience, ctx.getFollowersUri(video.user_id)),
      attachments: [
        new Document({
          mediaType: 'video/mp4',
          url: urls.videoFile(video.id),
          // The alt text (issue 41), where Mastodon and PeerTube read a media description.
          name: video.alt_text,
          width: video.width,
          height: video.height,
          duration: video.duration ? Temporal.Duration.from({ milliseconds: Math.round(video.duration * 1000) }) : null,
        }),
      ],
      icon: new Image({ url: urls.poster(video.id), mediaType: 'image/jpeg' }),
      tags,
    });
  }

  /** A local account's comment; it answers a video (local or remote) or another comment. */
  async comment(ctx: Context<void>, commentId: string): Promise<Note | null> {
    const comment = await this.deps.repo.publishedComment(commentId);
    return comment ? this.commentNote(ctx, comment) : null;
  }

  /** The Note of a comment row already read (the publisher needs the row's recipients too). */
  async commentNote(ctx: Context<void>, comment: PublishedComment): Promise<Note> {
    const { html, tags, mentionUris } = await this.richText(ctx, comment.content);
    const urls = this.deps.urls;
    const videoUri = comment.video_uri ? new URL(comment.video_uri) : urls.video(comment.video_id);
    const parent = comment.parent_id ? await this.deps.repo.commentUri(comment.parent_id) : null;
    const owner = comment.owner_uri ? new URL(comment.owner_uri) : ctx.getActorUri(comment.video_owner);
    return new Note({
      id: urls.comment(comment.id),
      attribution: ctx.getActorUri(comment.user_id),
      content: html,
      replyTarget: parent ? new URL(parent.uri ?? urls.comment(parent.id).href) : videoUri,
      published: instant(comment.created_at),
      ...addressing('public', ctx.getFollowersUri(comment.user_id), [owner, ...mentionUris.filter((uri) => uri.href !== owner.href)]),
      tags: [...tags, ...(comment.owner_uri ? [new Mention({ href: owner })] : [])],
    });
  }
}
