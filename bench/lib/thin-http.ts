import { connect, type Socket } from 'node:net';

/**
 * The thinnest HTTP/1.1 client that still is one: a keep-alive socket, a GET written as one string, the answer
 * read up to its Content-Length and checked for status 200. Benches that compare an endpoint with the bare SQL
 * it runs use it so the ratio shows what the server adds: undici's request(), a full client, spends about 45 µs
 * of its own per request on this machine, and parsing a page's JSON another 15–20 µs; both are the client's
 * work, not the server's (decision 034). It returns the body as text; JSON.parse it where the data is needed.
 * One request at a time; the server must answer with a Content-Length (no chunked or compressed bodies,
 * which it sends only to clients that ask).
 */
export async function thinHttpClient(base: string, headers: Record<string, string>) {
  const url = new URL(base);
  const socket: Socket = await new Promise((resolve, reject) => {
    const opened = connect(Number(url.port), url.hostname, () => resolve(opened));
    opened.once('error', reject);
  });
  socket.setNoDelay(true);
  const head = Object.entries({ host: url.host, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

  let waiting: { path: string; resolve: (body: string) => void; reject: (error: Error) => void } | null = null;
  let received: Buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    received = received.length ? Buffer.concat([received, chunk]) : chunk;
    const headEnd = received.indexOf('\r\n\r\n');
    if (headEnd < 0 || !waiting) return;
    const lines = received.subarray(0, headEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(lines)?.[1] ?? NaN);
    const bodyStart = headEnd + 4;
    if (Number.isNaN(length)) return fail(new Error(`${waiting.path}: an answer without Content-Length`));
    if (received.length < bodyStart + length) return;
    const body = received.subarray(bodyStart, bodyStart + length).toString('utf8');
    received = received.subarray(bodyStart + length);
    const current = waiting;
    waiting = null;
    const status = Number(lines.slice(9, 12));
    if (status !== 200) current.reject(new Error(`${current.path}: ${status} ${body}`));
    else current.resolve(body);
  });
  const fail = (error: Error) => {
    const current = waiting;
    waiting = null;
    current?.reject(error);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the server closed the connection')));

  const get = (path: string): Promise<string> =>
    new Promise((resolve, reject) => {
      if (waiting) return reject(new Error('one request at a time'));
      waiting = { path, resolve, reject };
      socket.write(`GET ${path} HTTP/1.1\r\n${head}\r\n`);
    });
  return { get, close: () => socket.destroy() };
}
