import pino from 'pino';
import pretty from 'pino-pretty';
import type { FastifyBaseLogger } from 'fastify';
import { logContext } from './log-context.ts';

export type LogFormat = 'json' | 'pretty';

/**
 * One event per line (to `destination` when given: a test reading the lines): JSON for a log collector, or pino-pretty's readable lines for a terminal (LOG_FORMAT, by
 * default pretty when stdout is a terminal). LOG_LEVEL picks the level. Both write synchronously, so log lines
 * and the start's plain lines (progress, the banner) reach stdout in the order they were written, and nothing
 * is lost when the process exits; at the default level (no request lines) that costs next to nothing.
 */
export function createLogger(level: string, format: LogFormat = 'json', destination?: pino.DestinationStream): FastifyBaseLogger {
  // The request or job a line belongs to (log-context.ts), on every line written while it is under way.
  const mixin = () => logContext.getStore() ?? {};
  const options = { level, base: { app: 'popreel' }, mixin, redact: ['req.headers.cookie', 'req.headers.authorization'] };
  const stream = destination ??
    (format === 'json'
      ? pino.destination({ dest: 1, sync: true })
      : pretty({ sync: true, singleLine: true, ignore: 'app', translateTime: 'SYS:HH:MM:ss' }));
  return pino(options, stream) as FastifyBaseLogger;
}
