import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../../tests/setup/spawn-server.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/**
 * `command args…` through bash with the soft open-files limit raised first (65536, else the hard limit):
 * thousands of sockets need as many descriptors. `exec` keeps the pid (and an IPC channel) the same.
 */
export function withFileLimit(command: string, args: string[]): [string, string[]] {
  const raise = 'ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"';
  return ['bash', ['-c', raise, command, ...args]];
}

/**
 * The real server as `npm start` runs it (src/server/main.ts) on its own DATA_DIR, in its own process group:
 * Ctrl+C reaches only the benchmark, which then stops the server in order (SIGTERM) once its own sockets are
 * closed, instead of the server and its PostgreSQL all receiving SIGINT at once. Like tests/setup/
 * spawn-server.ts, but a start can be abandoned midway (stop() waits for health first, then stops).
 */
export function startServer(dataDir: string, env: Record<string, string>, options: { raiseFileLimit?: boolean } = {}) {
  let output = '';
  const started = freePort().then(async (port) => {
    const node: [string, string[]] = [process.execPath, ['--import', 'tsx', 'src/server/main.ts']];
    const [command, args] = options.raiseFileLimit ? withFileLimit(...node) : node;
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    process.on('exit', () => child.kill('SIGKILL')); // never outlive the benchmark
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output}`);
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      await response?.arrayBuffer();
      if (response?.ok) return { url, child, exited };
      await new Promise((r) => setTimeout(r, 200));
    }
    child.kill('SIGKILL');
    throw new Error(`the server was not healthy within 120 s:\n${output}`);
  });

  return {
    started: started.then(({ url }) => url),
    /** The server's process id (for /proc/<pid>/… readings), once it is healthy. */
    pid: () => started.then(({ child }) => child.pid!),
    output: () => output,
    /** SIGTERM (SIGKILL after 60 s), then waits until its PostgreSQL has removed its pid file too. */
    async stop() {
      const server = await started.catch(() => null);
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        const killer = setTimeout(() => server.child.kill('SIGKILL'), 60_000);
        await server.exited;
        clearTimeout(killer);
      }
      for (let i = 0; i < 150 && existsSync(join(dataDir, 'pg', 'postmaster.pid')); i++) await new Promise((r) => setTimeout(r, 200));
    },
  };
}
