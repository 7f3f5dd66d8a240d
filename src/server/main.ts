import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { bootstrap } from './bootstrap.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './seed-if-empty.ts';
import { startHousekeeping } from './jobs/housekeeping.ts';
import { Lifecycle } from './lifecycle.ts';
import { closeHttp } from './http/close-http.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);
const lifecycle = new Lifecycle(log);

/** config → database → app → listen; every way out goes through the lifecycle's ordered stop. */
async function main() {
  const started = Date.now();
  const runtime = await lifecycle.starting(
    bootstrap(config, log).then((started) => {
      lifecycle.onStop('database, jobs and bus', () => started.close());
      return started;
    }),
  );
  const { ctx } = runtime;
  const demo = config.seedDemo ? await seedIfEmpty(ctx) : null;
  const app = await buildApp(ctx);
  lifecycle.onStop('HTTP server', () => closeHttp(app)); // stops accepting HTTP and closes sockets first
  if (config.runWorkers) {
    ctx.jobs.start(config.workerConcurrency);
    lifecycle.onStop('housekeeping', startHousekeeping(ctx));
  }
  await app.listen({ port: config.port, host: config.host });

  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [`Popreel is running at ${url} (Node ${process.version}, database: ${ctx.dbKind}, ready in ${Date.now() - started} ms)`];
  if (demo) lines.push(`Demo sign-in: ${demo.email} / ${demo.password}  (admin: ${demo.adminEmail} / ${demo.password})`);
  console.log('\n' + lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException)?.code;
  const message =
    code === 'EADDRINUSE' ? `port ${config.port} is in use: stop what uses it or set PORT to another port`
    : error instanceof Error ? error.message : String(error);
  void lifecycle.stop(`a failed start: ${message}`, 1, error);
});
