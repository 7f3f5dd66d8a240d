import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * OpenTelemetry traces of requests, job runs and deliveries (issue 60), sent over OTLP/HTTP to the collector
 * OTEL_EXPORTER_OTLP_ENDPOINT names; unset, nothing here runs and `inSpan` calls straight through. Spans are
 * made by hand at those three places rather than by auto-instrumentation, which patches every module it knows
 * at load time and costs each request whether or not anyone collects. One provider for the process, like the
 * metrics' registry.
 */
let provider: NodeTracerProvider | null = null;
let tracer: Tracer | null = null;

export function startTracing(endpoint: string, version: string) {
  if (provider) return;
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces`, timeoutMillis: 10_000 });
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'popreel', 'service.version': version }),
    // A second between batches: a collector sees a slow request while it is still slow.
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000, maxQueueSize: 4096 })],
  });
  provider.register();
  tracer = provider.getTracer('popreel', version);
}

/** Sends what is batched (a stop must not lose the last second's spans). */
export async function flushTracing() {
  await provider?.forceFlush().catch(() => undefined);
}

/** A server span for one HTTP request, continuing a `traceparent` the client sent; null when tracing is off. */
export function startRequestSpan(method: string, headers: Record<string, string | string[] | undefined>): { span: Span; context: Context } | null {
  if (!tracer) return null;
  const parent = propagation.extract(context.active(), headers);
  const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/**
 * Runs `work` in a span when tracing is on: a child of the current one, or with `root` a trace of its own (a job
 * run, which may have been claimed while some request's span was active). An error is recorded and thrown on.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span | null) => Promise<T>, options: { kind?: SpanKind; root?: boolean } = {}): Promise<T> {
  if (!tracer) return work(null);
  const parent = options.root ? ROOT_CONTEXT : context.active();
  return tracer.startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes }, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
      throw error;
    } finally {
      span.end();
    }
  });
}

export { context as traceContext, SpanKind, SpanStatusCode, type Span };
