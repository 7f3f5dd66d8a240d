import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Responses above 1 kB are compressed when the client accepts it: the built app is sent as its `.br`/`.gz`
 * files made at build time (see scripts/vite-precompress.ts); JSON and pages are compressed on the fly at a
 * brotli quality cheap enough for every request. Request bodies are never inflated (no zip bombs).
 * Registered before the static files, as @fastify/compress requires.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_ON_THE_FLY } },
  });
}

const BROTLI_ON_THE_FLY = 4;

/** The encodings a client accepts (a q of 0 refuses one). */
function accepted(request: FastifyRequest): Set<string> {
  const header = String(request.headers['accept-encoding'] ?? '');
  const names = header.split(',').map((part) => part.trim().split(';'));
  return new Set(names.filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0).map(([name]) => name.toLowerCase()));
}

/** A page with its compressed forms; each is made the first time a client asks for it, then kept. */
export class HtmlPage {
  private brotli: Buffer | null = null;
  private gzipped: Buffer | null = null;

  constructor(readonly html: string) {}

  br() {
    return (this.brotli ??= brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_ON_THE_FLY } }));
  }

  gzip() {
    return (this.gzipped ??= gzipSync(this.html));
  }
}

/**
 * Sends an HTML page compressed. Pages come from the not-found handler, which is not a route, so the global
 * hook above never sees them. The app shell is one HtmlPage for the process, compressed once.
 */
export function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  // Kept: a page written in the request's language already varies on Accept-Language (issue 39).
  const vary = reply.getHeader('Vary');
  reply.type('text/html; charset=utf-8').header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encodings = accepted(request);
  if (encodings.has('br')) return reply.header('Content-Encoding', 'br').send(page.br());
  if (encodings.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(page.gzip());
  return reply.send(page.html);
}
