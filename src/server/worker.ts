import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { bootstrap } from './bootstrap.ts';
import { startHousekeeping } from './jobs/housekeeping.ts';

/** `npm run worker`: job workers alone, on the shared database (DATABASE_URL). */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (!config.databaseUrl) {
    console.error('npm run worker needs DATABASE_URL: separate workers share one PostgreSQL with the app instances.');
    process.exit(2);
  }
  const runtime = await bootstrap(config, log);
  runtime.ctx.jobs.start(Number(process.env.WORKER_CONCURRENCY ?? 2));
  const stopHousekeeping = startHousekeeping(runtime.ctx);
  log.info('Popreel worker started');
  const stop = async () => {
    stopHousekeeping();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('Popreel worker failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
