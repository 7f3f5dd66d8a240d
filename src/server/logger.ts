import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';

/** Structured JSON logs (one line per event); LOG_LEVEL picks the level. */
export function createLogger(level: string): FastifyBaseLogger {
  return pino({ level, base: { app: 'popreel' }, redact: ['req.headers.cookie', 'req.headers.authorization'] }) as FastifyBaseLogger;
}
