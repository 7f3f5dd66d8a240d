import type { FastifyBaseLogger } from 'fastify';
import { createTranscriber } from './ai/transcribers.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { connect, ensureDatabase, type DatabaseHandle } from './data/db.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './data/embedded-postgres.ts';
import { lockDataDir, type DataDirLock } from './data/data-dir-lock.ts';
import { migrate } from './data/migrate.ts';
import { createBlobStore } from './storage/index.ts';
import { MemoryBus, PostgresBus } from './bus/bus.ts';
import { RedisBus } from './bus/redis-bus.ts';
import { JobQueue } from './queue/queue.ts';
import { createServices } from './services.ts';
import { registerJobs } from './jobs/index.ts';
import { createFederationEdge, type FederationRepos } from './federation/index.ts';
import type { Db } from './data/db.ts';
import { FederationRepo } from './data/repos/federation.repo.ts';
import { FederationObjectsRepo } from './data/repos/federation-objects.repo.ts';
import { FederationDeliveriesRepo } from './data/repos/federation-deliveries.repo.ts';
import { FederationKvRepo } from './data/repos/federation-kv.repo.ts';
import { FederationKeysRepo } from './data/repos/federation-keys.repo.ts';
import { VideoRepo } from './data/repos/video.repo.ts';
import { AccountMoveRepo } from './data/repos/account-move.repo.ts';
import { dataDirSecret } from './data/data-dir-secret.ts';
import { Sealer } from './domain/account/sealer.ts';
import { createMailer } from './mail/mailer.ts';
import { shareOrigin } from './domain/share/share-meta.ts';
import { useFfmpegSettings } from './media/ffmpeg-program.ts';
import { usePasswordHashCost } from './domain/auth/password.ts';
import { flushTracing, startTracing } from './metrics/tracing.ts';

export interface Runtime {
  ctx: AppContext;
  /** Closes what bootstrap opened, in order: jobs drain, bus, pool, then the embedded database. */
  close(): Promise<void>;
}

/** The ActivityPub edge's repositories: built here with the process, so the edge never builds its own. */
function federationRepos(db: Db): FederationRepos {
  return {
    repo: new FederationRepo(db),
    objects: new FederationObjectsRepo(db),
    deliveries: new FederationDeliveriesRepo(db),
    videos: new VideoRepo(db),
    kv: new FederationKvRepo(db),
    keys: new FederationKeysRepo(db),
    moves: new AccountMoveRepo(db),
  };
}

/**
 * Storage, the job queue, mail and the services on an open database and bus: the context bootstrap returns,
 * and the one scripts/api-contract.ts builds the app on to write the API document.
 */
export async function assembleContext(
  config: Config,
  handle: DatabaseHandle,
  log: FastifyBaseLogger,
  parts: { url: string; bus: AppContext['bus']; sealer: Sealer; dbKind: AppContext['dbKind'] },
): Promise<AppContext> {
  const { url, bus, sealer, dbKind } = parts;
  const store = await createBlobStore(config);
  const jobs = new JobQueue(handle.db, handle.pool, log, url);
  const mailer = createMailer(config, log);
  const services = createServices({
    db: handle.db, pool: handle.pool, feedReadPool: handle.feedReadPool, store, bus, jobs, log, ai: config.ai, transcription: { available: createTranscriber(config.transcribe) !== null }, authRateLimit: config.authRateLimit,
    sealer, linkOrigin: shareOrigin(config.publicUrl, config.port, undefined), push: config.push, federation: config.federation, ladderBackfillPerHour: config.ladderBackfillPerHour,
    server: { version: config.version, dataDir: config.dataDir, s3: config.s3, smtpUrl: config.smtpUrl },
  });
  const federation = createFederationEdge({
    repos: federationRepos(handle.db), services, jobs, store, sealer, log, origin: shareOrigin(config.publicUrl, config.port, undefined),
    allowPrivateAddress: config.federation.allowPrivateAddress, inboxPerMinute: config.federation.inboxPerMinute, version: config.version, gate: services.instancePolicy,
  });
  return { config, db: handle.db, pool: handle.pool, feedReadPool: handle.feedReadPool, store, bus, jobs, services, log, mailer, dbKind, federation };
}

/** config → database (embedded or external) → migrations → storage, bus, jobs, services. */
export async function bootstrap(config: Config, log: FastifyBaseLogger): Promise<Runtime> {
  useFfmpegSettings(config.ffmpeg);
  // Traces, when a collector is named, for the app and `npm run worker` alike (issue 60).
  if (config.otlpEndpoint) startTracing(config.otlpEndpoint, config.version);
  usePasswordHashCost(config.passwordHashCost);
  let embedded: EmbeddedDatabase | null = null;
  let lock: DataDirLock | null = null;
  let url = config.databaseUrl;
  if (!url) {
    lock = await lockDataDir(config.dataDir, 'the app');
    try {
      embedded = await startEmbeddedPostgres(config.dataDir, log);
      url = await ensureDatabase(embedded.url, 'popreel');
    } catch (error) {
      await embedded?.stop().catch(() => undefined);
      await lock.release();
      throw error;
    }
  }
  const handle = connect(url, 20, config.databaseReadUrl);
  let bus: AppContext['bus'] | undefined;
  try {
    const applied = await migrate(handle.pool);
    if (applied.length) {
      // Forty names on a first start would bury the terminal; the count and the newest say enough at info.
      log.info({ count: applied.length, latest: applied.at(-1) }, `${applied.length} migration(s) applied`);
      log.debug({ applied }, 'migrations applied');
    }
    const busError = (error: unknown) => log.error({ err: error }, 'realtime bus error');
    bus =
      config.bus === 'postgres'
        ? await PostgresBus.connect(url, handle.pool, busError)
        : config.bus === 'redis'
          ? await RedisBus.connect(config.redisUrl!, busError)
          : new MemoryBus();
    const sealer = new Sealer(await dataDirSecret(config.dataDir, '.account-secret', config.accountSecret));
    const ctx = await assembleContext(config, handle, log, { url, bus, sealer, dbKind: embedded ? 'embedded' : 'external' });
    const { jobs, mailer } = ctx;
    const openBus = bus;
    // Web Push keys are made at first start (or checked, when configured), before any browser asks for them.
    await ctx.services.push.prepareKeys();
    registerJobs(ctx);
    const stopSettling = ctx.services.settler.start();
    return {
      ctx,
      close: async () => {
        await stopSettling();
        await jobs.stop();
        await flushTracing();
        mailer.close();
        ctx.services.pushDelivery.close();
        await openBus.close();
        await handle.close();
        await embedded?.stop();
        await lock?.release();
      },
    };
  } catch (error) {
    // Storage can fail after the bus is open (a bad S3 setting): its connection must not hold the process.
    await bus?.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    await lock?.release();
    throw error;
  }
}
