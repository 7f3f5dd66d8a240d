import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import type { MatchPick } from '../../src/shared/match-answers.schema.ts';

/** AI Picks with an OpenAI-compatible endpoint (stubbed: it lies outside the project); matching.test.ts covers the default path. */
let stub: Server;
let app: TestApp;
let mode: 'rephrase' | 'fail' | 'drop-lines' = 'rephrase';
const received: string[][] = [];

beforeAll(async () => {
  stub = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const facts = String(JSON.parse(body).messages[1].content).split('\n');
      received.push(facts);
      if (mode === 'fail') return res.writeHead(500).end('overloaded');
      const reasons = mode === 'drop-lines' ? ['Only one line'] : facts.map((fact) => `✨ ${fact}!`);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: JSON.stringify({ reasons }) } }] }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as { port: number };
  app = await startTestApp({ workers: true, env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'stub-model' } });
});
afterAll(async () => {
  await app?.close();
  stub?.close();
});

async function single(interests: string[]): Promise<TestUser> {
  const user = await createUser(app);
  await fetch(`${app.url}/api/match/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...user.headers },
    body: JSON.stringify({ gender: null, age: 28, interests, location: 'Cardiff', optedIn: true }),
  });
  return user;
}
const refresh = async (user: TestUser) => ((await (await postJson(app, '/api/match/picks/refresh', {}, user.headers)).json()) as { pick: MatchPick }).pick;

it('lets the model word the reasons of the computed facts, keeping the computed score', async () => {
  const me = await single(['surfing']);
  await single(['surfing']);
  const pick = await refresh(me);
  expect(received.at(-1)).toEqual(['You both like surfing', 'You are the same age', 'Both in Cardiff']);
  expect(pick.reasons).toEqual(['✨ You both like surfing!', '✨ You are the same age!', '✨ Both in Cardiff!']);
  expect(pick.score).toBe(0.85);
  expect(pick.vibe).toBe(85);
});

it('keeps the computed reasons when the model fails or changes the number of lines', async () => {
  const me = await single(['climbing']);
  await single(['climbing']);
  for (const failure of ['fail', 'drop-lines'] as const) {
    mode = failure;
    const pick = await refresh(me);
    expect(pick.reasons).toEqual(['You both like climbing', 'You are the same age', 'Both in Cardiff']);
  }
});
