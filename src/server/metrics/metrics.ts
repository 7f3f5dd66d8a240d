import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type OpenMetricsContentType } from 'prom-client';
import { BusiestHosts } from './busiest-hosts.ts';

/**
 * Popreel's Prometheus metrics (issue 60), one registry for the process: Prometheus scrapes a process, and Node's
 * own runtime metrics are the process's too. Nothing is recorded until an app turns metrics on (METRICS_TOKEN):
 * every record function returns at once while they are off, so an instance without metrics pays one branch.
 * This module sits below every layer (it imports nothing of Popreel's), so the queue, ffmpeg and the HTTP edge
 * can all record here without reaching upward.
 */
// OpenMetrics, not the older Prometheus text: only it carries exemplars, the request or job id of an observation,
// and every current scraper (Prometheus, Grafana Agent, VictoriaMetrics) asks for it first.
export const registry = new Registry<OpenMetricsContentType>();
registry.setContentType(Registry.OPENMETRICS_CONTENT_TYPE);

/** prom-client types an exemplar's labels as the metric's own label names; any names are allowed, as here. */
const exemplar = (labels: Record<string, string>) => labels as never;
let on = false;

/** Turns recording on for the process (idempotent) and starts Node's runtime metrics. */
export function turnMetricsOn() {
  if (on) return;
  on = true;
  collectDefaultMetrics({ register: registry });
}

export const metricsOn = () => on;

/** Request and job times span a millisecond to minutes. */
const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

const httpDuration = new Histogram({
  name: 'popreel_http_request_duration_seconds',
  help: 'HTTP requests by route template, method and status, and how long they took; exemplars name the request id',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  enableExemplars: true,
  registers: [registry],
});

/**
 * One answered request; `route` is the template (`/api/videos/:id`), or `unmatched` for a 404 with no route.
 * `requestId` becomes the observation's exemplar: the same id is on every log line of that request.
 */
export function recordRequest(method: string, route: string | undefined, status: number, seconds: number, requestId: string, traceId?: string) {
  if (!on) return;
  const ids: Record<string, string> = traceId ? { request_id: requestId, trace_id: traceId } : { request_id: requestId };
  httpDuration.observe({ labels: { method, route: route ?? 'unmatched', status: String(status) }, value: seconds, exemplarLabels: exemplar(ids) });
}

const feedPage = new Histogram({
  name: 'popreel_feed_page_seconds',
  help: 'Feed pages served, by feed, and how long each took',
  labelNames: ['feed'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export function recordFeedPage(feed: 'following' | 'foryou', seconds: number) {
  if (on) feedPage.labels(feed).observe(seconds);
}

const jobRuns = new Counter({ name: 'popreel_job_runs_total', help: 'Job runs by kind and outcome (done, retry, failed)', labelNames: ['kind', 'outcome'] as const, registers: [registry] });
const jobSeconds = new Histogram({
  name: 'popreel_job_run_seconds',
  help: 'How long job runs took, by kind; exemplars name the job id',
  labelNames: ['kind'] as const,
  buckets: SECONDS,
  enableExemplars: true,
  registers: [registry],
});

/** One run of a job; its id becomes the exemplar, as on every line the run logged. */
export function recordJobRun(kind: string, outcome: 'done' | 'retry' | 'failed', seconds: number, jobId: number, traceId?: string) {
  if (!on) return;
  jobRuns.labels(kind, outcome).inc();
  const ids: Record<string, string> = traceId ? { job_id: String(jobId), trace_id: traceId } : { job_id: String(jobId) };
  jobSeconds.observe({ labels: { kind }, value: seconds, exemplarLabels: exemplar(ids) });
}

/** Filled at each scrape from the jobs table (see setQueueState): the queue as every worker shares it. */
export const jobsWaiting = new Gauge({ name: 'popreel_jobs_waiting', help: 'Jobs queued and due or scheduled, by kind', labelNames: ['kind'] as const, registers: [registry] });
export const jobsFailed = new Gauge({ name: 'popreel_jobs_failed', help: 'Jobs that failed for good and wait for an admin, by kind', labelNames: ['kind'] as const, registers: [registry] });
export const oldestDueJob = new Gauge({ name: 'popreel_jobs_oldest_due_seconds', help: 'How long the oldest due job has waited (0 when none is due)', registers: [registry] });

const deliveries = new Counter({ name: 'popreel_federation_deliveries_total', help: 'ActivityPub deliveries to remote inboxes, by outcome', labelNames: ['outcome'] as const, registers: [registry] });
/** Per remote host, bounded: the busiest hosts by name, every other host summed as `other`. */
const hosts = new BusiestHosts(20);
new Gauge({
  name: 'popreel_federation_host_deliveries',
  help: 'Deliveries since start to the 20 busiest remote hosts by outcome; every other host is summed as host="other"',
  labelNames: ['host', 'outcome'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const { host, delivered, failed } of hosts.top()) {
      this.labels(host, 'delivered').set(delivered);
      this.labels(host, 'failed').set(failed);
    }
  },
});

export function recordDelivery(host: string, delivered: boolean) {
  if (!on) return;
  deliveries.labels(delivered ? 'delivered' : 'failed').inc();
  hosts.add(host, delivered);
}

const busEvents = new Counter({ name: 'popreel_bus_events_total', help: 'Events this instance received from the bus, by type', labelNames: ['type'] as const, registers: [registry] });

export function recordBusEvent(type: string) {
  if (on) busEvents.labels(type).inc();
}

export const websocketConnections = new Gauge({ name: 'popreel_websocket_connections', help: 'Open WebSocket connections on this instance', registers: [registry] });
export const poolConnections = new Gauge({ name: 'popreel_pg_pool_connections', help: 'PostgreSQL pool connections by state (total, idle, waiting clients)', labelNames: ['state'] as const, registers: [registry] });

const ffmpegRuns = new Counter({ name: 'popreel_ffmpeg_runs_total', help: 'ffmpeg runs by outcome', labelNames: ['outcome'] as const, registers: [registry] });
const ffmpegSeconds = new Histogram({ name: 'popreel_ffmpeg_seconds', help: 'How long ffmpeg runs took', buckets: SECONDS, registers: [registry] });

export function recordFfmpeg(ok: boolean, seconds: number) {
  if (!on) return;
  ffmpegRuns.labels(ok ? 'ok' : 'failed').inc();
  ffmpegSeconds.observe(seconds);
}
