import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createLogger } from '../../src/server/logger.ts';
import { waitFor } from '../setup/wait.ts';

/**
 * Issue 60: every log line names the request or the job it was written for, whichever logger wrote it, and the
 * metrics' exemplars name the same ids: from a slow bucket to the request's lines.
 */
const TOKEN = 'metrics-token-for-the-log-test-01';
type Line = { msg: string; reqId?: string; job?: number; jobKind?: string; req?: { url?: string }; to?: string };
const lines: Line[] = [];
const raw: string[] = [];
let app: TestApp;

beforeAll(async () => {
  // Debug: the request lines ("incoming request", "request completed") are written too.
  const log = createLogger('debug', 'json', { write: (line: string) => void (raw.push(line), lines.push(JSON.parse(line))) });
  app = await startTestApp({ log, workers: true, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => app?.close());

it("names the request on each of its lines, and the request's exemplar names the same id", async () => {
  lines.length = 0;
  raw.length = 0;
  expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  const incoming = lines.find((line) => line.msg === 'incoming request' && line.req?.url === '/api/health');
  expect(incoming?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  const ofRequest = lines.filter((line) => line.reqId === incoming!.reqId).map((line) => line.msg);
  expect(ofRequest).toEqual(['incoming request', 'request completed']);
  // Written once: the log context's id, not Fastify's binding beside it (a parser would hide a second key).
  expect(raw.filter((line) => line.includes(incoming!.reqId!)).map((line) => line.split('"reqId"').length - 1)).toEqual([1, 1]);

  const scrape = await (await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  // The bucket the request fell in keeps it as its exemplar (the process's registry may hold other requests' too).
  const buckets = scrape.split('\n').filter((line) => line.startsWith('popreel_http_request_duration_seconds_bucket{') && line.includes('route="/api/health"'));
  expect(buckets.filter((line) => line.includes(`# {request_id="${incoming!.reqId}"}`))).toHaveLength(1);
});

it('names the job on the lines its handler writes, through the app\'s own logger', async () => {
  lines.length = 0;
  // A sign-up queues its verification mail; without SMTP_URL the mail job logs the mail it wrote to the outbox.
  const email = `log-${Date.now()}@example.com`;
  const signUp = await fetch(`${app.url}/api/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.url }, body: JSON.stringify({ username: `log${Date.now() % 1e8}`, email, password: 'a-long-password-1' }) });
  expect(signUp.status).toBe(201);
  const mailLine = await waitFor(async () => lines.find((line) => line.to === email), 'the mail job\'s line', 20_000);
  expect(mailLine.jobKind).toBe('send-mail');
  const job = await app.ctx.db.selectFrom('jobs').select(['id', 'kind']).where('id', '=', mailLine.job!).executeTakeFirstOrThrow();
  expect(job.kind).toBe('send-mail');
  expect(mailLine.reqId).toBeUndefined();
});
