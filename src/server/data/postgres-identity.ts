import { execFileSync, spawnSync } from 'node:child_process';
import { access, chmod, chown, cp, lstat, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Who runs the embedded PostgreSQL, and from where. PostgreSQL refuses to run as root, so as root it runs as
 * the system user `postgres` (made when missing). That user may be unable to enter the folders above the
 * checkout (a checkout in /root, mode 700, on a new server): then its programs are copied once to a
 * root-owned folder it can reach, and the server is started with its working folder already set to the data
 * directory (root changes folder before giving up its rights), naming that directory as /proc/self/cwd, so it
 * never walks the path it may not enter. Nothing on the machine has its permissions widened (decision 037).
 */
export interface PostgresIdentity {
  /** Spawn options: the user and group, and the working folder where the data directory cannot be reached. */
  uid?: number;
  gid?: number;
  cwd?: string;
  /** What the programs are given as the data directory. */
  dataDirArgument: string;
  bin: string;
}

/** PostgreSQL names the data directory it was given; this one is the process's own working folder. */
export const DATA_DIR_BY_CWD = '/proc/self/cwd';
const COPIES = '/var/cache/popreel';

function userIds(name: string): { uid: number; gid: number } | null {
  const read = (flag: string) => spawnSync('id', [flag, name], { encoding: 'utf8' });
  const uid = read('-u');
  const gid = read('-g');
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function postgresUser(): { uid: number; gid: number } {
  const existing = userIds('postgres');
  if (existing) return existing;
  execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres'], {
    stdio: 'pipe',
  });
  const made = userIds('postgres');
  if (!made) throw new Error('the user postgres could not be made (useradd)');
  return made;
}

/** Asks the kernel, as that user, with its ACLs and every folder above: may it run or enter that path? */
function userMayEnter(ids: { uid: number; gid: number }, path: string): boolean {
  return spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', path], { ...ids, stdio: 'ignore' }).status === 0;
}

/** The programs in a root-owned folder the postgres user may enter, copied once per version. */
async function reachableCopy(nativeDir: string, version: string): Promise<string> {
  const target = join(COPIES, `postgres-${version}-${process.platform}-${process.arch}`);
  const done = join(target, '.copied');
  await mkdir(COPIES, { recursive: true, mode: 0o755 });
  const folder = await lstat(COPIES);
  if (!folder.isDirectory() || folder.uid !== 0 || (folder.mode & 0o022) !== 0) {
    throw new Error(`${COPIES} must be a folder owned by root that only root may write to`);
  }
  await chmod(COPIES, 0o755);
  if (await access(done).then(() => true, () => false)) return join(target, 'bin');
  const partial = `${target}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  await writeFile(join(partial, '.copied'), `${nativeDir}\n`);
  await rm(target, { recursive: true, force: true });
  await rename(partial, target);
  return join(target, 'bin');
}

/** Decides how to run the programs in `bin` on the data directory `pgDir` (made here when missing). */
export async function postgresIdentity(bin: string, pgDir: string, version: string): Promise<PostgresIdentity> {
  await mkdir(pgDir, { recursive: true, mode: 0o700 });
  if (process.getuid?.() !== 0) return { dataDirArgument: pgDir, bin };
  const ids = postgresUser();
  await chown(pgDir, ids.uid, ids.gid);
  await chmod(pgDir, 0o700);
  const runnable = userMayEnter(ids, join(bin, 'postgres')) ? bin : await reachableCopy(dirname(bin), version);
  if (!userMayEnter(ids, join(runnable, 'postgres'))) {
    throw new Error(`the user postgres cannot run ${join(runnable, 'postgres')}`);
  }
  return userMayEnter(ids, pgDir)
    ? { ...ids, dataDirArgument: pgDir, bin: runnable }
    : { ...ids, cwd: pgDir, dataDirArgument: DATA_DIR_BY_CWD, bin: runnable };
}
