import { type Federation, type Context } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { Application, Endpoints, Image, Person, type Recipient } from '@fedify/vocab';
import type { FederationDeps } from './deps.ts';
import { AP_PATHS, INSTANCE_ACTOR } from './urls.ts';
import { escapeHtml } from '../../shared/html-escape.ts';

const PAGE = 50;

function pageCursor(cursor: string | null): number {
  const offset = Number(cursor ?? 0);
  return Number.isInteger(offset) && offset >= 0 ? offset : 0;
}

/** Actors (one per local account, and the instance actor), their keys, handles and follow collections. */
export function registerActors(federation: Federation<void>, deps: FederationDeps) {
  const { repo, keys, urls, services } = deps;

  federation
    .setActorDispatcher(AP_PATHS.actor, async (ctx, identifier) => {
      const pairs = await ctx.getActorKeyPairs(identifier);
      const keyFields = { publicKey: pairs[0]?.cryptographicKey, assertionMethods: pairs.map((pair) => pair.multikey) };
      if (identifier === INSTANCE_ACTOR) {
        return new Application({
          id: ctx.getActorUri(identifier), preferredUsername: new URL(urls.origin).hostname, name: 'Popreel',
          inbox: ctx.getInboxUri(identifier), outbox: ctx.getOutboxUri(identifier),
          endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }), manuallyApprovesFollowers: true, ...keyFields,
        });
      }
      const profile = await repo.localActor(identifier);
      if (!profile) return null;
      const avatar = profile.avatar_url ? await services.media.sign(profile.avatar_url) : null;
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: profile.username,
        name: profile.username,
        summary: profile.bio ? `<p>${escapeHtml(profile.bio)}</p>` : null,
        url: urls.profilePage(identifier),
        icon: avatar ? new Image({ url: new URL(avatar, urls.origin), mediaType: 'image/png' }) : null,
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        following: ctx.getFollowingUri(identifier),
        featured: ctx.getFeaturedUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        manuallyApprovesFollowers: profile.private_account,
        discoverable: !profile.private_account,
        published: Temporal.Instant.fromEpochMilliseconds(new Date(profile.created_at).getTime()),
        ...keyFields,
      });
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      if (identifier !== INSTANCE_ACTOR && !(await repo.localActor(identifier))) return [];
      const pairs = await keys.of(identifier);
      return [pairs.rsa, pairs.ed25519];
    })
    .mapHandle(async (_ctx, username) => {
      if (username === new URL(urls.origin).hostname) return INSTANCE_ACTOR;
      return repo.localIdByUsername(username);
    });

  // Everyone who follows: remote followers are who deliveries go to, so a first page (cursor null) lists all.
  federation
    .setFollowersDispatcher(AP_PATHS.followers, async (ctx, identifier, cursor) => {
      if (identifier === INSTANCE_ACTOR || !(await repo.localActor(identifier))) return null;
      if (cursor === null) {
        const remote = await repo.remoteFollowerInboxes(identifier);
        const items: Recipient[] = remote.map((row) => ({
          id: new URL(row.uri), inboxId: new URL(row.inbox), endpoints: row.shared_inbox ? { sharedInbox: new URL(row.shared_inbox) } : null,
        }));
        return { items };
      }
      const page = await followPage(ctx, identifier, 'followers', cursor);
      return page && { ...page, items: page.items.map((id) => ({ id, inboxId: null })) };
    })
    .setCounter((_ctx, identifier) => repo.followerCount(identifier, 'followers'))
    .setFirstCursor(() => '0');

  federation
    .setFollowingDispatcher(AP_PATHS.following, (ctx, identifier, cursor) => followPage(ctx, identifier, 'following', cursor))
    .setCounter((_ctx, identifier) => repo.followerCount(identifier, 'following'))
    .setFirstCursor(() => '0');

  async function followPage(ctx: Context<void>, identifier: string, direction: 'followers' | 'following', cursor: string | null) {
    if (identifier === INSTANCE_ACTOR || !(await repo.localActor(identifier))) return null;
    const offset = pageCursor(cursor);
    const uris = await repo.followUris(identifier, direction, (id) => ctx.getActorUri(id).href, PAGE + 1, offset);
    const items = uris.slice(0, PAGE).map((uri) => new URL(uri));
    return { items, nextCursor: uris.length > PAGE ? String(offset + PAGE) : null };
  }
}
