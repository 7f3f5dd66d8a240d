import http from 'node:http';
import type { FuzzRequest } from './request-cases.ts';

export interface Outcome {
  status: number | 'reset';
  body: string;
}

/**
 * Sends raw requests (paths go out exactly as written: no URL normalisation, no re-encoding) over a small
 * pool of keep-alive sockets. A connection the server cuts (e.g. after refusing an oversized body) is a
 * 'reset', not a failure: whether the server itself is still alive is checked separately.
 */
export function createSender(baseUrl: string, concurrency: number) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const send = (request: FuzzRequest, headers: Record<string, string>): Promise<Outcome> =>
    new Promise((resolve) => {
      const body = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body);
      const outgoing = http.request(
        {
          host: hostname,
          port,
          method: request.method,
          path: request.path,
          agent,
          timeout: 30_000,
          headers: {
            ...headers,
            ...(request.contentType ? { 'content-type': request.contentType } : {}),
            ...(body ? { 'content-length': String(body.length) } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            if (size < 2000) chunks.push(chunk);
            size += chunk.length;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 2000) }));
          response.on('error', () => resolve({ status: 'reset', body: '' }));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', (error) => resolve({ status: (error as Error).message === 'timeout' ? 504 : 'reset', body: String(error) }));
      outgoing.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** Runs jobs with at most `limit` in flight, pulling lazily from an iterator (cases can be large). */
export async function runPool<T>(items: Iterable<T>, limit: number, work: (item: T) => Promise<void>) {
  const iterator = items[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await work(next.value);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
