import type { FastifyInstance } from 'fastify';

/** How long requests in flight get to finish before their connections are cut. */
const GRACE_MS = 10_000;

/**
 * Stops taking requests and lets the ones in flight finish. Node closes idle keep-alive connections once,
 * when closing starts; a connection busy then would otherwise stay open until its keep-alive timeout
 * (72 s) and hold the shutdown. So idle connections are closed as they appear, and after the grace period
 * every connection is.
 */
export async function closeHttp(app: FastifyInstance) {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const cut = setTimeout(() => app.server.closeAllConnections(), GRACE_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
