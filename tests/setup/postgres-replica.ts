import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './spawn-server.ts';

const run = promisify(execFile);
const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';

/** Runs a PostgreSQL tool as the postgres user when we are root (PostgreSQL refuses to run as root). */
async function asPostgres(tool: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(PGBIN, tool), ...args]] : [join(PGBIN, tool), args];
  return run(command, argv, { maxBuffer: 10 * 1024 * 1024 });
}

/**
 * A PostgreSQL 15 primary and a streaming hot standby of it (Debian's postgresql-15: initdb, pg_basebackup -R),
 * each on a free local port, thrown away by stop(): what DATABASE_URL and DATABASE_READ_URL name at scale.
 */
export async function startPrimaryAndReplica() {
  const dir = await mkdtemp(join(tmpdir(), 'popreel-replica-'));
  if (process.getuid?.() === 0) {
    await run('sh', ['-c', 'id postgres >/dev/null 2>&1 || useradd --system --user-group postgres']);
    const { stdout } = await run('id', ['-u', 'postgres']);
    await chown(dir, Number(stdout.trim()), 0);
  }
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = join(dir, 'primary');
  const replica = join(dir, 'replica');
  const serverOptions = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off`;
  await asPostgres('initdb', ['-D', primary, '-U', 'popreel', '--auth=trust', '-E', 'UTF8']);
  await asPostgres('pg_ctl', ['-D', primary, '-l', join(dir, 'primary.log'), '-w', '-o', `${serverOptions(primaryPort)} -c wal_level=replica -c max_wal_senders=4`, 'start']);
  const stop = async () => {
    for (const data of [replica, primary]) await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await asPostgres('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'popreel', '-D', replica, '-R', '-X', 'stream']);
    await asPostgres('pg_ctl', ['-D', replica, '-l', join(dir, 'replica.log'), '-w', '-o', `${serverOptions(replicaPort)} -c hot_standby=on`, 'start']);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    primaryUrl: `postgres://popreel@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://popreel@127.0.0.1:${replicaPort}/postgres`,
    stop,
  };
}
