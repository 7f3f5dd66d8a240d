import { createServer, request as forward, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

const SLICE_BYTES = 16 * 1024;

/** One response as it crossed the proxy: what asked for it, and the bytes sent before it ended or was cut. */
export interface ProxiedResponse {
  path: string;
  /** The Sec-Fetch-Dest header: document, script, style, image, video, empty (fetch), serviceworker… */
  destination: string;
  status: number;
  /** Status line, headers and body as sent (compressed when the server compressed). */
  bytes: number;
}

/**
 * A reverse proxy in front of the app that counts the bytes of every response it passes on. A browser's own
 * instrumentation misses bytes: Chromium's DevTools reports none for a media request that the player cancels
 * after buffering (a preload cut short), nor does it see what a service worker fetches. Responses leave at a
 * phone's rate (see downlink), so what is counted is what a phone would have received.
 * The Host header is passed on unchanged, so the app's same-origin checks see the proxy's origin as its own.
 */
export async function startCountingProxy(target: string, { bytesPerSecond }: { bytesPerSecond: number }) {
  const upstream = new URL(target);
  const responses: ProxiedResponse[] = [];
  const link = downlink(bytesPerSecond);
  const server = createServer((incoming, outgoing) => {
    const entry: ProxiedResponse = { path: incoming.url ?? '/', destination: header(incoming.headers, 'sec-fetch-dest'), status: 0, bytes: 0 };
    responses.push(entry);
    const upstreamRequest = forward({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      entry.status = answer.statusCode ?? 0;
      entry.bytes += headerBytes(entry.status, answer.rawHeaders);
      outgoing.writeHead(entry.status, answer.rawHeaders);
      relay(answer, outgoing, entry, link).catch(() => outgoing.destroy());
    });
    upstreamRequest.on('error', () => outgoing.destroy());
    // The browser cancelled (a player stopping its preload): stop the server's side too.
    outgoing.on('close', () => upstreamRequest.destroy());
    incoming.pipe(upstreamRequest);
  });
  // The realtime WebSocket: passed through untouched, not counted (it carries no first-load bytes).
  const tunnels = new Set<Socket>();
  server.on('upgrade', (incoming, socket: Socket, head: Buffer) => {
    const tunnel = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      tunnel.write(`${lines.join('\r\n')}\r\n\r\n`);
      tunnel.write(head);
      tunnel.pipe(socket).pipe(tunnel);
    });
    for (const [end, other] of [[tunnel, socket], [socket, tunnel]]) {
      tunnels.add(end);
      end.on('close', () => {
        tunnels.delete(end);
        other.destroy();
      });
      end.on('error', () => other.destroy());
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  const close = () => {
    server.closeAllConnections();
    for (const socket of tunnels) socket.destroy();
    return new Promise<void>((closed) => server.close(() => closed()));
  };
  return { url: `http://127.0.0.1:${port}`, responses, close };
}

/**
 * One downlink shared by every response, as a phone's connection is: each slice waits for its turn at the
 * link's rate. Without it a loopback socket swallows a whole video the moment it is asked for, and a preload
 * the player cancels a moment later would count in full though a phone would have received only its start.
 */
function downlink(bytesPerSecond: number) {
  let freeAt = 0;
  return async (bytes: number) => {
    const start = Math.max(performance.now(), freeAt);
    freeAt = start + (bytes / bytesPerSecond) * 1000;
    await delay(freeAt - performance.now());
  };
}

/** Passes a response body on slice by slice at the link's pace, counting only what the browser takes. */
async function relay(answer: IncomingMessage, outgoing: ServerResponse, entry: ProxiedResponse, link: (bytes: number) => Promise<void>) {
  for await (const chunk of answer as AsyncIterable<Buffer>) {
    for (let at = 0; at < chunk.length; at += SLICE_BYTES) {
      const slice = chunk.subarray(at, at + SLICE_BYTES);
      await link(slice.length);
      if (outgoing.destroyed) return;
      entry.bytes += slice.length;
      // A browser that stops reading (a paused preload) stops the count too, instead of filling a buffer.
      if (!outgoing.write(slice)) await drainedOrClosed(outgoing);
    }
  }
  outgoing.end();
}

function drainedOrClosed(outgoing: ServerResponse) {
  return new Promise<void>((settle) => {
    const done = () => {
      outgoing.off('drain', done).off('close', done);
      settle();
    };
    outgoing.on('drain', done).on('close', done);
  });
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The size of an HTTP/1.1 status line and header block, as sent. */
function headerBytes(status: number, rawHeaders: string[]): number {
  let bytes = `HTTP/1.1 ${status} \r\n\r\n`.length;
  for (let i = 0; i < rawHeaders.length; i += 2) bytes += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
  return bytes;
}
