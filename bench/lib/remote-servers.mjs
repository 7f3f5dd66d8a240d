// bench:federation's other servers (issue 52), each on a thread of its own, as they would be on machines of
// their own: this server's event loop then carries only its own work. Plain JavaScript: a worker thread loads it
// as it is. `workerData.role` says which server this thread is:
// - 'inboxes': `count` shared inboxes on 127.0.0.1, counting what reaches them;
// - 'neighbour': a server on 127.0.0.3 with one actor, replying to a video as usual;
// - 'flooder': a server on 127.0.0.2 with one actor, sending a flood signed beforehand.
// Every message names a request id; the answer carries it back. Times are epoch milliseconds.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { generateCryptoKeyPair, signRequest } from '@fedify/fedify';
import { exportSpki } from '@fedify/vocab-runtime';

const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';
const now = () => performance.timeOrigin + performance.now();
const listen = (server, address) => new Promise((resolve) => server.listen(0, address, () => resolve(`${address}:${server.address().port}`)));

async function inboxes(count) {
  const all = [];
  for (let index = 0; index < count; index++) {
    const inbox = { host: '', deliveries: 0, personal: 0, unsigned: 0, first: 0, last: 0 };
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        if (request.url === '/inbox') inbox.deliveries += 1;
        else inbox.personal += 1;
        if (!request.headers.signature && !request.headers['signature-input']) inbox.unsigned += 1;
        inbox.last = now();
        inbox.first ||= inbox.last;
        response.writeHead(202).end();
      });
    });
    inbox.host = await listen(server, '127.0.0.1');
    all.push(inbox);
  }
  return {
    ready: { hosts: all.map((inbox) => inbox.host) },
    reset: () => all.forEach((inbox) => Object.assign(inbox, { deliveries: 0, personal: 0, unsigned: 0, first: 0, last: 0 })),
    stats: () => all,
  };
}

/** One actor with a key pair, its documents served at their ids, signing POSTs as Mastodon signs them. */
async function actorServer(address) {
  const documents = new Map();
  const server = createServer((request, response) => {
    const document = documents.get(request.url ?? '/');
    if (!document) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/activity+json' }).end(document);
  });
  const origin = `http://${await listen(server, address)}`;
  const actor = `${origin}/users/bench`;
  const keys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  const serve = (document) => void documents.set(new URL(document.id).pathname, JSON.stringify(document));
  serve({
    '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
    id: actor, type: 'Person', preferredUsername: 'bench', inbox: `${actor}/inbox`, followers: `${actor}/followers`,
    endpoints: { sharedInbox: `${origin}/inbox` },
    publicKey: { id: `${actor}#main-key`, owner: actor, publicKeyPem: await exportSpki(keys.publicKey) },
  });
  const sign = (inbox, activity) =>
    signRequest(new globalThis.Request(inbox, { method: 'POST', headers: { 'content-type': 'application/activity+json' }, body: JSON.stringify(activity) }), keys.privateKey, new URL(`${actor}#main-key`), { spec: 'draft-cavage-http-signatures-12' });
  const send = async (request) => {
    const answer = await globalThis.fetch(request);
    await answer.arrayBuffer();
    return answer.status;
  };
  return { origin, actor, serve, sign, send };
}

/** Public replies to a video, one every `gapMs`: each one's note id, when it was sent, its answer and how long that took. */
async function replies(server, { inbox, videoUri, label, count, gapMs }) {
  return Promise.all(Array.from({ length: count }, async (_, index) => {
    await sleep(index * gapMs);
    const note = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${server.origin}/notes/${label}-${index}`, type: 'Note', attributedTo: server.actor, inReplyTo: videoUri,
      to: [PUBLIC], cc: [`${server.actor}/followers`], content: `<p>reply ${label} ${index}</p>`,
    };
    server.serve(note);
    const request = await server.sign(inbox, { '@context': note['@context'], id: `${note.id}/activity`, type: 'Create', actor: server.actor, object: note, to: note.to, cc: note.cc });
    const sentAt = now();
    const status = await server.send(request);
    return { noteId: note.id, sentAt, answeredMs: now() - sentAt, status };
  }));
}

/** Likes of a video signed beforehand (the flooder's own work), then sent `concurrency` at a time. */
function flooder(server) {
  let signed = [];
  return {
    async prepare({ inbox, videoUri, count }) {
      signed = [];
      for (let index = 0; index < count; index++) {
        signed.push(await server.sign(inbox, { '@context': 'https://www.w3.org/ns/activitystreams', id: `${server.origin}/likes/${index}`, type: 'Like', actor: server.actor, object: videoUri }));
      }
      return { count };
    },
    async flood({ concurrency }) {
      const statuses = [];
      let next = 0;
      const started = now();
      const sender = async () => {
        while (next < signed.length) statuses.push(await server.send(signed[next++]));
      };
      await Promise.all(Array.from({ length: concurrency }, sender));
      return { statuses, seconds: (now() - started) / 1000 };
    },
  };
}

const { role } = workerData;
let handlers;
if (role === 'inboxes') handlers = await inboxes(workerData.count);
else {
  const server = await actorServer(role === 'flooder' ? '127.0.0.2' : '127.0.0.3');
  handlers = role === 'flooder' ? { ...flooder(server) } : { replies: (message) => replies(server, message) };
  handlers.ready = { origin: server.origin, actor: server.actor };
}
parentPort.on('message', async ({ id, type, ...message }) => {
  try {
    parentPort.postMessage({ id, answer: await handlers[type](message) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ id: 0, answer: handlers.ready });
