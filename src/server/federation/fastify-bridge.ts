import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Federation } from '@fedify/fedify';
import { FetchError } from '@fedify/vocab-runtime';
import { isFederationPath } from './urls.ts';
import { unknownContext, type InboxGuard } from './inbox-guard.ts';
import { admittedAtDoor, writeRefusal } from './inbox-door.ts';
import { FEDERATION_MESSAGES } from '../../shared/federation-policy.ts';

function jsonObject(body: Buffer): object | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** An inbox POST larger than this is refused before it is read: activities are small JSON documents. */
const INBOX_BODY_MAX = 512 * 1024;

async function readBody(request: FastifyRequest): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > INBOX_BODY_MAX) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function webRequest(request: FastifyRequest, origin: string, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

async function sendWeb(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => void reply.header(name, value));
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * Hands ActivityPub's paths (WebFinger, NodeInfo, /ap/…) to Fedify before Fastify routes them (issue 40); every
 * other request falls through untouched. The requests are rebuilt on PUBLIC_URL's origin, so signatures are
 * checked against the URL the sender signed.
 */
export function registerFederationBridge(app: FastifyInstance, federation: Federation<void>, origin: string, enabled: () => Promise<boolean>, guard: InboxGuard) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!isFederationPath(path)) return;
    // An admin turned federation off (instance policy): this server is not on the fediverse at all.
    if (!(await enabled())) return reply.status(404).send({ error: { code: 'not_found', message: 'Federation is off on this server' } });
    let body: Buffer | null = null;
    if (request.method === 'POST') {
      // Fedify reads an activity (its JSON-LD contexts fetched) before it checks the signature: a POST must name
      // a key, from a server the policy takes and within its share, before a byte of it is read (issue 52). The
      // door before Fastify asked already (inbox-door.ts); a request that did not pass it (inject) asks here.
      const signer = admittedAtDoor(request.raw);
      const admitted = signer ? { signer } : await guard.admit(request.headers);
      if ('status' in admitted) {
        reply.hijack();
        return writeRefusal(reply.raw, admitted);
      }
      body = await readBody(request);
      if (body === null) return reply.status(413).send({ error: { code: 'payload_too_large', message: 'An activity must be at most 512 KB' } });
      const activity = jsonObject(body);
      if (!activity) return reply.status(400).send({ error: { code: 'bad_request', message: 'An activity is a JSON object' } });
      const context = unknownContext(activity, admitted.signer);
      if (context) return reply.status(400).send({ error: { code: 'bad_request', message: `${FEDERATION_MESSAGES.unknownContext}: ${context.slice(0, 200)}` } });
    }
    // Fedify passes on what it does not serve (a browser's HTML request, an unknown path): the GET routes of
    // federation.routes.ts answer those. A POST's body is read already, so Fedify's own answer stands.
    let passedOn = false;
    const passOn = () => {
      passedOn = true;
      return new Response(null, { status: 404 });
    };
    const response = await federation
      .fetch(webRequest(request, origin, body), { contextData: undefined, onNotFound: passOn, onNotAcceptable: passOn })
      .catch((error: unknown) => {
        // A document the activity points at that cannot be fetched (refused, gone, malformed) is the sender's
        // problem, and so are jsonld's errors (named `jsonld.<kind>`: a context that is no URL, say); anything
        // else is ours and stays a 500.
        if (error instanceof FetchError || (error instanceof Error && error.name.startsWith('jsonld.'))) return Response.json({ error: { code: 'bad_request', message: `The activity cannot be read: ${(error as Error).message.slice(0, 200)}` } }, { status: 400 });
        throw error;
      });
    if (passedOn && request.method !== 'POST') return;
    return sendWeb(reply, response);
  });
}
