import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './data/db.ts';
import type { BlobStore } from './storage/blob-store.ts';
import type { Bus } from './bus/bus.ts';
import type { JobQueue } from './queue/queue.ts';
import type { Services } from './services.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FederationEdge } from './federation/index.ts';

/** Everything a request, a job or a test needs, built once by main.ts (or the test harness). */
export interface AppContext {
  config: Config;
  db: Db;
  pool: pg.Pool;
  /** Feed pages and cards: DATABASE_READ_URL's replica when set, else `pool` itself. */
  feedReadPool: pg.Pool;
  store: BlobStore;
  bus: Bus;
  jobs: JobQueue;
  services: Services;
  /** SMTP or the outbox; only the send-mail job uses it (services queue mail through services.mail). */
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** ActivityPub (issue 40): Fedify, its publisher and remote-account lookups. */
  federation: FederationEdge;
  dbKind: 'embedded' | 'external';
}
