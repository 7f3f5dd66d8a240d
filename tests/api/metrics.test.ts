import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser } from '../factories/users.ts';
import { connectRealtime } from '../factories/realtime.ts';
import { startCountingServer } from './federation-door-helpers.ts';
import { startFederatedApp } from './federation-peers.ts';
import { waitFor } from '../setup/wait.ts';
import { METRICS_MESSAGES } from '../../src/server/http/routes/metrics.routes.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { createVideo } from '../factories/videos.ts';

/** Issue 60: `/metrics` for a scraper holding METRICS_TOKEN, 404 without the setting, 401 with a wrong token. */
const TOKEN = 'metrics-token-for-the-tests-0001';

/** The value of one series, or undefined when the scrape lacks it: `name{labels}` exactly as written. */
const series = (scrape: string, name: string, labels: string) => {
  const line = scrape.split('\n').find((candidate) => candidate.startsWith(`${name}{${labels}} `) || (labels === '' && candidate.startsWith(`${name} `)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('with metrics off (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('answers 404 with a message, whatever the token', async () => {
    const answer = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(404);
    expect((await answer.json()).error.message).toBe(METRICS_MESSAGES.off);
  });
});

describe('with METRICS_TOKEN set', () => {
  let app: TestApp;
  const scrape = async () => {
    const answer = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/openmetrics-text; version=1\.0\.0/);
    return answer.text();
  };

  beforeAll(async () => {
    app = await startFederatedApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => app?.close());

  it('refuses a wrong or missing token with 401 and a challenge', async () => {
    for (const headers of [{ authorization: 'Bearer not-the-metrics-token-at-all' }, {} as Record<string, string>]) {
      const answer = await fetch(`${app.url}/metrics`, { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect((await answer.json()).error.message).toBe(METRICS_MESSAGES.token);
    }
  });

  it('has each series after a request, a feed page, a job, deliveries and a socket', async () => {
    // The registry is the process's, and test files may share a process: counters are read as what this test added.
    const before = await scrape();
    const added = (text: string, name: string, labels: string) => (series(text, name, labels) ?? 0) - (series(before, name, labels) ?? 0);
    const alice = await createUser(app);
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${app.url}/api/feed/foryou`, { headers: { cookie: alice.cookie } })).status).toBe(200);
    expect((await fetch(`${app.url}/api/videos/not-a-uuid`)).status).toBe(400);

    // A delivery that arrives and one that cannot (nothing listens there), each a real `deliver` job.
    const inbox = await startCountingServer();
    const closed = await startCountingServer();
    await closed.close();
    const delivery = (to: string) => ({ inbox: `${to}/inbox`, activity: { type: 'Like' }, activityId: null, keyId: `${app.url}/ap/users/${alice.id}#main-key`, started: new Date().toISOString() });
    await app.ctx.jobs.enqueue('deliver', delivery(inbox.origin));
    await app.ctx.jobs.enqueue('deliver', delivery(closed.origin), { maxAttempts: 1 });
    await waitFor(async () => inbox.hits.length > 0, 'the delivery', 20_000);
    await waitFor(async () => (await app.ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'deliver').where('status', '=', 'failed').executeTakeFirst()) !== undefined, 'the failed delivery', 20_000);
    await inbox.close();

    const socket = await connectRealtime(app, alice);
    try {
      const text = await scrape();
      expect(added(text, 'popreel_http_request_duration_seconds_count', 'method="GET",route="/api/health",status="200"')).toBe(1);
      expect(added(text, 'popreel_http_request_duration_seconds_count', 'method="GET",route="/api/videos/:id",status="400"')).toBe(1);
      expect(added(text, 'popreel_feed_page_seconds_count', 'feed="foryou"')).toBe(1);
      expect(added(text, 'popreel_job_runs_total', 'kind="deliver",outcome="done"')).toBe(1);
      expect(added(text, 'popreel_job_runs_total', 'kind="deliver",outcome="failed"')).toBe(1);
      expect(series(text, 'popreel_jobs_failed', 'kind="deliver"')).toBe(1);
      expect(added(text, 'popreel_federation_deliveries_total', 'outcome="delivered"')).toBe(1);
      expect(added(text, 'popreel_federation_deliveries_total', 'outcome="failed"')).toBe(1);
      expect(series(text, 'popreel_federation_host_deliveries', `host="${new URL(inbox.origin).host}",outcome="delivered"`)).toBe(1);
      expect(series(text, 'popreel_websocket_connections', '')).toBe(1);
      expect(series(text, 'popreel_pg_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
      expect(series(text, 'popreel_jobs_oldest_due_seconds', '')).toBeGreaterThanOrEqual(0);
      // Node's own runtime metrics come with them.
      expect(series(text, 'process_cpu_user_seconds_total', '')).toBeGreaterThan(0);
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    } finally {
      socket.socket.close();
    }
  });

  it('counts bus events by type and ffmpeg runs with their time', async () => {
    const bob = await createUser(app);
    const video = await createVideo(app, bob.id);
    const comment = await fetch(`${app.url}/api/comments`, { method: 'POST', headers: { ...bob.headers, 'content-type': 'application/json' }, body: JSON.stringify({ videoId: video.id, content: 'counted on the bus' }) });
    expect(comment.status).toBe(201);
    // An upload is probed and transcoded by ffmpeg in the app's worker.
    const clip = await makeVideo({ seconds: 1, width: 160, height: 284 });
    const upload = await fetch(`${app.url}/api/videos`, { method: 'POST', headers: bob.headers, body: uploadForm(clip.bytes, { caption: 'measured' }) });
    expect(upload.status).toBe(201);
    const text = await waitFor(async () => {
      const scraped = await scrape();
      return (series(scraped, 'popreel_ffmpeg_runs_total', 'outcome="ok"') ?? 0) >= 1 && scraped;
    }, 'an ffmpeg run in the metrics', 30_000);
    expect(series(text, 'popreel_bus_events_total', 'type="comment.created"')).toBeGreaterThanOrEqual(1);
    expect(series(text, 'popreel_ffmpeg_seconds_count', '')).toBeGreaterThanOrEqual(1);
  });
});
