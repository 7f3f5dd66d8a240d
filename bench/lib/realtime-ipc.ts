/** What bench/realtime and its client processes (bench/lib/realtime-client-process.ts) say to each other over IPC. */

/**
 * Milliseconds on CLOCK_MONOTONIC (sub-ms): one clock for every process on the machine, so a receive time
 * taken in a client process and a send time taken in the bench subtract exactly, and no NTP step or wall-clock
 * change between the processes' starts can shift one against the other (performance.timeOrigin can).
 */
export const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

export type ToClients =
  /** Open `count` sockets to `url`, socket i with cookies[(first + i) % cookies.length], each subscribed to `channel`. */
  | { type: 'connect'; url: string; origin: string; channel: string; cookies: string[]; first: number; count: number }
  /** Send every receive time recorded so far, by message content, and forget them. */
  | { type: 'collect' }
  /** Close every socket, then exit. */
  | { type: 'close' };

export type FromClients =
  /** Every socket answered its subscribe (or failed); `fileLimit` is this process's soft RLIMIT_NOFILE. */
  | { type: 'ready'; subscribed: number; failed: number; firstError: string | null; fileLimit: number | null }
  /** Every subscribed socket of this process has received the message with this content. */
  | { type: 'complete'; key: string }
  | { type: 'times'; times: Record<string, number[]>; closedEarly: number };

/** The soft "Max open files" of a process (Linux /proc), or null where it cannot be read. */
export async function fileLimitOf(pid: number | 'self'): Promise<number | null> {
  const { readFile } = await import('node:fs/promises');
  const limits = await readFile(`/proc/${pid}/limits`, 'utf8').catch(() => '');
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits);
  if (!match) return null;
  return match[1] === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(match[1]);
}

/** User plus system CPU milliseconds a process has used so far (Linux /proc; clock ticks of 10 ms), or null. */
export async function cpuMsOf(pid: number): Promise<number | null> {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // after "pid (comm) ": field 3 onwards
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime and stime, fields 14 and 15
}
