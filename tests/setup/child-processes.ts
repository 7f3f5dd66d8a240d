import { readdir, readFile } from 'node:fs/promises';

/**
 * How many processes named `name` (their /proc comm, e.g. ffmpeg) the process `parent` runs now. Linux's /proc
 * only: for tests and benches that check a cap on the processes a server starts.
 */
export async function countChildren(parent: number, name: string): Promise<number> {
  let count = 0;
  for (const pid of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // comm sits in parentheses and may hold spaces; the fields after it start with the state, then the ppid.
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) === name && Number(stat.slice(close + 2).split(' ')[1]) === parent) count += 1;
  }
  return count;
}

/** Samples countChildren until stop() and returns the most seen at once. */
export function watchChildren(parent: number, name: string, everyMs = 5) {
  let sampling = true;
  let most = 0;
  const done = (async () => {
    while (sampling) {
      most = Math.max(most, await countChildren(parent, name));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      sampling = false;
      await done;
      return most;
    },
  };
}
