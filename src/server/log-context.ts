import { AsyncLocalStorage } from 'node:async_hooks';

/** What a log line is part of: the HTTP request it serves, or the job it runs (issue 60). */
export interface LogContext {
  reqId?: string;
  job?: number;
  jobKind?: string;
  /** The OpenTelemetry trace, when traces are sent (OTEL_EXPORTER_OTLP_ENDPOINT). */
  traceId?: string;
}

/**
 * The request or job under way, carried through every await (Node's AsyncLocalStorage). The logger adds it to
 * every line (logger.ts), so a service that logs through the app's logger still names the request or job it
 * serves, and the metrics name the same ids in their exemplars: from a slow bucket to its log lines.
 */
export const logContext = new AsyncLocalStorage<LogContext>();
