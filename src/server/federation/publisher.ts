import type { Context } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { Accept, Announce, Create, Flag, Follow, Like, Move, Undo, Update, type Activity, type Recipient } from '@fedify/vocab';
import type { FederateEvent } from '../queue/job-catalog.ts';
import type { FederationDeps } from './deps.ts';
import type { ObjectBuilder } from './objects.ts';
import type { FollowerInbox } from '../data/repos/federation.repo.ts';
import { followKey } from './follow-keys.ts';
import { Retractions } from './retractions.ts';
import { INSTANCE_ACTOR } from './urls.ts';
import { escapeHtml } from '../../shared/html-escape.ts';
import { addressing } from './objects.ts';

function recipient(row: FollowerInbox): Recipient {
  return { id: new URL(row.uri), inboxId: new URL(row.inbox), endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null };
}

/**
 * An inbox known only by its URL (where a Note went): shared or personal, it is delivered to as it is. Fedify
 * keeps only recipients with an id, so the inbox stands for its own recipient.
 */
export function inboxRecipient(inbox: string): Recipient {
  return { id: new URL(inbox), inboxId: new URL(inbox), endpoints: null };
}

/**
 * Domain events (queued as `federate` jobs by the services) made into activities and handed to Fedify, which
 * prepares them and queues one `deliver` job per inbox — one per shared inbox for followers (issue 40). Only
 * local accounts' own actions are published; hosts the instance policy refuses are never written to. Narrowing
 * an audience retracts what went out (retractions.ts, issue 52).
 */
export class Publisher {
  private readonly retractions: Retractions;

  constructor(
    private readonly deps: FederationDeps,
    private readonly objects: ObjectBuilder,
    private readonly context: () => Context<void>,
  ) {
    this.retractions = new Retractions(deps, (ctx, sender, recipients, activity) => this.deliver(ctx, sender, recipients, activity));
  }

  /**
   * The one way an activity leaves: to the recipients the instance policy federates with, through Fedify's
   * preparation and Popreel's own delivery queue (fanout skipped: every message is a delivery to one inbox).
   */
  async deliver(ctx: Context<void>, sender: string, recipients: Recipient[], activity: Activity) {
    const allowed: Recipient[] = [];
    for (const to of recipients) {
      const inbox = to.endpoints?.sharedInbox ?? to.inboxId;
      if (inbox && (await this.deps.gate.decide(inbox.host)).federate) allowed.push(to);
    }
    if (allowed.length === 0) return;
    await ctx.sendActivity({ identifier: sender }, allowed, activity, { preferSharedInbox: true, excludeBaseUris: [new URL(this.deps.urls.origin)], fanout: 'skip' });
  }

  async handle(event: FederateEvent): Promise<void> {
    const ctx = this.context();
    const { repo, urls } = this.deps;
    const stamp = Date.now().toString(36);
    switch (event.event) {
      case 'video-published':
      case 'video-updated':
        return this.videoChanged(ctx, event.videoId, event.event, stamp);
      case 'video-deleted':
        return this.retractions.videoDeleted(ctx, event.userId, event.videoId, stamp);
      case 'account-updated':
        return this.retractions.accountChanged(ctx, event.userId, stamp);
      case 'liked':
      case 'unliked': {
        const target = await repo.remoteVideoOwner(event.videoId);
        if (!target || !(await repo.isLocal(event.userId))) return;
        const like = new Like({ id: urls.activity(event.userId, 'like', event.videoId), actor: ctx.getActorUri(event.userId), object: new URL(target.videoUri), tos: [new URL(target.uri)] });
        const activity = event.event === 'liked' ? like : new Undo({ id: urls.activity(event.userId, 'unlike', `${event.videoId}/${stamp}`), actor: ctx.getActorUri(event.userId), object: like, tos: [new URL(target.uri)] });
        return this.deliver(ctx, event.userId, [recipient(target)], activity);
      }
      case 'reposted':
      case 'unreposted':
        return this.reposted(ctx, event.userId, event.videoId, event.event, stamp);
      case 'commented': {
        const comment = await this.deps.objects.comment(event.commentId, { followers: true });
        if (!comment?.ownerUri || !(await repo.isLocal(comment.userId))) return;
        const note = await this.objects.commentNote(ctx, comment);
        const owner = recipient({ uri: comment.ownerUri, inbox: comment.ownerInbox!, sharedInbox: comment.ownerSharedInbox });
        const followers = comment.videoOpen ? (await repo.remoteFollowerInboxes(comment.userId)).map(recipient) : [];
        const activity = new Create({ id: new URL(`${urls.comment(comment.id).href}#create`), actor: note.attributionId, object: note, tos: note.toIds, ccs: note.ccIds });
        return this.deliver(ctx, comment.userId, [owner, ...followers], activity);
      }
      case 'followed':
      case 'unfollowed': {
        const target = await repo.remoteActorOf(event.followeeId);
        if (!target || !(await repo.isLocal(event.followerId))) return;
        const follow = new Follow({ id: urls.activity(event.followerId, 'follow', event.followeeId), actor: ctx.getActorUri(event.followerId), object: new URL(target.uri) });
        const activity = event.event === 'followed' ? follow : new Undo({ id: urls.activity(event.followerId, 'unfollow', `${event.followeeId}/${stamp}`), actor: ctx.getActorUri(event.followerId), object: follow });
        return this.deliver(ctx, event.followerId, [recipient(target)], activity);
      }
      case 'follow-accepted': {
        const follower = await repo.remoteActorOf(event.followerId);
        if (!follower) return;
        const followId = await this.deps.kv.get<string>(followKey(event.followerId, event.followeeId));
        const follow = new Follow({ id: followId ? new URL(followId) : null, actor: new URL(follower.uri), object: ctx.getActorUri(event.followeeId) });
        return this.deliver(ctx, event.followeeId, [recipient(follower)], new Accept({ id: urls.activity(event.followeeId, 'accept', stamp), actor: ctx.getActorUri(event.followeeId), object: follow }));
      }
      case 'reported':
        return this.forwardReport(ctx, event.reportId);
      case 'account-moved':
        return this.moved(ctx, event.userId, event.targetUserId, stamp);
    }
  }

  /**
   * A video posted or edited: retracted first where its audience has narrowed since it went out; then, when
   * its followers may still see it, a Create or Update to them with the audience it has now.
   */
  private async videoChanged(ctx: Context<void>, videoId: string, event: 'video-published' | 'video-updated', stamp: string) {
    await this.retractions.videoNarrowed(ctx, videoId, stamp);
    const note = await this.objects.video(ctx, videoId, { followers: true });
    if (!note?.id || !note.attributionId) return;
    const userId = this.deps.urls.localUserId(note.attributionId)!;
    const kind = event === 'video-published' ? Create : Update;
    const activity = new kind({ id: new URL(`${note.id.href}#${event}/${stamp}`), actor: note.attributionId, object: note, tos: note.toIds, ccs: note.ccIds, published: Temporal.Now.instant() });
    await this.deliver(ctx, userId, (await this.deps.repo.remoteFollowerInboxes(userId)).map(recipient), activity);
  }

  /**
   * A local account's repost (issue 55) as an Announce, or its Undo: to the reposter's followers elsewhere, and
   * to the video's creator when they are elsewhere. Addressed as the video is: public to everyone, unlisted
   * copied to them; a video that is neither any more is not announced.
   */
  private async reposted(ctx: Context<void>, userId: string, videoId: string, event: 'reposted' | 'unreposted', stamp: string) {
    const { repo, urls } = this.deps;
    const video = await repo.repostedVideo(videoId);
    if (!video || !(await repo.isLocal(userId))) return;
    const owner = video.ownerUri && video.ownerInbox ? [recipient({ uri: video.ownerUri, inbox: video.ownerInbox, sharedInbox: video.ownerSharedInbox })] : [];
    const object = new URL(video.remoteUri ?? urls.video(videoId).href);
    const announce = new Announce({
      id: urls.activity(userId, 'announce', videoId),
      actor: ctx.getActorUri(userId),
      object,
      ...addressing(video.visibility as 'public' | 'unlisted', ctx.getFollowersUri(userId), owner.map((to) => to.id!)),
      published: Temporal.Now.instant(),
    });
    const activity = event === 'reposted' ? announce : new Undo({ id: urls.activity(userId, 'unannounce', `${videoId}/${stamp}`), actor: ctx.getActorUri(userId), object: announce });
    await this.deliver(ctx, userId, [...owner, ...(await repo.remoteFollowerInboxes(userId)).map(recipient)], activity);
  }

  /**
   * Issue 58: a local account moved. Its followers' servers, and the new account's (so it knows the account
   * moved in and starts its cooldown), are sent a Move naming the new account; each checks it both ways.
   */
  private async moved(ctx: Context<void>, userId: string, targetUserId: string, stamp: string) {
    const target = await this.deps.repo.remoteActorOf(targetUserId);
    if (!target || !(await this.deps.repo.isLocal(userId))) return;
    const actor = ctx.getActorUri(userId);
    const move = new Move({ id: this.deps.urls.activity(userId, 'move', stamp), actor, object: actor, target: new URL(target.uri), tos: [ctx.getFollowersUri(userId)], ccs: [new URL(target.uri)] });
    await this.deliver(ctx, userId, [recipient(target), ...(await this.deps.repo.remoteFollowerInboxes(userId)).map(recipient)], move);
  }

  /** A report about remote content, sent on to its server as a Flag from the instance actor: the reporter stays private. */
  private async forwardReport(ctx: Context<void>, reportId: string) {
    const target = await this.deps.repo.reportedRemote(reportId);
    if (!target) return;
    const objects = [new URL(target.uri), ...(target.objectUri ? [new URL(target.objectUri)] : [])];
    // The reporter's words are plain text; a Flag's content is HTML.
    const content = escapeHtml(target.details ?? target.reason);
    const flag = new Flag({ id: this.deps.urls.activity(INSTANCE_ACTOR, 'flag', reportId), actor: ctx.getActorUri(INSTANCE_ACTOR), objects, content });
    await this.deliver(ctx, INSTANCE_ACTOR, [recipient(target)], flag);
  }
}
