import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../../config.ts';
import { DOCS_PREFIX } from '../openapi.ts';

/** The origin of a URL template such as TILE_URL; a `{s}` subdomain becomes a wildcard. */
function templateOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  return `${match[1].toLowerCase()}://${match[2].replace(/\{s\}/g, '*').toLowerCase()}`;
}

/** Where signed media links point: our own /media on disk, or the S3 endpoint (or AWS's hosts). */
export function mediaOrigins(config: Config): string[] {
  if (!config.s3) return [];
  if (config.s3.endpoint) return [new URL(config.s3.endpoint).origin];
  const { bucket, region } = config.s3;
  return [`https://s3.${region}.amazonaws.com`, `https://${bucket}.s3.${region}.amazonaws.com`];
}

/**
 * The Content-Security-Policy: exactly what Popreel loads. Scripts only from our own origin (the built
 * app has no inline script); styles may be inline because the toast library injects its stylesheet at
 * run time; images, video and fetches from our origin plus the media store; map tiles from TILE_URL's host;
 * no plugins, no framing by anyone.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const media = mediaOrigins(config);
  const tiles = templateOrigin(config.tileUrl);
  const https = config.publicUrl?.startsWith('https://') ?? false;
  return {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets WebAssembly compile (the editor's ffmpeg.wasm fallback, served from our origin);
    // it allows no JavaScript eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media, ...(tiles ? [tiles] : [])],
    'media-src': ["'self'", 'blob:', ...media],
    'connect-src': ["'self'", ...media],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The security headers, made once: helmet writes them from the policy into a recorder. Every response gets
 * the same headers, so nothing is rebuilt per request (@fastify/helmet rebuilt helmet on every request,
 * a tenth of the fixed cost of an API answer; decision 021).
 */
export function securityHeaders(config: Config): Array<[string, string]> {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const headers: Array<[string, string]> = [];
  const recorder = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader: () => {} };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  // The story camera and the place picker ask for these; nothing else may, and no other origin at all.
  headers.push(['Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=()']);
  return headers;
}

/**
 * The headers of an API answer (JSON, errors, the realtime upgrade): JSON is never rendered as a document, so
 * it needs no policy for scripts, styles, images or features: only "load nothing, be framed by no one", no
 * sniffing, no cross-origin reads, and HSTS on https (OWASP's REST Security Cheat Sheet). Seven headers where
 * a page has fourteen, on the most frequent answers. Every answer is `no-store` unless its route says it is
 * public: API answers are someone's (a session, a TOTP secret, recovery codes, a bearer token), and no
 * browser, proxy or CDN may keep one (issue 35, L9). Public content (share cards) lives outside /api.
 */
export function apiSecurityHeaders(config: Config): Array<[string, string]> {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cache-Control', 'no-store'],
    ...(https ? ([['Strict-Transport-Security', 'max-age=31536000']] as Array<[string, string]>) : []),
  ];
}

/**
 * The headers of a built, hashed file under /assets/ (scripts, styles, fonts, catalogs): a page's policies
 * (CSP, Permissions-Policy, framing, opener isolation) govern documents and workers, and have no effect on a
 * script or a stylesheet a page loads; what does is "never sniff another type" and "no other origin may read
 * it". The first load fetches seven scripts: the page set on each was about 1 KB of every first load's
 * budget for nothing (decision 049). The service worker's own script (/sw.js) is not under /assets/ and keeps
 * the page set.
 */
export function assetSecurityHeaders(config: Config): Array<[string, string]> {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(https ? ([['Strict-Transport-Security', 'max-age=31536000']] as Array<[string, string]>) : []),
  ];
}

/** Whether a path is answered by the API rather than a page (the API document's viewer is a page). */
const isApiPath = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);

/**
 * Security headers on every response, errors included, decided once per kind of route at start (issue 26):
 * pages, other static files and the API document's viewer get the page set above; built /assets/ files the asset set; API answers the smaller API set;
 * /media sets its stricter ones over the page set. Each set is one object of lower-case names, handed to the
 * reply in one call: Fastify writes it with the status line, where setting each on the raw response made Node
 * validate and store every header twice (decision 031).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const asObject = (headers: Array<[string, string]>) => Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));
  const page = asObject(securityHeaders(config));
  const api = asObject(apiSecurityHeaders(config));
  const asset = asObject(assetSecurityHeaders(config));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? api : request.url.startsWith('/assets/') ? asset : page);
    done();
  });
}
