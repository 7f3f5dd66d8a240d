import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { DomainError } from '../../domain/errors.ts';
import { SpanStatusCode, type Span } from '../../metrics/tracing.ts';
import { takeRequestSpan } from '../request-context.ts';
import { jobsFailed, jobsWaiting, oldestDueJob, poolConnections, recordBusEvent, recordFeedPage, recordRequest, registry, turnMetricsOn, websocketConnections } from '../../metrics/metrics.ts';

export const METRICS_MESSAGES = {
  off: 'Metrics are off on this server: set METRICS_TOKEN to turn them on',
  token: 'Send the METRICS_TOKEN as a bearer token to read the metrics',
} as const;

const digest = (text: string) => createHash('sha256').update(text).digest();
const FEEDS = new Map<string, 'following' | 'foryou'>([['/api/feed/following', 'following'], ['/api/feed/foryou', 'foryou']]);
const textAnswer = (description: string) => ({ description, content: { 'text/plain': { schema: z.string() } } });

/**
 * `/metrics` in the OpenMetrics text format (issue 60), for a scraper holding METRICS_TOKEN; without the setting
 * it answers 404 and no request is timed. With traces on, the same hook names each request's span. Gauges that describe shared state (the jobs table, this instance's
 * pool and sockets) are read at each scrape rather than kept up to date on every change.
 */
export function metricsRoutes(app: FastifyInstance, ctx: AppContext, hub: RealtimeHub) {
  const token = ctx.config.metricsToken;
  if (token) {
    turnMetricsOn();
    const unsubscribe = ctx.bus.onEvent((event) => recordBusEvent(event.event));
    app.addHook('onClose', async () => unsubscribe());
  }
  if (token || ctx.config.otlpEndpoint) {
    // A callback hook: the answer is already sent, and no request should pay for a promise (decision 031).
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      const seconds = reply.elapsedTime / 1000;
      const span = takeRequestSpan(request.raw);
      if (span) endRequestSpan(span, request.method, route, reply.statusCode);
      recordRequest(request.method, route, reply.statusCode, seconds, request.id, span?.spanContext().traceId);
      const feed = route && reply.statusCode === 200 ? FEEDS.get(route) : undefined;
      if (feed) recordFeedPage(feed, seconds);
      done();
    });
  }
  const expected = token ? digest(`Bearer ${token}`) : null;

  const r = app.withTypeProvider<ZodTypeProvider>();
  const responses = { 200: textAnswer('Every series, in the Prometheus text exposition format'), 401: textAnswer(METRICS_MESSAGES.token), 404: textAnswer(METRICS_MESSAGES.off) };
  r.get('/metrics', { schema: { tags: ['health'], summary: 'Prometheus metrics, for a scraper sending METRICS_TOKEN as a bearer token (404 when off)', response: responses } }, async (request, reply) => {
    if (!expected) throw new DomainError('not_found', METRICS_MESSAGES.off, 404);
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new DomainError('unauthenticated', METRICS_MESSAGES.token, 401);
    }
    await readSharedState(ctx, hub);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** A request's span is named by its route template, as the metrics are, once the answer is sent. */
function endRequestSpan(span: Span, method: string, route: string | undefined, status: number) {
  span.updateName(`${method} ${route ?? 'unmatched'}`);
  span.setAttributes({ 'http.response.status_code': status, ...(route ? { 'http.route': route } : {}) });
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

async function readSharedState(ctx: AppContext, hub: RealtimeHub) {
  const queue = await ctx.services.serverHealth.queueByKind();
  jobsWaiting.reset();
  jobsFailed.reset();
  for (const { kind, waiting, failed } of queue) {
    jobsWaiting.labels(kind).set(waiting);
    jobsFailed.labels(kind).set(failed);
  }
  oldestDueJob.set(Math.max(0, ...queue.map((row) => row.oldestDueSeconds ?? 0)));
  poolConnections.labels('total').set(ctx.pool.totalCount);
  poolConnections.labels('idle').set(ctx.pool.idleCount);
  poolConnections.labels('waiting').set(ctx.pool.waitingCount);
  websocketConnections.set(hub.connectionCount);
}
