import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser } from '../factories/users.ts';
import { createLogger } from '../../src/server/logger.ts';
import { startCountingServer } from './federation-door-helpers.ts';
import { waitFor } from '../setup/wait.ts';

/**
 * Issue 60: with OTEL_EXPORTER_OTLP_ENDPOINT set, requests, job runs and deliveries are spans sent over OTLP/HTTP
 * to the collector (here a local server reading the JSON the exporter posts), and their trace ids are on the log
 * lines and in the metrics' exemplars.
 */
interface OtlpSpan { name: string; traceId: string; spanId: string; parentSpanId?: string; kind: number; attributes: Array<{ key: string; value: Record<string, unknown> }> }
const spans: OtlpSpan[] = [];
const lines: Array<{ msg: string; reqId?: string; traceId?: string; req?: { url?: string } }> = [];
const TOKEN = 'metrics-token-for-the-trace-test';
let collector: Server;
let app: TestApp;

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((listening) => collector.listen(0, '127.0.0.1', listening));
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  const port = await freePort();
  const log = createLogger('debug', 'json', { write: (line: string) => void lines.push(JSON.parse(line)) });
  const env = { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, METRICS_TOKEN: TOKEN, PUBLIC_URL: `http://localhost:${port}`, FEDERATION_ALLOW_PRIVATE_ADDRESS: 'true' };
  app = await startTestApp({ port, env, workers: true, log });
});
afterAll(async () => {
  await app?.close();
  collector?.close();
});

const attribute = (span: OtlpSpan, key: string) => Object.values(span.attributes.find((entry) => entry.key === key)?.value ?? {})[0];

it('continues a traceparent into the request span named by its route, and logs and exemplars carry its trace id', async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const parent = '00f067aa0ba902b7';
  const answer = await fetch(`${app.url}/api/videos/11111111-1111-4111-8111-111111111111`, { headers: { traceparent: `00-${traceId}-${parent}-01` } });
  expect(answer.status).toBe(404);
  const span = await waitFor(async () => spans.find((candidate) => candidate.traceId === traceId), 'the request span', 15_000);
  expect(span.name).toBe('GET /api/videos/:id');
  expect(span.parentSpanId).toBe(parent);
  expect(attribute(span, 'http.response.status_code')).toBe(404);
  const requestLines = lines.filter((line) => line.traceId === traceId);
  expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

  const scrape = await (await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  expect(scrape).toMatch(new RegExp(`route="/api/videos/:id",status="404"\\} 1 # \\{request_id="${requestLines[0].reqId}",trace_id="${traceId}"\\}`));
});

it('makes each job run a trace of its own, with its delivery a client span inside it', async () => {
  const alice = await createUser(app);
  const inbox = await startCountingServer();
  const host = new URL(inbox.origin).host;
  await app.ctx.jobs.enqueue('deliver', { inbox: `${inbox.origin}/inbox`, activity: { type: 'Like' }, activityId: null, keyId: `${app.url}/ap/users/${alice.id}#main-key`, started: new Date().toISOString() });
  const delivery = await waitFor(async () => spans.find((span) => span.name === `deliver ${host}`), 'the delivery span', 20_000);
  await inbox.close();
  const job = spans.find((span) => span.name === 'job deliver' && span.spanId === delivery.parentSpanId);
  expect(job).toBeDefined();
  expect(job!.parentSpanId ?? '').toBe('');
  expect(delivery.traceId).toBe(job!.traceId);
  expect(delivery.kind).toBe(3); // SPAN_KIND_CLIENT
  expect(attribute(delivery, 'server.address')).toBe(host);
  expect(attribute(job!, 'popreel.job.kind')).toBe('deliver');
});
