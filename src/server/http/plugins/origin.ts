import type { FastifyRequest } from 'fastify';

/**
 * Whether a browser request comes from Popreel's own pages. Browsers always send Origin on WebSocket
 * upgrades and cross-site writes; clients that send none (curl, native apps with a bearer token) are not
 * browsers and cannot carry a victim's cookie by accident. With PUBLIC_URL set, only that origin is ours;
 * without it, the origin must name the very host the request was sent to.
 */
export function isOwnOrigin(request: FastifyRequest, publicUrl: string | null): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file://) and garbage are never ours
  }
  if (publicUrl) return parsed.origin === new URL(publicUrl).origin;
  return parsed.host === request.headers.host;
}
