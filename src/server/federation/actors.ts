import { type Federation, type Context } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { Application, Endpoints, Image, Person } from '@fedify/vocab';
import type { FederationDeps } from './deps.ts';
import { AP_PATHS, INSTANCE_ACTOR } from './urls.ts';
import { escapeHtml } from '../../shared/html-escape.ts';

/** Actors (one per local account, and the instance actor), their keys, handles and follow collections. */
export function registerActors(federation: Federation<void>, deps: FederationDeps) {
  const { repo, keys, urls, services } = deps;

  federation
    .setActorDispatcher(AP_PATHS.actor, async (ctx, identifier) => {
      // Looked up before the keys: an id nobody has never gets keys made for it.
      const profile = identifier === INSTANCE_ACTOR ? null : await repo.localActor(identifier);
      if (identifier !== INSTANCE_ACTOR && !profile) return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      const keyFields = { publicKey: pairs[0]?.cryptographicKey, assertionMethods: pairs.map((pair) => pair.multikey) };
      if (!profile) {
        return new Application({
          id: ctx.getActorUri(identifier), preferredUsername: new URL(urls.origin).hostname, name: 'Popreel',
          inbox: ctx.getInboxUri(identifier), outbox: ctx.getOutboxUri(identifier),
          endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }), manuallyApprovesFollowers: true, ...keyFields,
        });
      }
      const avatar = profile.avatarUrl ? await services.media.sign(profile.avatarUrl) : null;
      // Issue 58: the accounts elsewhere it is also known as, and where it moved (Mastodon's movedTo).
      const moves = await deps.moves.actorLinks(identifier);
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
        manuallyApprovesFollowers: profile.privateAccount,
        discoverable: !profile.privateAccount,
        published: Temporal.Instant.fromEpochMilliseconds(new Date(profile.createdAt).getTime()),
        aliases: moves.aliases.map((uri) => new URL(uri)),
        successor: moves.movedTo ? new URL(moves.movedTo) : null,
        ...keyFields,
      });
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      // Any account of ours, banned or erased included: its last word elsewhere (the Delete of its actor) is
      // signed with its own key, which the other servers already hold. A remote account's is never ours.
      if (identifier !== INSTANCE_ACTOR && !(await repo.signsAs(identifier))) return [];
      const pairs = await keys.of(identifier);
      return [pairs.rsa, pairs.ed25519];
    })
    .mapHandle(async (_ctx, username) => {
      if (username === new URL(urls.origin).hostname) return INSTANCE_ACTOR;
      return repo.localIdByUsername(username);
    });

  // Issue 52, M4: who follows whom stays private, as the web API keeps it: both collections say how many and
  // list nobody, for everyone (a private account's included).
  for (const direction of ['followers', 'following'] as const) {
    const dispatch = async (_ctx: Context<void>, identifier: string) =>
      identifier === INSTANCE_ACTOR || !(await repo.localActor(identifier)) ? null : { items: [] as never[] };
    const count = (_ctx: Context<void>, identifier: string) => (identifier === INSTANCE_ACTOR ? 0 : repo.followerCount(identifier, direction));
    if (direction === 'followers') federation.setFollowersDispatcher(AP_PATHS.followers, dispatch).setCounter(count);
    else federation.setFollowingDispatcher(AP_PATHS.following, dispatch).setCounter(count);
  }
}
