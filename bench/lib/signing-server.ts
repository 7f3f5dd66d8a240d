import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateCryptoKeyPair, signRequest } from '@fedify/fedify';
import { exportSpki } from '@fedify/vocab-runtime';

type Json = Record<string, unknown>;

/**
 * Another server for bench:federation's inbox flood: one actor with a key pair, its documents served at their
 * ids, and activities POSTed to Popreel signed as Mastodon signs them (draft-cavage). It listens on its own
 * loopback address, so Popreel tells two of them apart by host.
 */
export interface SigningServer {
  origin: string;
  actor: string;
  serve(document: Json): void;
  /** Signs and POSTs an activity; resolves to the answer's status. */
  deliver(inbox: string, activity: Json): Promise<number>;
  /** Signs an activity's POST without sending it (a flood signed beforehand costs the server, not this bench). */
  sign(inbox: string, activity: Json): Promise<Request>;
  close(): Promise<void>;
}

/** Sends a signed request; resolves to the answer's status. */
export async function send(request: Request): Promise<number> {
  const answer = await fetch(request);
  await answer.arrayBuffer();
  return answer.status;
}

export async function startSigningServer(address: string): Promise<SigningServer> {
  const documents = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const document = documents.get(request.url ?? '/');
    if (!document) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/activity+json' }).end(document);
  });
  await new Promise<void>((done) => server.listen(0, address, done));
  const origin = `http://${address}:${(server.address() as AddressInfo).port}`;
  const actor = `${origin}/users/bench`;
  const keys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  const serve = (document: Json) => void documents.set(new URL(String(document.id)).pathname, JSON.stringify(document));
  serve({
    '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
    id: actor, type: 'Person', preferredUsername: 'bench', inbox: `${actor}/inbox`, followers: `${actor}/followers`,
    endpoints: { sharedInbox: `${origin}/inbox` },
    publicKey: { id: `${actor}#main-key`, owner: actor, publicKeyPem: await exportSpki(keys.publicKey) },
  });
  const sign = (inbox: string, activity: Json) => {
    const unsigned = new Request(inbox, { method: 'POST', headers: { 'content-type': 'application/activity+json' }, body: JSON.stringify(activity) });
    return signRequest(unsigned, keys.privateKey, new URL(`${actor}#main-key`), { spec: 'draft-cavage-http-signatures-12' });
  };
  return {
    origin,
    actor,
    serve,
    async deliver(inbox, activity) {
      return send(await sign(inbox, activity));
    },
    sign: (inbox, activity) => sign(inbox, activity),
    close: () => new Promise((done) => server.close(() => done())),
  };
}
