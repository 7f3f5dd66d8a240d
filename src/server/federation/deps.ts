import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../queue/queue.ts';
import type { Services } from '../services.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { FederationRepo } from '../data/repos/federation.repo.ts';
import type { FederationObjectsRepo } from '../data/repos/federation-objects.repo.ts';
import type { FederationDeliveriesRepo } from '../data/repos/federation-deliveries.repo.ts';
import type { VideoRepo } from '../data/repos/video.repo.ts';
import type { AccountMoveRepo } from '../data/repos/account-move.repo.ts';
import type { ActorKeys } from './actor-keys.ts';
import type { PostgresKvStore } from './kv-store.ts';
import type { InstancePolicyService } from '../domain/federation/instance-policy.service.ts';
import type { ApUrls } from './urls.ts';

/** How a remote server's host is treated: the instance policy's answers. */
export type InstanceGate = Pick<InstancePolicyService, 'decide' | 'seen' | 'enabled'>;

/** Everything the ActivityPub edge uses: the same services the routes call, and its own repository. */
export interface FederationDeps {
  repo: FederationRepo;
  /** Local videos and comments under the audience rule (issue 52). */
  objects: FederationObjectsRepo;
  /** Where each local Note went (issue 52). */
  deliveries: FederationDeliveriesRepo;
  /** Remote videos are created through the same call as uploads. */
  videos: VideoRepo;
  /** "Also known as" and where an account moved (issue 58). */
  moves: AccountMoveRepo;
  services: Services;
  jobs: JobQueue;
  store: BlobStore;
  keys: ActorKeys;
  kv: PostgresKvStore;
  urls: ApUrls;
  gate: InstanceGate;
  log: FastifyBaseLogger;
  allowPrivateAddress: boolean;
  /** A server's share of inbox work a minute (FEDERATION_INBOX_PER_MINUTE). */
  inboxPerMinute: number;
  version: string;
}

