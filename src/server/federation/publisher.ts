import type { Context } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { Accept, Create, Delete, Flag, Follow, Like, Tombstone, Undo, Update, type Activity, type Recipient } from '@fedify/vocab';
import type { FederateEvent } from '../queue/job-catalog.ts';
import type { FederationDeps } from './deps.ts';
import type { ObjectBuilder } from './objects.ts';
import type { FollowerInbox } from '../data/repos/federation.repo.ts';
import { followKey } from './inbox.ts';
import { INSTANCE_ACTOR } from './urls.ts';

function recipient(row: FollowerInbox): Recipient {
  return { id: new URL(row.uri), inboxId: new URL(row.inbox), endpoints: row.shared_inbox ? { sharedInbox: new URL(row.shared_inbox) } : null };
}

/**
 * Domain events (queued as `federate` jobs by the services) made into activities and handed to Fedify, which
 * signs them and queues one delivery per inbox — one per shared inbox for followers (issue 40). Only local
 * accounts' own actions are published; hosts the instance policy refuses are never written to.
 */
export class Publisher {
  constructor(
    private readonly deps: FederationDeps,
    private readonly objects: ObjectBuilder,
    private readonly context: () => Context<void>,
  ) {}

  private async allowed(rows: FollowerInbox[]): Promise<Recipient[]> {
    const out: Recipient[] = [];
    for (const row of rows) if ((await this.deps.gate.decide(new URL(row.uri).host)).federate) out.push(recipient(row));
    return out;
  }

  private async send(ctx: Context<void>, sender: string, rows: FollowerInbox[], activity: Activity) {
    const recipients = await this.allowed(rows);
    if (recipients.length === 0) return;
    await ctx.sendActivity({ identifier: sender }, recipients, activity, { preferSharedInbox: true, excludeBaseUris: [new URL(this.deps.urls.origin)] });
  }

  async handle(event: FederateEvent): Promise<void> {
    const ctx = this.context();
    const { repo, urls } = this.deps;
    const stamp = Date.now().toString(36);
    switch (event.event) {
      case 'video-published':
      case 'video-updated': {
        const note = await this.objects.video(ctx, event.videoId);
        if (!note?.id || !note.attributionId) return;
        const userId = urls.localUserId(note.attributionId)!;
        const kind = event.event === 'video-published' ? Create : Update;
        const activity = new kind({ id: new URL(`${note.id.href}#${event.event}/${stamp}`), actor: note.attributionId, object: note, tos: note.toIds, ccs: note.ccIds, published: Temporal.Now.instant() });
        return this.send(ctx, userId, await repo.remoteFollowerInboxes(userId), activity);
      }
      case 'video-deleted': {
        if (!(await repo.isLocal(event.userId))) return;
        const id = urls.video(event.videoId);
        const activity = new Delete({ id: new URL(`${id.href}#delete/${stamp}`), actor: ctx.getActorUri(event.userId), object: new Tombstone({ id }), tos: [new URL('https://www.w3.org/ns/activitystreams#Public')] });
        return this.send(ctx, event.userId, await repo.remoteFollowerInboxes(event.userId), activity);
      }
      case 'liked':
      case 'unliked': {
        const target = await repo.remoteVideoOwner(event.videoId);
        if (!target || !(await repo.isLocal(event.userId))) return;
        const like = new Like({ id: urls.activity(event.userId, 'like', event.videoId), actor: ctx.getActorUri(event.userId), object: new URL(target.video_uri), tos: [new URL(target.uri)] });
        const activity = event.event === 'liked' ? like : new Undo({ id: urls.activity(event.userId, 'unlike', `${event.videoId}/${stamp}`), actor: ctx.getActorUri(event.userId), object: like, tos: [new URL(target.uri)] });
        return this.send(ctx, event.userId, [target], activity);
      }
      case 'commented': {
        const comment = await repo.publishedComment(event.commentId);
        if (!comment?.owner_uri || !(await repo.isLocal(comment.user_id))) return;
        const note = await this.objects.commentNote(ctx, comment);
        const owner = { uri: comment.owner_uri, inbox: comment.owner_inbox!, shared_inbox: comment.owner_shared_inbox };
        const activity = new Create({ id: new URL(`${urls.comment(comment.id).href}#create`), actor: note.attributionId, object: note, tos: note.toIds, ccs: note.ccIds });
        return this.send(ctx, comment.user_id, [owner, ...(await repo.remoteFollowerInboxes(comment.user_id))], activity);
      }
      case 'followed':
      case 'unfollowed': {
        const target = await repo.remoteActorOf(event.followeeId);
        if (!target || !(await repo.isLocal(event.followerId))) return;
        const follow = new Follow({ id: urls.activity(event.followerId, 'follow', event.followeeId), actor: ctx.getActorUri(event.followerId), object: new URL(target.uri) });
        const activity = event.event === 'followed' ? follow : new Undo({ id: urls.activity(event.followerId, 'unfollow', `${event.followeeId}/${stamp}`), actor: ctx.getActorUri(event.followerId), object: follow });
        return this.send(ctx, event.followerId, [target], activity);
      }
      case 'follow-accepted': {
        const follower = await repo.remoteActorOf(event.followerId);
        if (!follower) return;
        const followId = await this.deps.kv.get<string>(followKey(event.followerId, event.followeeId));
        const follow = new Follow({ id: followId ? new URL(followId) : null, actor: new URL(follower.uri), object: ctx.getActorUri(event.followeeId) });
        return this.send(ctx, event.followeeId, [follower], new Accept({ id: urls.activity(event.followeeId, 'accept', stamp), actor: ctx.getActorUri(event.followeeId), object: follow }));
      }
      case 'reported':
        return this.forwardReport(ctx, event.reportId);
    }
  }

  /** A report about remote content, sent on to its server as a Flag from the instance actor: the reporter stays private. */
  private async forwardReport(ctx: Context<void>, reportId: string) {
    const target = await this.deps.repo.reportedRemote(reportId);
    if (!target) return;
    const objects = [new URL(target.uri), ...(target.object_uri ? [new URL(target.object_uri)] : [])];
    const flag = new Flag({ id: this.deps.urls.activity(INSTANCE_ACTOR, 'flag', reportId), actor: ctx.getActorUri(INSTANCE_ACTOR), objects, content: target.details ?? target.reason });
    await this.send(ctx, INSTANCE_ACTOR, [target], flag);
  }
}
