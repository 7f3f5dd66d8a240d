import type { Federation, InboxContext } from '@fedify/fedify';
import { Accept, Activity, Announce, Block, Create, Delete, Flag, Follow, Like, Move, Reject, Undo, Update } from '@fedify/vocab';
import type { FederationDeps } from './deps.ts';
import type { RemoteAccount, RemoteAccounts } from './remote-accounts.ts';
import { InboxContent } from './inbox-content.ts';
import { AP_PATHS, INSTANCE_ACTOR } from './urls.ts';
import { DomainError } from '../domain/errors.ts';
import { followKey } from './follow-keys.ts';
import type { Publisher } from './publisher.ts';
import type { AccountMoves } from './moves.ts';

/**
 * What other servers tell Popreel (issue 40). Fedify has verified each request's signature and the actor owns
 * its key; every handler maps the activity onto the domain service a route would call, as the remote account,
 * so follows, likes, reposts and comments notify and obey blocks, bans and audiences exactly as local ones do.
 */
export function registerInbox(federation: Federation<void>, deps: FederationDeps, accounts: RemoteAccounts, publisher: Publisher, moves: AccountMoves) {
  const { services, urls, log } = deps;
  const content = new InboxContent(deps);

  /** Runs a handler as the sender; refusals a route would answer with a 4xx are the sender's problem, not a retry. */
  async function as(ctx: InboxContext<void>, activity: Activity, act: (sender: RemoteAccount) => Promise<unknown>) {
    const sender = await accounts.sender(ctx, activity);
    if (!sender) return;
    try {
      await act(sender);
    } catch (error) {
      if (error instanceof DomainError) log.info({ activity: activity.id?.href, reason: error.message }, 'an inbox activity was refused');
      else throw error;
    }
  }

  federation
    .setInboxListeners(AP_PATHS.inbox, AP_PATHS.sharedInbox)
    .setSharedKeyDispatcher(() => ({ identifier: INSTANCE_ACTOR }))
    .on(Follow, (ctx, follow) =>
      as(ctx, follow, async (sender) => {
        const target = urls.localUserId(follow.objectId);
        if (!target) return;
        // Kept so the Accept sent when a private account approves names this Follow.
        if (follow.id) await deps.kv.set(followKey(sender.userId, target), follow.id.href);
        const to = [{ id: new URL(sender.uri), inboxId: new URL(sender.inbox), endpoints: null }];
        const state = await services.follows.follow(sender.userId, target).catch(async (error: unknown) => {
          // A block either way refuses the Follow outright, so the other server does not keep it pending.
          if (!(error instanceof DomainError) || error.code !== 'forbidden') throw error;
          await publisher.deliver(ctx, target, to, new Reject({ id: urls.activity(target, 'reject', crypto.randomUUID()), actor: ctx.getActorUri(target), object: follow }));
          return null;
        });
        if (!state) return;
        // A private account answers when its owner approves (publisher.ts, follow-accepted).
        if (state.following) await publisher.deliver(ctx, target, to,
          new Accept({ id: urls.activity(target, 'accept', crypto.randomUUID()), actor: ctx.getActorUri(target), object: follow }));
      }),
    )
    .on(Undo, (ctx, undo) =>
      as(ctx, undo, async (sender) => {
        const object = await undo.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader });
        if (!(object instanceof Activity) || object.actorId?.href !== sender.uri) return;
        if (object instanceof Follow) {
          const target = urls.localUserId(object.objectId);
          // Ends the follow, or withdraws the request a private account has not answered yet.
          if (target) await services.follows.unfollow(sender.userId, target);
        } else if (object instanceof Like) {
          const videoId = urls.localVideoId(object.objectId);
          if (videoId) await services.interactions.unlike(sender.userId, videoId);
        } else if (object instanceof Announce) {
          const videoId = urls.localVideoId(object.objectId);
          if (videoId) await services.interactions.unrepost(sender.userId, videoId);
        } else if (object instanceof Block) {
          const target = urls.localUserId(object.objectId);
          if (target) await services.safety.unblock(sender.userId, target);
        }
      }),
    )
    .on(Like, (ctx, like) =>
      as(ctx, like, async (sender) => {
        const videoId = urls.localVideoId(like.objectId);
        if (videoId) await services.interactions.like(sender.userId, videoId);
      }),
    )
    .on(Announce, (ctx, announce) =>
      as(ctx, announce, async (sender) => {
        // A boost of a local video is a repost (issue 55): counted, and its creator told, as a local one is.
        const videoId = urls.localVideoId(announce.objectId);
        if (videoId) await services.interactions.repost(sender.userId, videoId);
      }),
    )
    .on(Create, (ctx, create) => as(ctx, create, (sender) => content.created(ctx, sender, create)))
    .on(Update, (ctx, update) => as(ctx, update, (sender) => content.updated(ctx, sender, update)))
    .on(Delete, (ctx, remove) => as(ctx, remove, (sender) => content.deleted(sender, remove)))
    .on(Flag, (ctx, flag) => as(ctx, flag, (sender) => content.flagged(sender, flag)))
    .on(Block, (ctx, block) =>
      as(ctx, block, async (sender) => {
        const target = urls.localUserId(block.objectId);
        if (target) await services.safety.block(sender.userId, target);
      }),
    )
    // Issue 58: an account elsewhere moved; its followers here follow the new account once both sides agree.
    .on(Move, (ctx, move) => as(ctx, move, (sender) => moves.received(ctx, sender, move)))
    .on(Accept, async () => {
      // Our follow was made when it was asked for (publisher.ts); an Accept confirms it.
    })
    .on(Reject, (ctx, reject) =>
      as(ctx, reject, async (sender) => {
        const object = await reject.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader });
        const follower = object instanceof Follow ? urls.localUserId(object.actorId) : null;
        if (follower) await services.follows.unfollow(follower, sender.userId);
      }),
    )
    .onError((_ctx, error) => log.warn({ err: error }, 'an inbox activity failed'));
}
