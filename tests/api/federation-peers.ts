import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { generateCryptoKeyPair, signRequest, type HttpMessageSignaturesSpec } from '@fedify/fedify';
import { exportSpki } from '@fedify/vocab-runtime';
import { freePort, startTestApp, type TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';

/**
 * Fake Mastodon, Loops and PeerTube servers for the inbox tests (issue 40): real HTTP servers on loopback, each
 * standing for its host, that serve the fixtures of tests/fixtures/federation (their actors with a fresh key
 * pair each, and every object they have posted at its id) and deliver activities to Popreel signed as their
 * actors do. A Popreel under test must run with FEDERATION_ALLOW_PRIVATE_ADDRESS to reach them.
 */

export type PeerName = 'mastodon' | 'loops' | 'peertube';
type Json = Record<string, unknown>;

const FIXTURES = resolve('tests/fixtures/federation');

/** The Popreel side of a fixture: its `{{…}}` placeholders (the fixtures' README). */
export interface LocalSide {
  origin: string;
  actor: string;
  video: string;
  username: string;
}

export function localSide(origin: string, user: { id: string; username: string }, videoId: string): LocalSide {
  return { origin, actor: `${origin}/ap/users/${user.id}`, video: `${origin}/ap/notes/v-${videoId}`, username: user.username };
}

export interface DeliverOptions {
  /** Where to POST: default the inbox of the local actor the activity names, else the shared inbox. */
  inbox?: string;
  /** Default draft-cavage, what Mastodon, Loops and PeerTube send. */
  spec?: HttpMessageSignaturesSpec;
  /** Sign with this key instead of the actor's own (a forged delivery); null sends no signature at all. */
  privateKey?: CryptoKey | null;
}

export interface Peer {
  name: PeerName;
  /** `http://localhost:<port>`: what `https://<name>.example` became in every document. */
  origin: string;
  /** The actor URI of a fixture actor file, e.g. `actor-alice.json`. */
  actor(file?: string): string;
  /** A fixture with the peer's origin and the Popreel side filled in. */
  activity(file: string, local: LocalSide): Json;
  /** Serves a document at its id from now on (a post the peer has made). */
  serve(document: Json): void;
  /** Stops serving a document (a deleted post): its id then answers 404. */
  forget(id: string): void;
  /** Signs and POSTs an activity, as the peer's server delivers it; an embedded post is served at its id first. */
  deliver(activity: Json, options?: DeliverOptions): Promise<Response>;
  /** Activities Popreel has delivered to this peer's inboxes. */
  received: Json[];
  close(): Promise<void>;
}

/** A small real MP4 that every `.mp4` path of a peer answers with (its posts' video files). */
export interface PeerOptions {
  mp4?: Uint8Array;
}

function fill(text: string, from: string, origin: string, local?: LocalSide): string {
  let out = text.replaceAll(from, origin);
  if (!local) return out;
  const host = new URL(local.origin).host;
  const values: Record<string, string> = {
    LOCAL_ACTOR_FOLLOWERS: `${local.actor}/followers`,
    LOCAL_ACTOR: local.actor,
    LOCAL_VIDEO: local.video,
    LOCAL_ORIGIN: local.origin,
    LOCAL_USERNAME: local.username,
    LOCAL_HOST: host,
    // Popreel has no channels: the actor stands in for the Group PeerTube thinks owns the video.
    LOCAL_CHANNEL: local.actor,
  };
  out = out.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return out;
}

function pathOf(id: string): string {
  const url = new URL(id);
  return url.pathname + url.search;
}

export async function startPeer(name: PeerName, options: PeerOptions = {}): Promise<Peer> {
  const documents = new Map<string, Json>();
  const received: Json[] = [];
  const server: Server = createServer((request, response) => {
    if (request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json);
        } catch {
          // A peer takes what it cannot read and drops it.
        }
        response.writeHead(202).end();
      });
      return;
    }
    const path = request.url ?? '/';
    if (options.mp4 && path.split('?')[0].endsWith('.mp4')) {
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': options.mp4.length }).end(Buffer.from(options.mp4));
      return;
    }
    const document = documents.get(path);
    if (!document) return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
    response.writeHead(200, { 'content-type': 'application/activity+json' }).end(JSON.stringify(document));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const from = `https://${name}.example`;

  // Every actor of the peer, with a key pair of ours in place of the fixture's public key.
  const keys = new Map<string, { keyId: string; privateKey: CryptoKey }>();
  const actorFiles = new Map<string, string>();
  for (const file of (await readdir(resolve(FIXTURES, name))).filter((entry) => entry.startsWith('actor-'))) {
    const actor = JSON.parse(fill(await readFile(resolve(FIXTURES, name, file), 'utf8'), from, origin)) as Json & { id: string; publicKey: Json & { id: string } };
    const pair = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    actor.publicKey.publicKeyPem = await exportSpki(pair.publicKey);
    keys.set(actor.id, { keyId: actor.publicKey.id, privateKey: pair.privateKey });
    actorFiles.set(file, actor.id);
    documents.set(pathOf(actor.id), actor);
  }

  const peer: Peer = {
    name,
    origin,
    received,
    actor: (file = 'actor-alice.json') => actorFiles.get(file) ?? (() => { throw new Error(`${name} has no ${file}`); })(),
    activity: (file, local) => JSON.parse(fill(readFileSync(resolve(FIXTURES, name, file), 'utf8'), from, origin, local)) as Json,
    serve: (document) => void documents.set(pathOf(String(document.id)), document),
    forget: (id) => void documents.delete(pathOf(id)),
    async deliver(activity, deliverOptions = {}) {
      const object = activity.object as Json | string | undefined;
      if (object && typeof object === 'object' && ['Note', 'Video', 'Article'].includes(String(object.type))) {
        peer.serve({ '@context': activity['@context'], ...object });
      }
      const actor = String(activity.actor);
      const key = keys.get(actor);
      if (!key) throw new Error(`${name} has no key for ${actor}`);
      const inbox = deliverOptions.inbox ?? defaultInbox(activity);
      const body = JSON.stringify(activity);
      let request = new Request(inbox, { method: 'POST', headers: { 'content-type': 'application/activity+json', accept: 'application/activity+json' }, body });
      if (deliverOptions.privateKey !== null) {
        request = await signRequest(request, deliverOptions.privateKey ?? key.privateKey, new URL(key.keyId), { spec: deliverOptions.spec ?? 'draft-cavage-http-signatures-12' });
      }
      return fetch(request);
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
  return peer;
}

/** The inbox of the first local actor an activity is addressed to or acts on, else Popreel's shared inbox. */
function defaultInbox(activity: Json): string {
  const inner = activity.object && typeof activity.object === 'object' && !Array.isArray(activity.object) ? (activity.object as Json).object : null;
  const named = [activity.object, inner, activity.to, activity.cc].flat().map((value) => (typeof value === 'string' ? value : ''));
  const local = named.find((uri) => /\/ap\/users\/[0-9a-f-]{36}$/.test(uri));
  if (local) return `${local}/inbox`;
  const any = named.find((uri) => uri.includes('/ap/')) ?? (() => { throw new Error('deliver: name an inbox for an activity addressed to nobody here'); })();
  return `${new URL(any).origin}/ap/inbox`;
}

/** Popreel on a port known in advance, so PUBLIC_URL is the URL the tests (and the peers) really use. */
export async function startFederatedApp(options: { allowPrivateAddress?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const port = await freePort();
  const env: Record<string, string> = { PUBLIC_URL: `http://localhost:${port}`, ...options.env };
  if (options.allowPrivateAddress !== false) env.FEDERATION_ALLOW_PRIVATE_ADDRESS = 'true';
  const app = await startTestApp({ port, env, workers: true });
  return { ...app, url: `http://localhost:${port}` };
}

/** Resolves once no federation job (inbox, publishing, delivery, remote media) is due or running. */
export async function settled(app: TestApp) {
  await waitFor(async () => {
    const busy = await app.ctx.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', 'in', ['federation', 'federate', 'deliver', 'remote-video', 'remote-avatar'])
      .where((eb) => eb.or([eb('status', '=', 'running'), eb.and([eb('status', '=', 'queued'), eb('runAt', '<=', new Date())])]))
      .executeTakeFirstOrThrow();
    return Number(busy.n) === 0;
  }, 'quiet federation queue', 20_000);
}

/** The account a remote actor became here, once it exists. */
export function remoteUserId(app: TestApp, actorUri: string): Promise<string> {
  return waitFor(async () => (await app.ctx.db.selectFrom('remoteActors').select('userId').where('uri', '=', actorUri).executeTakeFirst())?.userId, `account for ${actorUri}`, 20_000);
}
