import type { InboxContext } from '@fedify/fedify';
import { Article, Note, Video, type Create, type Delete, type Flag, type Update } from '@fedify/vocab';
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
    return parent ? { videoId: parent.video_id, parentId: parent.parent_id ?? parent.id } : null;
  }

  async created(ctx: InboxContext<void>, sender: RemoteAccount, create: Create) {
    const post = await this.fromOrigin(ctx, sender, create.objectId);
    if (!post?.id) return;
    const { repo, services } = this.deps;
    if (post.replyTargetId) {
      const target = await this.replyTarget(post.replyTargetId);
      if (!target || (await repo.commentByRemoteUri(post.id.href))) return;
      const text = htmlToText(post.content?.toString() ?? '', COMMENT_MAX);
      if (!text) return;
      const comment = await services.comments.post(sender.userId, { video_id: target.videoId, content: text, parent_id: target.parentId });
      await repo.markRemoteComment(comment.id, post.id.href);
      return;
    }
    // A video post: kept only when someone here follows its author, and the policy takes videos from its host.
    if ((await repo.videoByRemoteUri(post.id.href)) || !(await repo.hasLocalFollowers(sender.userId))) return;
    if (!(await this.deps.gate.decide(sender.host)).acceptVideos) return;
    const video = await remoteVideoOf(post, ctx);
    if (video) await this.deps.jobs.enqueue('remote-video', { userId: sender.userId, ...video }, { maxAttempts: 3 });
  }

  async updated(ctx: InboxContext<void>, sender: RemoteAccount, update: Update) {
    const post = await this.fromOrigin(ctx, sender, update.objectId);
    if (!post?.id) return;
    const { repo } = this.deps;
    const comment = await repo.commentByRemoteUri(post.id.href);
    if (comment?.user_id === sender.userId) {
      const text = htmlToText(post.content?.toString() ?? '', COMMENT_MAX);
      if (text) await repo.updateRemoteComment(comment.id, text);
      return;
    }
    const video = await repo.videoByRemoteUri(post.id.href);
    if (video?.user_id === sender.userId) {
      const fields = await remoteVideoOf(post, ctx);
      if (fields) await repo.updateRemoteVideo(video.id, fields);
    }
  }

  async deleted(sender: RemoteAccount, remove: Delete) {
    const id = remove.objectId;
    if (!id || id.origin !== new URL(sender.uri).origin) return;
    const { repo, services } = this.deps;
    const comment = await repo.commentByRemoteUri(id.href);
    if (comment?.user_id === sender.userId) await repo.deleteComment(comment.id);
    const video = await repo.videoByRemoteUri(id.href);
    if (video?.user_id === sender.userId) await services.videoManagement.delete(sender.userId, video.id);
  }

  /** A report from another server (usually its instance actor): one report here per thing it names. */
  async flagged(sender: RemoteAccount, flag: Flag) {
    const { urls, services } = this.deps;
    const details = htmlToText(flag.content?.toString() ?? '', REPORT_DETAILS_MAX) || `Reported from ${sender.host}`;
    for (const uri of flag.objectIds) {
      const [kind, id] = urls.localVideoId(uri) ? ['video', urls.localVideoId(uri)] : urls.localCommentId(uri) ? ['comment', urls.localCommentId(uri)] : ['profile', urls.localUserId(uri)];
      if (!id) continue;
      await services.safety.report(sender.userId, { target_kind: kind, target_id: id, reason: 'other', details }).catch((error: { status?: number }) => {
        if (!error.status || error.status >= 500) throw error;
      });
    }
  }
}
