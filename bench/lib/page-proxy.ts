import { Agent, createServer, request as httpRequest, type ServerResponse } from 'node:http';

/** A file a bench page needs, answered by the proxy itself. */
export interface BenchFile {
  type: string;
  body: Buffer | string;
}

/** A slow downlink: its rate, and the delay before each answer starts (as DevTools' latency). */
export interface LinkConditions {
  downKbps: number;
  latencyMs: number;
}

/** Bytes go out in pieces this big, so a change of rate applies within one piece (0.3 s at 400 kbit/s). */
const PIECE_BYTES = 16 * 1024;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/**
 * One origin for a bench page and the app under test: the page's own files are answered here (`serve`, null for
 * anything else), every other request is passed on to the app as it came (method, path, headers, body, Range
 * and all) and its answer streamed back as is. The page's requests are then same-origin, as in the app where one
 * server answers both: the session cookie goes along, relative links in an API answer resolve to the app, and
 * answers marked Cross-Origin-Resource-Policy: same-origin can be read. HTML gets `pageHeaders` (the app's
 * Content-Security-Policy, so the page is held to what the app's own pages may do).
 *
 * `shape()` slows what the app answers as one shared downlink would (the page's own files never), and a change
 * applies at once to answers already under way: Chromium's own network emulation does not slow a request that
 * started before the change, it lets it run on (and first hands over at once what it had held back).
 */
export async function startPageProxy(appBase: string, serve: (path: string) => Promise<BenchFile | null>, pageHeaders: Record<string, string> = {}) {
  const app = new URL(appBase);
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  let conditions: LinkConditions | null = null;
  /** When the link has sent every piece handed to it so far. */
  let linkFreeAt = 0;
  const transmit = async (bytes: number) => {
    if (!conditions) return;
    const now = performance.now();
    linkFreeAt = Math.max(now, linkFreeAt) + (bytes * 8) / conditions.downKbps;
    await sleep(linkFreeAt - now);
  };
  const relay = async (arrivedAt: number, answer: AsyncIterable<Buffer>, response: ServerResponse, head: () => void) => {
    if (conditions) await sleep(arrivedAt + conditions.latencyMs - performance.now());
    head();
    for await (const chunk of answer) {
      for (let at = 0; at < chunk.length; at += PIECE_BYTES) {
        const piece = chunk.subarray(at, at + PIECE_BYTES);
        await transmit(piece.length);
        if (response.destroyed) return;
        if (!response.write(piece)) await new Promise((done) => response.once('drain', done));
      }
    }
    response.end();
  };
  const server = createServer((request, response) => {
    const arrivedAt = performance.now();
    void (async () => {
      const own = await serve(new URL(request.url ?? '/', 'http://bench').pathname);
      if (own) {
        const headers = { 'content-type': own.type, 'cache-control': 'no-store', ...(own.type.startsWith('text/html') ? pageHeaders : {}) };
        response.writeHead(200, headers).end(own.body);
        return;
      }
      const upstream = httpRequest({ host: app.hostname, port: app.port, method: request.method, path: request.url, headers: request.headers, agent }, (answer) => {
        relay(arrivedAt, answer, response, () => response.writeHead(answer.statusCode ?? 502, answer.headers)).catch(() => response.destroy());
      });
      upstream.on('error', () => response.destroy());
      // The browser gives up on a request (a media range it no longer wants): so does the app's.
      response.on('close', () => {
        if (!response.writableFinished) upstream.destroy();
      });
      request.pipe(upstream);
    })().catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    agent.destroy();
  };
  /** Slows the app's answers from now on (null: full speed), those under way included. */
  const shape = (next: LinkConditions | null) => {
    conditions = next;
    linkFreeAt = Math.min(linkFreeAt, performance.now());
  };
  return { base, stop, shape };
}
