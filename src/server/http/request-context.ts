import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { logContext } from '../log-context.ts';

type ServerFactory = (handler: RequestListener, options: never) => Server;

/**
 * Every request runs in its own log context (log-context.ts) named by a random id, so each line logged while it
 * is served names it, whichever logger wrote the line; Fastify takes the same id as the request's.
 */
export function withRequestContext<F extends ServerFactory>(factory: F): F {
  return ((handler: RequestListener, options: never) =>
    factory((request: IncomingMessage, response: ServerResponse) => logContext.run({ reqId: randomUUID() }, handler, request, response), options)) as F;
}

/** The id of the request's log context; a request that came without one (inject, in tests) gets its own. */
export const requestId = () => logContext.getStore()?.reqId ?? randomUUID();

/** Fastify's request logger without its own reqId binding when the log context already writes that id. */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  const { reqId, ...rest } = bindings as { reqId?: string };
  return logger.child(reqId !== undefined && reqId === logContext.getStore()?.reqId ? rest : bindings, options);
};
