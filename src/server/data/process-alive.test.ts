import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from './data-dir-lock.ts';
import { isOurLiveProcess, isProcessAlive, processStart, processState } from './process-alive.ts';

/**
 * Liveness as the data-directory lock and the embedded-PostgreSQL supervisor decide it: a zombie is dead, and
 * so is a pid that now names another process. Both need Linux's /proc; elsewhere kill(pid, 0) decides alone.
 */
const linux = existsSync('/proc/self/stat');
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A process that has exited and stays unreaped: its parent exec'd into a sleep that never waits for it. */
async function zombie(): Promise<number> {
  const parent = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(parent);
  const pid = Number(await new Promise<string>((done) => parent.stdout.once('data', (chunk: Buffer) => done(chunk.toString()))));
  for (let waited = 0; waited < 5000 && processState(pid) !== 'Z'; waited += 20) await new Promise((r) => setTimeout(r, 20));
  expect(processState(pid)).toBe('Z');
  return pid;
}

/** Another live Node process, as the owner of a lock would be. */
async function liveNode(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((r) => child.once('spawn', r));
  return child.pid!;
}

describe('isProcessAlive', () => {
  it('knows this process, and no process for a pid no one has or no pid at all', () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    expect(isProcessAlive(2 ** 30)).toBe(false);
    expect(isProcessAlive(0)).toBe(false); // kill(0, 0) would ask about our own process group
    expect(isProcessAlive(Number.NaN)).toBe(false);
  });

  it.skipIf(!linux)('counts a zombie as dead, though kill(pid, 0) still reaches it', async () => {
    const pid = await zombie();
    expect(() => process.kill(pid, 0)).not.toThrow();
    expect(isProcessAlive(pid)).toBe(false);
    expect(isOurLiveProcess(pid, 'sleep')).toBe(false);
  });

  it.skipIf(!linux)('takes a pid whose start time or command line is not the recorded one for another process', () => {
    const start = processStart()!;
    expect(start).toMatch(/^[0-9a-f-]{36}:\d+$/);
    const [boot, ticks] = start.split(':');
    expect(isProcessAlive(process.pid, { start })).toBe(true);
    expect(isProcessAlive(process.pid, { start: `${boot}:${Number(ticks) + 1}` })).toBe(false);
    expect(isProcessAlive(process.pid, { start: `00000000-0000-0000-0000-000000000000:${ticks}` })).toBe(false);
    expect(isProcessAlive(process.pid, { command: 'node' })).toBe(true);
    expect(isProcessAlive(process.pid, { command: 'postgres' })).toBe(false);
  });

  it('signals only what is positively ours', () => {
    expect(isOurLiveProcess(process.pid, 'postgres')).toBe(false);
    expect(isOurLiveProcess(process.pid, 'node')).toBe(linux); // without /proc nothing is known to be ours
  });
});

describe.skipIf(!linux)('the data-directory lock', () => {
  async function lockedBy(owner: object) {
    const dir = await mkdtemp(join(tmpdir(), 'popreel-lock-'));
    dirs.push(dir);
    await writeFile(join(dir, 'popreel.lock'), JSON.stringify({ purpose: 'the app', since: '2026-01-01T00:00:00.000Z', ...owner }));
    return dir;
  }

  it('records its owner’s start time beside the pid', async () => {
    const dir = await lockedBy({ pid: await zombie() });
    const lock = await lockDataDir(dir, 'a test');
    expect(JSON.parse(await readFile(join(dir, 'popreel.lock'), 'utf8'))).toMatchObject({ pid: process.pid, start: processStart() });
    await lock.release();
  });

  it('takes over from a zombie and from a live process whose start time is not the recorded one', async () => {
    for (const owner of [{ pid: await zombie() }, { pid: await liveNode(), start: `${processStart()!.split(':')[0]}:1` }]) {
      const lock = await lockDataDir(await lockedBy(owner), 'a test');
      await lock.release();
    }
  });

  it('refuses while its live owner runs, recorded with a start time or (an older lock file) without one', async () => {
    const pid = await liveNode();
    for (const owner of [{ pid, start: processStart(pid) }, { pid }]) {
      await expect(lockDataDir(await lockedBy(owner), 'a test')).rejects.toBeInstanceOf(DataDirBusyError);
    }
  });
});
