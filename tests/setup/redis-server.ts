import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { freePort } from './spawn-server.ts';

export const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * A throwaway Debian redis-server on a free local port, nothing kept on disk, with a password as a deployment
 * should have (issue 35, L7): for the Redis bus's tests and benches. `npm test` installs the package when it
 * can (scripts/test.sh); without it this says what to install. `url` carries the password; `bareUrl` does not.
 */
export async function startRedis(): Promise<{ url: string; bareUrl: string; stop(): Promise<void>; kill(): void }> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: install it with apt-get install -y redis-server`);
  const port = await freePort();
  const password = randomBytes(18).toString('hex');
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--requirepass', password];
  const child = spawn(REDIS_SERVER, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start in 10 s:\n${output}`)), 10_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `redis://:${password}@127.0.0.1:${port}`,
    bareUrl: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
    kill: () => child.kill('SIGKILL'),
  };
}
