import { readFileSync } from 'node:fs';

/**
 * Whether a pid still names a live process of ours, for the data-directory lock and the embedded-PostgreSQL
 * supervisor. kill(pid, 0) alone says too much:
 * - a process killed with -9 stays a zombie until its parent reaps it, and kill(pid, 0) succeeds on a zombie.
 *   After `kill -9` of the whole `npm start` group the server's parent dies with it, so the zombie waits for
 *   init, which may reap late (in batches seconds apart) or never (a container whose PID 1 is a shell);
 * - after a crash the pid can be recycled by an unrelated process (pid_max is often only 32768).
 * Where Linux's /proc is readable, /proc/<pid>/stat tells both; elsewhere kill(pid, 0) decides, as it always did.
 */

export interface ExpectedProcess {
  /** What processStart() returned in that process; absent in lock files written before it was recorded. */
  start?: string;
  /** A word its command line must contain (an empty command line, as a kernel thread has, is not held against it). */
  command?: string;
}

interface ProcStat {
  state: string;
  startTicks: string;
}

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // no /proc (macOS), a process that is gone, or one hidden from us (hidepid)
  }
}

function procStat(pid: number): ProcStat | null {
  const text = readProc(`/proc/${pid}/stat`);
  if (!text) return null;
  // Field 2, the command name in parentheses, may itself hold spaces and ')': count from the last ')'.
  // What follows starts at field 3 (state); field 22 (start time in clock ticks since boot) is 19 further on.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return fields.length > 19 ? { state: fields[0], startTicks: fields[19] } : null;
}

/** A process's state letter (R, S, Z for a zombie…), or null where /proc does not say. */
export function processState(pid: number): string | null {
  return procStat(pid)?.state ?? null;
}

let bootId: string | null | undefined;
/** Start ticks count from boot, so they name a process only together with the boot they belong to. */
function currentBootId(): string | null {
  bootId ??= readProc('/proc/sys/kernel/random/boot_id')?.trim() || null;
  return bootId;
}

/**
 * A token naming this very process instance (boot and start time), to record beside its pid: a later process
 * given the same pid has another. Undefined where /proc is not available.
 */
export function processStart(pid: number = process.pid): string | undefined {
  const stat = procStat(pid);
  const boot = currentBootId();
  return stat && boot ? `${boot}:${stat.startTicks}` : undefined;
}

/** kill(pid, 0): EPERM means it exists but belongs to another user (postgres run as its own user when we are root). */
function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether pid is a running process (not a zombie) and, when told what to expect, still the one we mean.
 * Doubt counts as alive: wrongly calling an owner dead would let two processes share a data directory.
 */
export function isProcessAlive(pid: number, expected: ExpectedProcess = {}): boolean {
  if (!(pid > 0) || !signalable(pid)) return false;
  const stat = procStat(pid);
  if (!stat) return true; // nothing more to learn here: kill(pid, 0) decides
  if (stat.state === 'Z' || stat.state === 'X') return false; // exited, only waiting to be reaped
  const boot = currentBootId();
  if (expected.start && boot && expected.start !== `${boot}:${stat.startTicks}`) return false; // a recycled pid
  if (expected.command) {
    const cmdline = readProc(`/proc/${pid}/cmdline`);
    if (cmdline && !cmdline.includes(expected.command)) return false;
  }
  return true;
}

/**
 * Before signalling a pid we must know it is ours: alive and its command line positively contains command.
 * Where the command line cannot be read (no /proc) that is never known, so nothing is signalled.
 */
export function isOurLiveProcess(pid: number, command: string): boolean {
  return isProcessAlive(pid, { command }) && (readProc(`/proc/${pid}/cmdline`) ?? '').includes(command);
}
