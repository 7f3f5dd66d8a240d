import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { logContext, type LogContext } from '../log-context.ts';
import { startRequestSpan, traceContext, type Span } from '../metrics/tracing.ts';

type ServerFactory = (handler: RequestListener, options: never) => Server;

/** Each traced request's span until it ends: named and ended by the metrics hook (metrics.routes.ts). */
const spans = new WeakMap<IncomingMessage, Span>();

/**
 * Every request runs in its own log context (log-context.ts) named by a random id, so each line logged while it
 * is served names it, whichever logger wrote the line; Fastify takes the same id as the request's. With tracing
 * on (OTEL_EXPORTER_OTLP_ENDPOINT) the request is also a server span, active while it is served, and its trace
 * id joins the log context.
 */
export function withRequestContext<F extends ServerFactory>(factory: F, traced: boolean): F {
  return ((handler: RequestListener, options: never) =>
    factory((request: IncomingMessage, response: ServerResponse) => {
      const store: LogContext = { reqId: randomUUID() };
      const started = traced ? startRequestSpan(request.method ?? 'GET', request.headers) : null;
      if (!started) return logContext.run(store, handler, request, response);
      store.traceId = started.span.spanContext().traceId;
      spans.set(request, started.span);
      // Ended by the metrics hook once the route is known (metrics.routes.ts), which runs after the response
      // closes; here only when the client went away first, or when no route answered (the inbox door refused).
      response.once('close', () => {
        const endUnnamed = () => spans.delete(request) && started.span.end();
        if (!response.writableFinished) endUnnamed();
        else setTimeout(endUnnamed, 1000).unref();
      });
      traceContext.with(started.context, () => logContext.run(store, handler, request, response));
    }, options)) as F;
}

/** Takes a request's span to end it (once: a second call gets undefined); undefined when tracing is off. */
export function takeRequestSpan(request: IncomingMessage) {
  const span = spans.get(request);
  spans.delete(request);
  return span;
}

/** The id of the request's log context; a request that came without one (inject, in tests) gets its own. */
export const requestId = () => logContext.getStore()?.reqId ?? randomUUID();

/** Fastify's request logger without its own reqId binding when the log context already writes that id. */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  const { reqId, ...rest } = bindings as { reqId?: string };
  return logger.child(reqId !== undefined && reqId === logContext.getStore()?.reqId ? rest : bindings, options);
};
