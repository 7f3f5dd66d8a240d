import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { InboxGuard, InboxRefusal } from './inbox-guard.ts';
import { isFederationPath } from './urls.ts';
import { FEDERATION_MESSAGES } from '../../shared/federation-policy.ts';

/** The key each inbox POST the door let in names: the bridge reads its body without asking the guard again. */
const admitted = new WeakMap<IncomingMessage, URL>();

/** The key an inbox POST named when the door let it in; undefined for a request that did not pass it (inject). */
export function admittedAtDoor(request: IncomingMessage): URL | undefined {
  return admitted.get(request);
}

/** A refusal, written straight to the socket: nothing of the request is read, no hook runs. */
export function writeRefusal(response: ServerResponse, refusal: InboxRefusal) {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  if (refusal.status === 429) headers['retry-after'] = '60';
  response.writeHead(refusal.status, headers).end(JSON.stringify({ error: { code: refusal.code, message: refusal.message } }));
}

/**
 * How long a refusal for being over the share is held before it is written, and how many are held at once. A
 * server that ignores 429 and Retry-After then sends at most one activity per held connection a second: its
 * flood is paced by its own sockets instead of this server's CPU. Past the cap (a sender with hundreds of
 * connections) refusals are written at once, and the proxy's per-address limits are the answer (README).
 */
const OVER_SHARE_HOLD_MS = 1000;
const OVER_SHARE_HELD_MAX = 256;

/** Over-share refusals, each held a second (up to OVER_SHARE_HELD_MAX at once, per server), then written. */
function overShareHold() {
  let held = 0;
  return (response: ServerResponse, refusal: InboxRefusal) => {
    if (held >= OVER_SHARE_HELD_MAX) return writeRefusal(response, refusal);
    held++;
    setTimeout(() => {
      held--;
      if (!response.destroyed) writeRefusal(response, refusal);
    }, OVER_SHARE_HOLD_MS);
  };
}

/** The timeouts Fastify sets on a server it makes itself, which it leaves to a server factory's caller. */
interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

/**
 * Fastify's server factory with the inbox's door in front (issue 52): a flood is thousands of POSTs a second
 * that will be refused, and each one Fastify routes costs a request, a reply and their hooks before the
 * bridge's refusal. Here a refusal costs one header's parse, the cached policy and a token bucket, and one for
 * being over the share is held a second, so the server stays free for everyone else's requests. Every other
 * request goes to Fastify untouched; an inbox POST the door lets in goes on with the key it named (the bridge
 * reads its body, then Fedify checks the signature).
 */
export function serverWithInboxDoor(guard: Pick<InboxGuard, 'admit'>, enabled: () => Promise<boolean>) {
  return (handler: RequestListener, options: ServerTimeouts): Server => {
    const refuseOverShare = overShareHold();
    const server = createServer((request, response) => {
      if (request.method !== 'POST' || !isFederationPath((request.url ?? '/').split('?')[0])) return handler(request, response);
      const atDoor = async () => {
        // Federation off: Fastify's bridge answers 404 for the whole fediverse surface, as for a GET.
        if (!(await enabled())) return handler(request, response);
        const outcome = await guard.admit(request.headers);
        if ('status' in outcome) return outcome.status === 429 ? refuseOverShare(response, outcome) : writeRefusal(response, outcome);
        admitted.set(request, outcome.signer);
        handler(request, response);
      };
      atDoor().catch(() => {
        // The policy could not be read (the database away): the sender retries later, as from any busy inbox.
        if (!response.headersSent) response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '30' });
        response.end(JSON.stringify({ error: { code: 'unavailable', message: FEDERATION_MESSAGES.inboxBusy } }));
      });
    });
    if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout) server.setTimeout(options.connectionTimeout);
    return server;
  };
}
