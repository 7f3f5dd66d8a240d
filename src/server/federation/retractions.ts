import type { Context } from '@fedify/fedify';
import { Delete, PUBLIC_COLLECTION, Tombstone, type Activity, type Recipient } from '@fedify/vocab';
import type { FederationDeps } from './deps.ts';
import type { DeliveredAudience } from '../data/repos/federation-deliveries.repo.ts';
import { inboxRecipient } from './publisher.ts';

type Deliver = (ctx: Context<void>, sender: string, recipients: Recipient[], activity: Activity) => Promise<void>;

const RANK: Record<DeliveredAudience, number> = { followers: 1, unlisted: 2, public: 3 };

/**
 * Issue 52 item 3: what went out is taken back when its audience narrows. A Note sent to a wider audience
 * than it has now (Only me, followers from public, an account gone private, hidden by a moderator, a draft
 * again) gets a Delete at every inbox it went to: Mastodon cannot narrow a post it holds, so a Delete is the
 * retraction every peer honours, and followers' servers lose their copy with the rest. A banned or erased
 * account's actor is deleted wherever anything of theirs went, and wherever their followers are.
 */
export class Retractions {
  constructor(
    private readonly deps: FederationDeps,
    private readonly deliver: Deliver,
  ) {}

  /** Deletes the video where it went wider than its audience now allows; true when it did. */
  async videoNarrowed(ctx: Context<void>, videoId: string, stamp: string): Promise<boolean> {
    const objectUri = this.deps.urls.video(videoId).href;
    const sent = await this.deps.deliveries.of(objectUri);
    if (!sent.audience) return false;
    const now = await this.deps.objects.videoAudience(videoId);
    if (now !== null && RANK[now] >= RANK[sent.audience]) return false;
    const author = await this.deps.objects.localAuthor(videoId);
    if (!author) return false;
    await this.deleteNote(ctx, author, objectUri, sent.inboxes, stamp);
    return true;
  }

  /** A deleted video: its Delete goes where it went and to the author's followers now. */
  async videoDeleted(ctx: Context<void>, userId: string, videoId: string, stamp: string) {
    if (!(await this.deps.repo.isLocal(userId))) return;
    const objectUri = this.deps.urls.video(videoId).href;
    const sent = await this.deps.deliveries.of(objectUri);
    const followers = (await this.deps.repo.remoteFollowerInboxes(userId)).map((row) => row.sharedInbox ?? row.inbox);
    await this.deleteNote(ctx, userId, objectUri, [...new Set([...sent.inboxes, ...followers])], stamp);
  }

  /**
   * An account changed: gone (banned, erased, awaiting deletion) deletes its actor everywhere; otherwise every
   * Note of theirs that went out is judged again (going private narrows every public video at once).
   */
  async accountChanged(ctx: Context<void>, userId: string, stamp: string) {
    // An erased account has no profile left: only a remote account is not ours to retract.
    if (await this.deps.repo.isRemoteAccount(userId)) return;
    if (!(await this.deps.repo.localActor(userId))) return this.deleteActor(ctx, userId, stamp);
    for (const objectUri of await this.deps.deliveries.objectsOf(userId)) {
      const videoId = this.deps.urls.localVideoId(objectUri);
      if (videoId) await this.videoNarrowed(ctx, videoId, stamp);
    }
  }

  private async deleteActor(ctx: Context<void>, userId: string, stamp: string) {
    const followers = (await this.deps.repo.remoteFollowerInboxes(userId)).map((row) => row.sharedInbox ?? row.inbox);
    const inboxes = [...new Set([...(await this.deps.deliveries.inboxesOf(userId)), ...followers])];
    if (inboxes.length === 0) return;
    const actor = ctx.getActorUri(userId);
    const activity = new Delete({ id: new URL(`${actor.href}#delete/${stamp}`), actor, object: actor, tos: [PUBLIC_COLLECTION] });
    await this.deliver(ctx, userId, inboxes.map(inboxRecipient), activity);
    await this.deps.deliveries.forgetAccount(userId);
  }

  private async deleteNote(ctx: Context<void>, userId: string, objectUri: string, inboxes: string[], stamp: string) {
    if (inboxes.length > 0) {
      const id = new URL(objectUri);
      const activity = new Delete({ id: new URL(`${id.href}#delete/${stamp}`), actor: ctx.getActorUri(userId), object: new Tombstone({ id }), tos: [PUBLIC_COLLECTION] });
      await this.deliver(ctx, userId, inboxes.map(inboxRecipient), activity);
    }
    await this.deps.deliveries.forget(objectUri);
  }

}
