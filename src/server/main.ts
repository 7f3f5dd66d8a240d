import { loadConfigOrExit } from './config.ts';
import { createLogger } from './logger.ts';
import { bootstrap } from './bootstrap.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './seed-if-empty.ts';
import { startHousekeeping } from './jobs/housekeeping.ts';
import { Lifecycle } from './lifecycle.ts';
import { closeHttp } from './http/close-http.ts';
import { progressSink, theStartProgress } from './start-progress.ts';
import { checkFfmpeg, useFfmpegSettings } from './media/ffmpeg-program.ts';

// Fedify needs Node 22 or newer (navigator, Ed25519 keys): an older Node starts, then fails each remote lookup.
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`Popreel needs Node 22 or newer; this is Node ${process.versions.node}. Start it with npm start, which runs the Node 24 that npm install brings.`);
  process.exit(1);
}
const config = loadConfigOrExit();
const log = createLogger(config.logLevel, config.logFormat);
const lifecycle = new Lifecycle(log);
/** Speaks only if a step is slow (the embedded database's first start, the demo seed); the banner ends it. */
const progress = theStartProgress(() => progressSink(config.logFormat, log));

/** config → database → app → listen; every way out goes through the lifecycle's ordered stop. */
async function main() {
  const started = Date.now();
  // Checked before anything opens: a missing or outdated ffmpeg would fail every upload later, not now.
  useFfmpegSettings(config.ffmpeg);
  const ffmpeg = config.runWorkers || config.seedDemo ? `ffmpeg ${checkFfmpeg().version}` : 'ffmpeg in the workers';
  const database = progress.step(config.databaseUrl ? 'Connecting to the database' : 'Starting the database', { quiet: true }).start();
  const runtime = await lifecycle.starting(
    bootstrap(config, log).then((started) => {
      lifecycle.onStop('database, jobs and bus', () => started.close());
      return started;
    }),
  );
  database.finish();
  const { ctx } = runtime;
  const demo = config.seedDemo ? await seedIfEmpty(ctx, progress) : null;
  const app = await buildApp(ctx);
  lifecycle.onStop('HTTP server', () => closeHttp(app)); // stops accepting HTTP and closes sockets first
  if (config.runWorkers) {
    ctx.jobs.start(config.workerConcurrency);
    lifecycle.onStop('housekeeping', startHousekeeping(ctx));
  }
  await app.listen({ port: config.port, host: config.host });
  progress.stop();

  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [`Popreel is running at ${url} (Node ${process.version}, database: ${ctx.dbKind}, ${ffmpeg}, ready in ${Date.now() - started} ms)`];
  if (demo) lines.push(`Demo sign-in: ${demo.email} / ${demo.password}  (admin: ${demo.adminEmail} / ${demo.password})`);
  console.log('\n' + lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  progress.stop();
  const code = (error as NodeJS.ErrnoException)?.code;
  const message =
    code === 'EADDRINUSE' ? `port ${config.port} is in use: stop what uses it or set PORT to another port`
    : error instanceof Error ? error.message : String(error);
  void lifecycle.stop(`a failed start: ${message}`, 1, error);
});
