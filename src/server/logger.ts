import pino from 'pino';
import pretty from 'pino-pretty';
import type { FastifyBaseLogger } from 'fastify';

export type LogFormat = 'json' | 'pretty';

/**
 * One event per line: JSON for a log collector, or pino-pretty's readable lines for a terminal (LOG_FORMAT, by
 * default pretty when stdout is a terminal). LOG_LEVEL picks the level. Both write synchronously, so log lines
 * and the start's plain lines (progress, the banner) reach stdout in the order they were written, and nothing
 * is lost when the process exits; at the default level (no request lines) that costs next to nothing.
 */
export function createLogger(level: string, format: LogFormat = 'json'): FastifyBaseLogger {
  const options = { level, base: { app: 'popreel' }, redact: ['req.headers.cookie', 'req.headers.authorization'] };
  const stream =
    format === 'json'
      ? pino.destination({ dest: 1, sync: true })
      : pretty({ sync: true, singleLine: true, ignore: 'app', translateTime: 'SYS:HH:MM:ss' });
  return pino(options, stream) as FastifyBaseLogger;
}
