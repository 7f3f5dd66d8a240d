// `npm start`: build the web app when its sources are newer than the build, then run the server in this
// process (so SIGINT/SIGTERM reach its ordered shutdown directly).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';

// npm puts node_modules/.bin first on PATH, so on Linux x64 and arm64 this is the Node 24 that `npm install`
// brought (the node-linux-* package), whatever Node the machine has; elsewhere it is the machine's own.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.warn(`Popreel runs on Node 24 LTS, and this is Node ${process.version}. Install Node 24 (on Linux x64 and arm64, \`npm install\` brings it and \`npm start\` uses it).`);
}

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const built = 'dist/web/index.html';
const sources = ['src/web', 'src/shared', 'vite.config.ts'].filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
register();
// A setting that cannot be used stops the start here, in a second, not after a minute of building.
const { loadConfigOrExit } = await import('../src/server/config.ts');
const config = loadConfigOrExit();
// So is a missing or outdated ffmpeg (installed here first as root, when it can be).
if (config.runWorkers || config.seedDemo) {
  ensureFfmpeg(config.ffmpeg.path);
  const { checkFfmpeg } = await import('../src/server/media/ffmpeg-program.ts');
  try {
    checkFfmpeg(config.ffmpeg);
  } catch (error) {
    console.error(`Popreel cannot start: ${error.message}`);
    process.exit(1);
  }
}
if (stale && !config.skipWebBuild) await buildWebApp(config);
await import('../src/server/main.ts');

/**
 * Vite in a child process while this one says how long it has been building: the start's reporter (decision
 * 026), which the server goes on using until its banner.
 */
async function buildWebApp(config) {
  const { createLogger } = await import('../src/server/logger.ts');
  const { progressSink, theStartProgress } = await import('../src/server/start-progress.ts');
  const progress = theStartProgress(() => progressSink(config.logFormat, createLogger(config.logLevel, config.logFormat)));
  const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const [code, signal] = await progress.step('Building the Popreel web app').run(() => once(vite, 'exit'));
  if (code !== 0) {
    progress.stop();
    console.error(`Building the web app failed (${signal ?? `exit code ${code}`}); the messages above say why.`);
    process.exit(1);
  }
}
