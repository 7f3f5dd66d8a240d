import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../data/db.ts';
import type { JobQueue } from '../queue/queue.ts';
import type { Services } from '../services.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { Sealer } from '../domain/account/sealer.ts';
import { FederationRepo } from '../data/repos/federation.repo.ts';
import { FederationObjectsRepo } from '../data/repos/federation-objects.repo.ts';
import { FederationDeliveriesRepo } from '../data/repos/federation-deliveries.repo.ts';
import { Deliverer } from './delivery/deliverer.ts';
import { InboxGuard } from './inbox-guard.ts';
import { ActorKeys } from './actor-keys.ts';
import { PostgresKvStore } from './kv-store.ts';
import { ApUrls } from './urls.ts';
import { createPopreelFederation } from './federation.ts';
import type { FederationDeps, InstanceGate } from './deps.ts';

export interface FederationParts {
  db: Db;
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
    db: parts.db,
    repo: new FederationRepo(parts.db),
    objects: new FederationObjectsRepo(parts.db),
    deliveries: new FederationDeliveriesRepo(parts.db),
    services: parts.services,
    jobs: parts.jobs,
    store: parts.store,
    keys: new ActorKeys(parts.db, parts.sealer),
    kv: new PostgresKvStore(parts.db),
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
    deliverer: new Deliverer({ jobs: parts.jobs, kv: deps.kv, keys: deps.keys, urls: deps.urls, gate: parts.gate, log: parts.log, allowPrivateAddress: parts.allowPrivateAddress, userAgent }),
  };
}

export type FederationEdge = ReturnType<typeof createFederationEdge>;
