import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { bootstrap } from './bootstrap.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './seed-if-empty.ts';
import { startHousekeeping } from './jobs/housekeeping.ts';

/** config → database → app → listen; on SIGINT/SIGTERM an ordered shutdown. */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const runtime = await bootstrap(config, log);
  const { ctx } = runtime;
  const demo = config.seedDemo ? await seedIfEmpty(ctx) : null;
  const app = await buildApp(ctx);
  let stopHousekeeping = () => {};
  if (config.runWorkers) {
    ctx.jobs.start();
    stopHousekeeping = startHousekeeping(ctx);
  }
  await app.listen({ port: config.port, host: config.host });

  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [`Popreel is running at ${url} (database: ${ctx.dbKind}, ready in ${Date.now() - started} ms)`];
  if (demo) lines.push(`Demo sign-in: ${demo.email} / ${demo.password}  (admin: ${demo.adminEmail} / ${demo.password})`);
  console.log('\n' + lines.join('\n') + '\n');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 60_000).unref();
    try {
      stopHousekeeping();
      await app.close(); // stops accepting HTTP and closes sockets
      await runtime.close(); // drains jobs, closes the bus and pool, stops embedded PostgreSQL
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
    clearTimeout(force);
    process.exit();
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error('Popreel failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
