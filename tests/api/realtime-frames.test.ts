import type { AsJson } from '../../src/shared/as-json.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../setup/spawn-server.ts';
import { freshDatabase } from '../setup/template-database.ts';
import type { Me } from '../../src/shared/api-types.ts';

/** A frame over the 64 kB limit closes that socket (1009) and logs a warning naming its user, not an error with a stack. */
let server: SpawnedServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(resolve('.test-data'), 'frames-'));
  server = await spawnServer({ env: { DATA_DIR: dataDir, DATABASE_URL: await freshDatabase(), LOG_LEVEL: 'warn' } });
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it('closes a socket that sends an oversized frame with 1009 and warns with the user, without a stack', async () => {
  const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ username: 'big_framer', email: 'big@example.com', password: 'long-password-1' }),
  });
  const userId = ((await signUp.json()) as AsJson<Me>).user.id;
  const cookie = signUp.headers.getSetCookie()[0].split(';')[0];
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/realtime`, { headers: { cookie, origin: server.url } });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.send('x'.repeat(70 * 1024));
  expect(await closed).toBe(1009);

  let lines: Array<Record<string, unknown>> = [];
  for (let waited = 0; waited < 5000 && !lines.some((line) => line.code); waited += 50) {
    lines = server.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    await new Promise((wait) => setTimeout(wait, 50));
  }
  const warning = lines.find((line) => line.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
  expect(warning).toMatchObject({ level: 40, userId, msg: 'realtime socket closed: the client broke the protocol' });
  expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  expect(server.output()).not.toContain('"stack"');
});
