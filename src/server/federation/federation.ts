import { createFederation, type Federation } from '@fedify/fedify';
import { Create, Note } from '@fedify/vocab';
import type { FederationDeps } from './deps.ts';
import type { PostgresKvStore } from './kv-store.ts';
import { JobMessageQueue } from './message-queue.ts';
import { DeliveryQueue } from './delivery/delivery-queue.ts';
import { readerOf } from './reader.ts';
import { registerActors } from './actors.ts';
import { ObjectBuilder } from './objects.ts';
import { registerInbox } from './inbox.ts';
import { RemoteAccounts } from './remote-accounts.ts';
import { Publisher } from './publisher.ts';
import { AccountMoves } from './moves.ts';
import { AP_PATHS, INSTANCE_ACTOR } from './urls.ts';
import { OutboxVideos } from './outbox-videos.ts';
import { createAuthenticatedDocumentLoaderFactory, createDocumentLoaderFactory } from './net/document-loader.ts';

const OUTBOX_PAGE = 20;

export interface PopreelFederation {
  federation: Federation<void>;
  queue: JobMessageQueue;
  kv: PostgresKvStore;
  objects: ObjectBuilder;
  accounts: RemoteAccounts;
  publisher: Publisher;
  moves: AccountMoves;
  outboxVideos: OutboxVideos;
}

/**
 * Popreel on ActivityPub (issue 40, decision 050), on Fedify: its key-value store and queue are Popreel's
 * PostgreSQL and job queue; deliveries back off per inbox, and a host that keeps failing is held by Fedify's
 * circuit breaker for days before its activities are dropped.
 */
export function createPopreelFederation(deps: FederationDeps): PopreelFederation {
  const kv = deps.kv;
  const loaderSettings = { allowPrivateAddress: deps.allowPrivateAddress, userAgent: { software: `Popreel/${deps.version}`, url: new URL(deps.urls.origin) } };
  const queue = new JobMessageQueue(deps.jobs, deps.inboxPerMinute);
  const federation = createFederation<void>({
    kv,
    // Incoming activities are `federation` jobs Fedify runs; outgoing ones become `deliver` jobs that Popreel's
    // own delivery posts (delivery/, issue 52): Fedify's would follow a redirect with the body, unguarded.
    queue: { inbox: queue, outbox: new DeliveryQueue(deps.jobs, deps.deliveries, deps.urls) },
    origin: deps.urls.origin,
    // Every fetch goes through the guarded loaders (net/): public addresses only (loopback with the test
    // setting), capped in size and time, rate-limited per host. Not cached: an Update is read from its origin.
    documentLoaderFactory: createDocumentLoaderFactory(loaderSettings),
    contextLoaderFactory: createDocumentLoaderFactory(loaderSettings),
    authenticatedDocumentLoaderFactory: createAuthenticatedDocumentLoaderFactory(loaderSettings),
  });
  const objects = new ObjectBuilder(deps);
  registerActors(federation, deps);

  // Issue 52: every object and collection answers through the audience rule, for whoever signed the fetch.
  federation.setObjectDispatcher(Note, AP_PATHS.note, async (ctx, { id }) => {
    const local = /^([vc])-([0-9a-f-]{36})$/.exec(id);
    if (!local) return null;
    const reader = await readerOf(ctx, deps.gate);
    return local[1] === 'v' ? objects.video(ctx, local[2], reader) : objects.comment(ctx, local[2], reader);
  });

  federation
    .setOutboxDispatcher(AP_PATHS.outbox, async (ctx, identifier, cursor) => {
      if (identifier === INSTANCE_ACTOR) return { items: [] };
      if (!(await deps.repo.localActor(identifier))) return null;
      if (cursor === null) return null;
      const offset = Math.max(0, Number(cursor) || 0);
      const reader = await readerOf(ctx, deps.gate);
      const ids = await deps.objects.videoIds(identifier, reader, OUTBOX_PAGE + 1, offset);
      const items: Create[] = [];
      for (const id of ids.slice(0, OUTBOX_PAGE)) {
        const note = await objects.video(ctx, id, reader);
        if (note) items.push(new Create({ id: new URL(`${note.id!.href}#create`), actor: note.attributionId, object: note, published: note.published, tos: note.toIds, ccs: note.ccIds }));
      }
      return { items, nextCursor: ids.length > OUTBOX_PAGE ? String(offset + OUTBOX_PAGE) : null };
    })
    .setCounter(async (ctx, identifier) => (identifier === INSTANCE_ACTOR ? 0 : deps.objects.videoCount(identifier, await readerOf(ctx, deps.gate))))
    .setFirstCursor(() => '0');

  // Pinned videos (issue 42), as Mastodon shows pinned posts: those the reader may see, each as its Note.
  federation.setFeaturedDispatcher(AP_PATHS.featured, async (ctx, identifier) => {
    if (identifier === INSTANCE_ACTOR) return { items: [] };
    if (!(await deps.repo.localActor(identifier))) return null;
    const reader = await readerOf(ctx, deps.gate);
    const notes = await Promise.all((await deps.objects.pinnedVideoIds(identifier, reader)).map((id) => objects.video(ctx, id, reader)));
    return { items: notes.filter((note): note is NonNullable<typeof note> => note !== null) };
  });

  federation.setNodeInfoDispatcher(AP_PATHS.nodeInfo, async () => {
    const usage = await deps.repo.usage();
    return {
      software: { name: 'popreel', version: deps.version, homepage: new URL(deps.urls.origin) },
      protocols: ['activitypub'],
      openRegistrations: true,
      usage: { users: { total: usage.users, activeMonth: usage.activeMonth, activeHalfyear: usage.activeHalfyear }, localPosts: usage.videos, localComments: usage.comments },
      metadata: { nodeName: 'Popreel' },
    };
  });

  const accounts = new RemoteAccounts(deps);
  const context = () => federation.createContext(new URL(deps.urls.origin), undefined);
  const publisher = new Publisher(deps, objects, context);
  const moves = new AccountMoves(deps, accounts, deps.moves, context);
  registerInbox(federation, deps, accounts, publisher, moves);
  return { federation, queue, kv, objects, accounts, publisher, moves, outboxVideos: new OutboxVideos(moves, accounts, context) };
}
