import { readdir, readFile } from 'node:fs/promises';

/** Linux's clock ticks per second for /proc/<pid>/stat times (USER_HZ, 100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) used so far by a process and, apart, by everything under it (an app's embedded
 * PostgreSQL and its backends, ffmpeg), read from /proc. Linux only. Backends that ended are not counted: take
 * readings while the process tree is up, and subtract.
 */
export async function cpuOfTree(root: number): Promise<{ self: number; below: number }> {
  const stats = new Map<number, { parent: number; seconds: number }>();
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length < 13) continue;
    // After the name: state, ppid, … utime is field 14 of the line, the 12th after the name; stime the 13th.
    stats.set(Number(entry), { parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND });
  }
  const under = (pid: number): boolean => {
    for (let current = stats.get(pid)?.parent; current; current = stats.get(current)?.parent) if (current === root) return true;
    return false;
  };
  let below = 0;
  for (const [pid, { seconds }] of stats) if (under(pid)) below += seconds;
  return { self: stats.get(root)?.seconds ?? 0, below };
}
