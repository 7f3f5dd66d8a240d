import type { AutocannonInstance, AutocannonResult } from 'autocannon';
import { benchTool } from './bench-tools.ts';
import { virtualUser } from './load-mix.ts';
import type { LoadRecorder } from './load-report.ts';
import { startServer } from './load-server.ts';
import { checkLink, followEachOther, insertReadyVideos, signUpUsers } from './load-setup.ts';

const { default: autocannon } = await benchTool<typeof import('autocannon')>('autocannon');

export const USERS_AT_LEAST = 80; // more accounts than connections: some authors are never active
const VIDEOS = 100;
const FOLLOWS_PER_USER = 8;

/** A server as `npm start` runs it on its own DATA_DIR, with accounts that follow each other and ready videos. */
export async function prepareLoadServer(dataDir: string, env: Record<string, string>, users: number) {
  const started = Date.now();
  const server = startServer(dataDir, { SEED_DEMO: 'false', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100000', ...env });
  const base = await server.started;
  const accounts = await signUpUsers(base, users);
  const follows = await followEachOther(base, accounts, FOLLOWS_PER_USER);
  const videos = await insertReadyVideos(dataDir, accounts, VIDEOS);
  await checkLink(base, accounts[0], videos[0]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { server, base, accounts, videos, summary: `server, ${accounts.length} sign-ups, ${follows} follows and ${videos.length} ready videos in ${seconds} s` };
}

export type LoadServer = Awaited<ReturnType<typeof prepareLoadServer>>;

/**
 * `connections` virtual users against a prepared server for `seconds`, each response recorded by kind. `running`
 * receives the instance so a Ctrl+C can stop it.
 */
export function runLoad(target: LoadServer, connections: number, seconds: number, recorder: LoadRecorder, running: (instance: AutocannonInstance) => void) {
  let nextUser = 0;
  return new Promise<AutocannonResult>((done, fail) => {
    running(
      autocannon(
        {
          url: target.base,
          connections,
          duration: seconds,
          timeout: 10,
          requests: [{ method: 'GET', path: '/api/health' }], // replaced per connection below
          setupClient: (client) => {
            const user = virtualUser(target.base, target.accounts[nextUser++ % target.accounts.length], target.videos);
            client.setRequests([user.request]);
            client.on('response', (status, _bytes, milliseconds) => recorder.add(user.kind(), status, milliseconds));
          },
        },
        (error, result) => (error ? fail(error) : done(result)),
      ),
    );
  });
}
