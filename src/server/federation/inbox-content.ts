import type { InboxContext } from '@fedify/fedify';
import { Article, Note, PUBLIC_COLLECTION, Video, type Create, type Delete, type Flag, type Update } from '@fedify/vocab';
import type { FederationDeps } from './deps.ts';
import type { RemoteAccount } from './remote-accounts.ts';
import { htmlToText } from './content.ts';
import { remoteVideoOf } from './remote-video-fields.ts';
import { COMMENT_MAX } from '../../shared/content.schema.ts';
import { REPORT_DETAILS_MAX } from '../../shared/constants.ts';

type Post = Note | Article | Video;

function isPost(object: unknown): object is Post {
  return object instanceof Note || object instanceof Article || object instanceof Video;
}

/** Who a remote post is for, from its addressing (issue 52 item 4); 'direct' is everything else. */
export type RemoteAudience = 'public' | 'unlisted' | 'followers' | 'direct';

/**
 * Public in `to` is public, in `cc` only unlisted; addressed to its author's followers collection and not to
 * Public, followers-only; anything else (named people only) direct. Mastodon's followers collection is the
 * actor's URI with /followers when the actor document did not name one.
 */
export function audienceOf(post: Post, sender: RemoteAccount): RemoteAudience {
  const to = post.toIds.map((id) => id.href);
  const cc = [...post.ccIds, ...post.audienceIds].map((id) => id.href);
  if (to.includes(PUBLIC_COLLECTION.href)) return 'public';
  if (cc.includes(PUBLIC_COLLECTION.href)) return 'unlisted';
  const followers = sender.followersUri ?? `${sender.uri}/followers`;
  return [...to, ...cc].includes(followers) ? 'followers' : 'direct';
}

/** Creates, updates, deletes and reports of content: comments on videos here, and videos of followed accounts. */
export class InboxContent {
  constructor(private readonly deps: FederationDeps) {}

  /** The object as its origin serves it now, never as the activity embeds it; only the sender's own. */
  private async fromOrigin(ctx: InboxContext<void>, sender: RemoteAccount, id: URL | null): Promise<Post | null> {
    if (!id || id.origin !== new URL(sender.uri).origin) return null;
    const object = await ctx.lookupObject(id.href, { documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader });
    if (!isPost(object) || object.id?.href !== id.href || object.attributionId?.href !== sender.uri) return null;
    return object;
  }

  /** The video (and top-level comment) a reply answers, when it is one Popreel holds. */
  private async replyTarget(uri: URL): Promise<{ videoId: string; parentId: string | null } | null> {
    const { urls, repo } = this.deps;
    const videoId = urls.localVideoId(uri) ?? (await repo.videoByRemoteUri(uri.href))?.id;
    if (videoId) return { videoId, parentId: null };
    const commentId = urls.localCommentId(uri) ?? (await repo.commentByRemoteUri(uri.href))?.id;
    const parent = commentId ? await repo.commentParent(commentId) : null;
    return parent ? { videoId: parent.videoId, parentId: parent.parentId ?? parent.id } : null;
  }

  async created(ctx: InboxContext<void>, sender: RemoteAccount, create: Create) {
    const post = await this.fromOrigin(ctx, sender, create.objectId);
    if (!post?.id) return;
    const { repo, services } = this.deps;
    const audience = audienceOf(post, sender);
    if (post.replyTargetId) {
      // Comments here are public: only a reply addressed to Public becomes one; a followers-only or direct
      // reply would be shown to everyone (issue 52, M3).
      if (audience !== 'public' && audience !== 'unlisted') return;
      const target = await this.replyTarget(post.replyTargetId);
      if (!target || (await repo.commentByRemoteUri(post.id.href))) return;
      const text = htmlToText(post.content?.toString() ?? '', COMMENT_MAX);
      if (!text) return;
      const comment = await services.comments.post(sender.userId, { videoId: target.videoId, content: text, parentId: target.parentId });
      await repo.markRemoteComment(comment.id, post.id.href);
      return;
    }
    // A video post: kept only when someone here follows its author, and the policy takes videos from its host;
    // a direct one never, and a followers-only one as followers-only, seen by the author's followers here.
    if (audience === 'direct') return;
    if ((await repo.videoByRemoteUri(post.id.href)) || !(await repo.hasLocalFollowers(sender.userId))) return;
    if (!(await this.deps.gate.decide(sender.host)).acceptVideos) return;
    const video = await remoteVideoOf(post, ctx);
    if (video) await this.deps.jobs.enqueue('remote-video', { userId: sender.userId, ...video, visibility: audience }, { maxAttempts: 3 });
  }

  async updated(ctx: InboxContext<void>, sender: RemoteAccount, update: Update) {
    const post = await this.fromOrigin(ctx, sender, update.objectId);
    if (!post?.id) return;
    const { repo, services } = this.deps;
    const audience = audienceOf(post, sender);
    const comment = await repo.commentByRemoteUri(post.id.href);
    if (comment?.userId === sender.userId) {
      // Narrowed to followers or people: no longer a public comment here.
      if (audience !== 'public' && audience !== 'unlisted') return void (await repo.deleteComment(comment.id));
      const text = htmlToText(post.content?.toString() ?? '', COMMENT_MAX);
      if (text) await repo.updateRemoteComment(comment.id, text);
      return;
    }
    const video = await repo.videoByRemoteUri(post.id.href);
    if (video?.userId === sender.userId) {
      if (audience === 'direct') return void (await services.videoManagement.delete(sender.userId, video.id));
      const fields = await remoteVideoOf(post, ctx);
      if (fields) await repo.updateRemoteVideo(video.id, { ...fields, visibility: audience });
    }
  }

  async deleted(sender: RemoteAccount, remove: Delete) {
    const id = remove.objectId;
    if (!id || id.origin !== new URL(sender.uri).origin) return;
    const { repo, services } = this.deps;
    const comment = await repo.commentByRemoteUri(id.href);
    if (comment?.userId === sender.userId) await repo.deleteComment(comment.id);
    const video = await repo.videoByRemoteUri(id.href);
    if (video?.userId === sender.userId) await services.videoManagement.delete(sender.userId, video.id);
  }

  /** A report from another server (usually its instance actor): one report here per thing it names. */
  async flagged(sender: RemoteAccount, flag: Flag) {
    const { urls, services } = this.deps;
    const details = htmlToText(flag.content?.toString() ?? '', REPORT_DETAILS_MAX) || `Reported from ${sender.host}`;
    for (const uri of flag.objectIds) {
      const [kind, id] = urls.localVideoId(uri) ? ['video', urls.localVideoId(uri)] : urls.localCommentId(uri) ? ['comment', urls.localCommentId(uri)] : ['profile', urls.localUserId(uri)];
      if (!id) continue;
      await services.safety.report(sender.userId, { targetKind: kind, targetId: id, reason: 'other', details }).catch((error: { status?: number }) => {
        if (!error.status || error.status >= 500) throw error;
      });
    }
  }
}
