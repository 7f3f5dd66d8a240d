/**
 * Seeds the demo content into an empty database: `npx tsx scripts/seed.ts`.
 *
 * Uses DATABASE_URL when set; otherwise starts the embedded PostgreSQL in DATA_DIR (./data) like the app does.
 * Media goes to the app's blob store (DATA_DIR/storage, or S3 when S3_BUCKET is set). Runs the migrations first;
 * seeds only when the users table is empty, then prints the demo accounts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { loadConfigOrExit } from '../src/server/config.ts';
import { DELETED_ACCOUNT_ID } from '../src/server/data/repos/account-erasure.repo.ts';
import { checkFfmpeg, useFfmpegSettings } from '../src/server/media/ffmpeg-program.ts';
import { connect, ensureDatabase } from '../src/server/data/db.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/server/data/embedded-postgres.ts';
import { lockDataDir, type DataDirLock } from '../src/server/data/data-dir-lock.ts';
import { migrate } from '../src/server/data/migrate.ts';
import { demoAccountLines, seedDemo } from '../src/server/seed/index.ts';
import { RenderCache } from '../src/server/seed/render-cache.ts';
import { createBlobStore } from '../src/server/storage/index.ts';
import { StartProgress } from '../src/server/start-progress.ts';

const DATABASE_NAME = 'popreel';

/** A tiny console logger with the shape pino/Fastify loggers have (debug and trace are silent). */
function consoleLogger(): FastifyBaseLogger {
  const line = (level: string) => (obj: unknown, msg?: string) => {
    const text = typeof obj === 'string' ? obj : msg ?? '';
    const fields = typeof obj === 'object' && obj !== null && Object.keys(obj).length ? ` ${JSON.stringify(obj, (_k, v) => (v instanceof Error ? v.message : v))}` : '';
    console.log(`[seed] ${level} ${text}${fields}`);
  };
  const quiet = () => undefined;
  const logger = {
    level: 'info',
    info: line('info'),
    warn: line('warn'),
    error: line('error'),
    fatal: line('fatal'),
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

const log = consoleLogger();
const config = loadConfigOrExit();
useFfmpegSettings(config.ffmpeg);
let embedded: EmbeddedDatabase | null = null;
let lock: DataDirLock | null = null;
let exitCode = 0;

try {
  checkFfmpeg(); // the demo is rendered with it
  let url = config.databaseUrl;
  if (!url) {
    // Popreel seeds an empty database by itself on start; while it runs, its data directory is locked.
    lock = await lockDataDir(config.dataDir, 'npm run seed');
    log.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    url = await ensureDatabase(embedded.url, DATABASE_NAME);
  }

  const handle = connect(url, 5);
  try {
    const applied = await migrate(handle.pool);
    if (applied.length) log.info({ applied }, 'migrations applied');
    const { count } = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('id', '<>', DELETED_ACCOUNT_ID)
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) {
      log.info({ users: Number(count) }, 'the database already has users; not seeding');
    } else {
      const started = Date.now();
      const store = await createBlobStore(config);
      const progress = new StartProgress((line) => console.log(`[seed] ${line}`));
      const accounts = await seedDemo({ db: handle.db, store, log, mediaCache: new RenderCache(config.demoMediaCache), progress }).finally(() => progress.stop());
      console.log(`\nDemo content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s. Sign in with:\n`);
      for (const lineText of demoAccountLines(accounts)) console.log(`  ${lineText}`);
      console.log('');
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`[seed] failed: ${(error as Error).stack ?? error}`);
  exitCode = 1;
} finally {
  if (embedded) await embedded.stop().catch(() => undefined);
  await lock?.release();
}
process.exit(exitCode);
