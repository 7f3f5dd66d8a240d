import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Federation } from '@fedify/fedify';
import { isFederationPath } from './urls.ts';

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
export function registerFederationBridge(app: FastifyInstance, federation: Federation<void>, origin: string) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!isFederationPath(path)) return;
    const body = request.method === 'POST' ? await readBody(request) : null;
    if (request.method === 'POST' && body === null) {
      return reply.status(413).send({ error: 'payload_too_large', message: 'An activity must be at most 512 KB' });
    }
    // Fedify passes on what it does not serve (a browser's HTML request, an unknown path): the GET routes of
    // federation.routes.ts answer those. A POST's body is read already, so Fedify's own answer stands.
    let passedOn = false;
    const passOn = () => {
      passedOn = true;
      return new Response(null, { status: 404 });
    };
    const response = await federation.fetch(webRequest(request, origin, body), {
      contextData: undefined,
      onNotFound: passOn,
      onNotAcceptable: passOn,
    });
    if (passedOn && request.method !== 'POST') return;
    return sendWeb(reply, response);
  });
}
