import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { isOurLiveProcess, isProcessAlive } from './process-alive.ts';
import { DATA_DIR_BY_CWD, postgresIdentity } from './postgres-identity.ts';
import { initdb, postgresPrograms, startServer } from './postgres-server.ts';

/**
 * Our supervisor around the PostgreSQL that `npm install` brought: it owns running as root (postgres-identity),
 * a stale postmaster.pid or an orphaned postgres after a crash, the socket or port, and start failures, which
 * end with the server's last lines (postgres-server).
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('base64url');
  await writeFile(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Linux's sun_path holds 108 bytes with its NUL; leave room. */
const SOCKET_PATH_MAX = 100;
/** Only names the socket file when PostgreSQL listens on a socket alone. */
const SOCKET_PORT = 5432;

/** Over TCP, a port freed and taken again by someone else would reach the wrong server: check it is ours. */
async function verifyOwnServer(url: string, clusterName: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select current_setting('cluster_name') as name`);
    if (rows[0].name !== clusterName) throw new Error(`the PostgreSQL on ${new URL(url).host} is not the one this process started`);
  } finally {
    await client.end();
  }
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}

/**
 * After a crash: stop an orphaned postgres on our data directory, or clear what a dead one left behind (its
 * postmaster.pid and its socket's lock file, which would otherwise refuse the next start). A postmaster killed
 * with -9 and not yet reaped (a zombie) is dead here, and so is its pid taken by anything but a postgres: we
 * signal only a live postgres, and wait only until it has exited, not until someone reaps it.
 */
async function recoverFromCrash(pgDir: string, log: FastifyBaseLogger) {
  const pidFile = join(pgDir, 'postmaster.pid');
  const pid = existsSync(pidFile) ? Number((await readFile(pidFile, 'utf8')).split('\n')[0]) : 0;
  if (pid > 0 && isOurLiveProcess(pid, 'postgres')) {
    log.warn({ pid }, 'an earlier postgres is still running on the data directory; asking it to shut down');
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 30_000 && isProcessAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
    if (isProcessAlive(pid)) {
      process.kill(pid, 'SIGQUIT');
      await new Promise((r) => setTimeout(r, 1000));
    }
    return;
  }
  const socketLocks = (await readdir(pgDir)).filter((name) => /^\.s\.PGSQL\.\d+(\.lock)?$/.test(name));
  if (pid > 0) log.warn({ pid }, 'removing a stale postmaster.pid left by a crash');
  await Promise.all([pidFile, ...socketLocks.map((name) => join(pgDir, name))].map((file) => rm(file, { force: true })));
}

/**
 * The URL of the embedded server another process (the running app) has started on dataDir, or null when
 * none runs. postmaster.pid names it: line 1 pid, 4 port, 5 socket directory, 6 listen address (empty when
 * it listens on the socket alone).
 */
export async function runningServerUrl(dataDir: string, database: string): Promise<string | null> {
  const pidFile = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  const lines = pidFile?.split('\n') ?? [];
  const pid = Number(lines[0]);
  if (!pidFile || !isProcessAlive(pid, { command: 'postgres' })) return null;
  const [port, named, listen] = [lines[3]?.trim(), lines[4]?.trim(), lines[5]?.trim()];
  // A server that reaches its data directory through its working folder names its socket folder that way too.
  const socketDir = named === DATA_DIR_BY_CWD ? join(dataDir, 'pg') : named;
  const credentials = `popreel:${encodeURIComponent((await readFile(join(dataDir, '.pg-password'), 'utf8')).trim())}`;
  return listen
    ? `postgres://${credentials}@${listen}:${port}/${database}`
    : `postgres://${credentials}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: FastifyBaseLogger,
  options: { port?: number; persistent?: boolean } = {},
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  // As root, postgres runs as its own user, which passes through our data directory when it can reach it.
  if (process.getuid?.() === 0) await chmod(dataDir, ((await stat(dataDir)).mode & 0o777) | 0o011);
  const pgDir = join(dataDir, 'pg');
  const password = await readOrCreateSecret(join(dataDir, '.pg-password'));
  await chmod(join(dataDir, '.pg-password'), 0o600);
  const recentLog: string[] = [];
  const keep = (line: string) => {
    recentLog.push(line.trim());
    if (recentLog.length > 40) recentLog.shift();
    log.debug({ postgres: line.trim() }, 'postgres');
  };
  const failed = (step: string, error: unknown) =>
    new Error(`Embedded PostgreSQL failed to ${step}: ${(error as Error)?.message ?? 'it exited'}\n${recentLog.slice(-15).join('\n')}`);

  const programs = postgresPrograms();
  const fresh = !existsSync(join(pgDir, 'PG_VERSION'));
  // A cluster half-made by a start that failed is made again from nothing.
  if (fresh) await rm(pgDir, { recursive: true, force: true });
  const identity = await postgresIdentity(programs.bin, pgDir, programs.version).catch((error) => {
    throw new Error(`Embedded PostgreSQL cannot run here: ${(error as Error).message}. Set DATABASE_URL to a PostgreSQL ≥ 15, or move DATA_DIR and the checkout to a folder the user postgres may enter.`);
  });
  if (fresh) {
    await initdb(identity, { user: 'popreel', password }, keep).catch(async (error) => {
      await rm(pgDir, { recursive: true, force: true });
      throw failed('initialise its data directory', error);
    });
  } else {
    await recoverFromCrash(pgDir, log);
  }
  // A Unix socket inside the data directory: no TCP port to race for or to expose to the host. TCP on a free
  // loopback port only where the socket path would be too long (or unsafe to list) for PostgreSQL.
  const socketFile = join(pgDir, `.s.PGSQL.${SOCKET_PORT}`);
  const useSocket = Buffer.byteLength(socketFile) <= SOCKET_PATH_MAX && !/[\s,'"\\]/.test(pgDir);
  const port = useSocket ? SOCKET_PORT : await freePort(options.port ?? 0);
  const socketDir = identity.cwd ? DATA_DIR_BY_CWD : pgDir;
  const listen = useSocket
    ? ['-c', 'listen_addresses=', '-c', `unix_socket_directories=${socketDir}`, '-c', 'unix_socket_permissions=0700']
    : ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  const clusterName = `popreel-${randomBytes(6).toString('hex')}`;
  // A throwaway cluster (tests, the type generator) is deleted when it stops: nothing in it must survive a
  // crash, so it does not wait for the disk.
  const throwaway = options.persistent === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  const server = await startServer(identity, ['-p', String(port), ...listen, '-c', 'max_connections=200', '-c', `cluster_name=${clusterName}`, ...throwaway], keep).catch(
    (error) => {
      throw failed('start', error);
    },
  );
  const stop = async () => {
    await server.stop();
    if (options.persistent === false) await rm(pgDir, { recursive: true, force: true });
  };
  const credentials = `popreel:${encodeURIComponent(password)}`;
  const url = useSocket
    ? `postgres://${credentials}@localhost:${port}/postgres?host=${encodeURIComponent(pgDir)}`
    : `postgres://${credentials}@127.0.0.1:${port}/postgres`;
  if (!useSocket) await verifyOwnServer(url, clusterName).catch(async (error) => {
    await stop().catch(() => undefined);
    throw error;
  });
  return { url, stop };
}
