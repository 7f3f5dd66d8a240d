import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/** Whether a debug line would be written: at info, a request line's fields are not even built (decision 031). */
const debugOn = (log: FastifyBaseLogger) => log.level === 'debug' || log.level === 'trace';

/**
 * Fastify's per-request lines ("incoming request", "request completed", a route not found, a client that went
 * away mid-stream) at debug: at the default LOG_LEVEL=info a terminal shows what the app does, not every
 * request; LOG_LEVEL=debug brings them back. A request that ends in an error or a 5xx is still logged at error.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request) || !debugOn(request.log)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error || reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, err: error ?? undefined, responseTime: reply.elapsedTime }, 'request errored');
    } else if (debugOn(reply.log)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }

  override routeNotFound(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`);
  }

  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') reply.log.debug({ res: reply }, 'stream closed prematurely');
    else super.streamError(error, request, reply);
  }
}
