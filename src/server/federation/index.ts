import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../queue/queue.ts';
import type { Services } from '../services.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { Sealer } from '../domain/account/sealer.ts';
import type { FederationRepo } from '../data/repos/federation.repo.ts';
import type { FederationObjectsRepo } from '../data/repos/federation-objects.repo.ts';
import type { FederationDeliveriesRepo } from '../data/repos/federation-deliveries.repo.ts';
import type { FederationKvRepo } from '../data/repos/federation-kv.repo.ts';
import type { FederationKeysRepo } from '../data/repos/federation-keys.repo.ts';
import type { VideoRepo } from '../data/repos/video.repo.ts';
import type { AccountMoveRepo } from '../data/repos/account-move.repo.ts';
import { Deliverer } from './delivery/deliverer.ts';
import { InboxGuard } from './inbox-guard.ts';
import { ActorKeys } from './actor-keys.ts';
import { PostgresKvStore } from './kv-store.ts';
import { ApUrls } from './urls.ts';
import { createPopreelFederation } from './federation.ts';
import { PortableArchiveWriter } from './portable-archive.ts';
import { HandleAccounts } from './handle-accounts.ts';
import type { FederationDeps, InstanceGate } from './deps.ts';

/** The rows the edge reads and writes, built with the rest of the process (bootstrap.ts), never here. */
export interface FederationRepos {
  repo: FederationRepo;
  objects: FederationObjectsRepo;
  deliveries: FederationDeliveriesRepo;
  videos: VideoRepo;
  kv: FederationKvRepo;
  keys: FederationKeysRepo;
  moves: AccountMoveRepo;
}

export interface FederationParts {
  repos: FederationRepos;
  services: Services;
  jobs: JobQueue;
  store: BlobStore;
  sealer: Sealer;
  log: FastifyBaseLogger;
  origin: string;
  allowPrivateAddress: boolean;
  /** Activities one server may deliver a minute (FEDERATION_INBOX_PER_MINUTE). */
  inboxPerMinute: number;
  version: string;
  gate: InstanceGate;
}

/** The ActivityPub edge (issue 40), built once per process on the same services the routes use. */
export function createFederationEdge(parts: FederationParts) {
  const deps: FederationDeps = {
    repo: parts.repos.repo,
    objects: parts.repos.objects,
    deliveries: parts.repos.deliveries,
    videos: parts.repos.videos,
    moves: parts.repos.moves,
    services: parts.services,
    jobs: parts.jobs,
    store: parts.store,
    keys: new ActorKeys(parts.repos.keys, parts.sealer),
    kv: new PostgresKvStore(parts.repos.kv),
    urls: new ApUrls(parts.origin),
    gate: parts.gate,
    log: parts.log,
    allowPrivateAddress: parts.allowPrivateAddress,
    inboxPerMinute: parts.inboxPerMinute,
    version: parts.version,
  };
  const edge = createPopreelFederation(deps);
  const context = () => edge.federation.createContext(new URL(parts.origin), undefined);
  const userAgent = `Popreel/${parts.version} (+${parts.origin})`;
  return {
    ...edge,
    deps,
    context,
    inboxGuard: new InboxGuard(parts.gate, parts.inboxPerMinute),
    /** Issue 58: the part of a data export another server imports (the export job hands it to the service). */
    portable: new PortableArchiveWriter(deps.urls),
    /** Issue 58: an imported archive's `name@server`, as an account here (the import-archive job hands it in). */
    accountFinder: new HandleAccounts(deps, edge.accounts, context),
    deliverer: new Deliverer({ jobs: parts.jobs, kv: deps.kv, keys: deps.keys, urls: deps.urls, gate: parts.gate, log: parts.log, allowPrivateAddress: parts.allowPrivateAddress, userAgent }),
  };
}

export type FederationEdge = ReturnType<typeof createFederationEdge>;
