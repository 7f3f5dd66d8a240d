import { loadConfigOrExit } from './config.ts';
import { createLogger } from './logger.ts';
import { bootstrap } from './bootstrap.ts';
import { startHousekeeping } from './jobs/housekeeping.ts';
import { Lifecycle } from './lifecycle.ts';
import { checkFfmpeg, useFfmpegSettings } from './media/ffmpeg-program.ts';

const config = loadConfigOrExit();
const log = createLogger(config.logLevel, config.logFormat);
const lifecycle = new Lifecycle(log);

/** `npm run worker`: job workers alone, on the shared database (DATABASE_URL). */
async function main() {
  if (!config.databaseUrl) {
    console.error('npm run worker needs DATABASE_URL: separate workers share one PostgreSQL with the app instances.');
    process.exit(2);
  }
  useFfmpegSettings(config.ffmpeg);
  const { version } = checkFfmpeg();
  const runtime = await bootstrap(config, log);
  lifecycle.onStop('jobs, bus and pool', () => runtime.close());
  runtime.ctx.jobs.start(config.workerConcurrency);
  lifecycle.onStop('housekeeping', startHousekeeping(runtime.ctx));
  log.info({ ffmpeg: version }, `Popreel worker started (ffmpeg ${version})`);
}

main().catch((error: unknown) => void lifecycle.stop(`a failed start: ${error instanceof Error ? error.message : String(error)}`, 1, error));
