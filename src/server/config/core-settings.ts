import { isIP } from 'node:net';
import { z } from 'zod';
import { FLAG_ALLOWED, flag, oneOf, setting, text, url, wholeNumber } from './setting.ts';

/** What Fastify's trustProxy takes as text: on, off, or addresses and ranges of the balancers to believe. */
function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  return value.split(',').every((part) => {
    const [address, bits, extra] = part.trim().split('/');
    if (['loopback', 'linklocal', 'uniquelocal'].includes(address) && bits === undefined) return true;
    const family = isIP(address);
    if (!family || extra !== undefined) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
}

/** The server's own settings: where it listens, where its data lives, how instances share work, logs, secrets. */
export const CORE_SETTINGS = {
  PORT: setting({
    schema: wholeNumber(3000, 1, 65535), allowed: 'a whole number from 1 to 65535', shownDefault: '`3000`', meaning: 'HTTP port',
  }),
  HOST: setting({
    schema: text('0.0.0.0').pipe(z.string().regex(/^[\w.:[\]-]+$/)), allowed: 'a host name or an IP address', shownDefault: '`0.0.0.0`',
    meaning: 'interface to listen on',
  }),
  DATA_DIR: setting({
    schema: text('./data'), allowed: 'a folder path', shownDefault: '`./data`',
    meaning: 'embedded PostgreSQL (`pg/`), disk media (`storage/`) and generated secrets',
  }),
  DATABASE_URL: setting({
    schema: url(['postgres', 'postgresql']), allowed: 'a postgres:// or postgresql:// URL', shownDefault: null, secret: true,
    meaning: 'an external PostgreSQL ≥ 15; when set the embedded server never starts', example: 'postgres://popreel:secret@localhost:5432/popreel',
  }),
  DATABASE_READ_URL: setting({
    schema: url(['postgres', 'postgresql']), allowed: 'a postgres:// or postgresql:// URL (and DATABASE_URL set)', shownDefault: null, secret: true,
    meaning:
      "a streaming replica of `DATABASE_URL`: feed pages and cards (Following, For You, the grids' players, one video's card) read from it; everything else, and every write, stays on `DATABASE_URL`. Needs `DATABASE_URL`",
  }),
  TRUST_PROXY: setting({
    schema: text('false').pipe(z.string().refine(isTrustProxy)),
    allowed: 'true, false, or comma-separated IP addresses and CIDR ranges (or loopback, linklocal, uniquelocal)', shownDefault: null,
    meaning:
      '`true` (or the balancer\'s addresses, comma-separated) when a load balancer sets `X-Forwarded-For`; off by default so clients cannot fake their address past the rate limits',
    example: 'true',
  }),
  PUBLIC_URL: setting({
    schema: url(['http', 'https']).refine((value) => value === null || /^https?:\/\/[^/]+\/?$/.test(value)),
    allowed: 'an http:// or https:// origin with no path, e.g. https://popreel.example', shownDefault: null,
    meaning:
      'the public origin (e.g. `https://popreel.example`): share links are built on it, only it may open the WebSocket or write with the cookie, and `https` makes the cookie Secure and turns on HSTS; unset, share links use `http://localhost:PORT`',
    example: 'https://popreel.example',
  }),
  REALTIME_BUS: setting({
    schema: oneOf(['memory', 'postgres', 'redis'], 'memory'), allowed: 'memory, postgres or redis', shownDefault: '`memory`',
    meaning:
      'how instances share realtime events: `memory` for one instance, `postgres` through LISTEN/NOTIFY for a few, `redis` through Redis pub/sub (`REDIS_URL`) for many',
  }),
  REDIS_URL: setting({
    schema: url(['redis', 'rediss']), allowed: 'a redis:// or rediss:// URL', shownDefault: null, secret: true,
    meaning: 'the Redis server of `REALTIME_BUS=redis`, e.g. `redis://:password@localhost:6379` (required with it)',
    example: 'redis://:password@localhost:6379',
  }),
  REALTIME_SOCKETS_PER_CLIENT: setting({
    schema: wholeNumber(20, 1, 100_000), allowed: 'a whole number from 1 to 100000', shownDefault: '`20`',
    meaning:
      'WebSockets one signed-in user (or one visitor address) may hold open on an instance; one more is closed with 1008. Each socket may also subscribe about twice a second after a burst of 20',
  }),
  RUN_WORKERS: setting({
    schema: flag(true), allowed: FLAG_ALLOWED, shownDefault: '`true`', meaning: '`false` leaves background jobs to separate `npm run worker` processes',
  }),
  WORKER_CONCURRENCY: setting({
    schema: wholeNumber(2, 1, 64), allowed: 'a whole number from 1 to 64', shownDefault: '`2`',
    meaning:
      "jobs one process runs at once (the app's own workers or `npm run worker`); media jobs (ffmpeg, sharp) are capped at one per core and AI jobs at 2 whatever this says",
  }),
  SEED_DEMO: setting({ schema: flag(true), allowed: FLAG_ALLOWED, shownDefault: '`true`', meaning: '`false` skips the demo content on an empty database' }),
  DEMO_MEDIA_CACHE: setting({
    schema: text(null), allowed: 'a folder path, or off', shownDefault: '`~/.cache/popreel/demo-media` (under `XDG_CACHE_HOME` when set)',
    meaning:
      "where the demo's rendered clips, sounds, thumbnails and stories are kept between first starts, so a later start on an empty `DATA_DIR` copies them instead of running ffmpeg (seconds, not a minute); `off` keeps nothing",
    example: 'off',
  }),
  LOG_LEVEL: setting({
    schema: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    allowed: 'fatal, error, warn, info, debug, trace or silent', shownDefault: '`info`',
    meaning:
      '`fatal` … `trace`, or `silent`; request lines (`incoming request`, `request completed`) are at `debug`, so `LOG_LEVEL=debug` shows every request; 5xx answers are logged at `error`',
  }),
  METRICS_TOKEN: setting({
    schema: text(null, { minLength: 16 }), allowed: 'at least 16 characters', shownDefault: null, secret: true,
    meaning:
      'turns on `/metrics` (Prometheus text format: requests, feed pages, jobs, deliveries, sockets, the bus, the database pool, ffmpeg and Node itself) for a scraper that sends `Authorization: Bearer <token>`; unset, `/metrics` answers 404 and nothing is recorded',
    example: 'a-long-random-string-for-prometheus',
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: setting({
    schema: url(['http', 'https']), allowed: 'an http:// or https:// URL', shownDefault: null,
    meaning:
      'send OpenTelemetry traces of requests, job runs and deliveries over OTLP/HTTP to this collector (`{url}/v1/traces`, e.g. an OpenTelemetry Collector, Jaeger or Tempo); their trace ids join the log lines and the metrics\' exemplars',
    example: 'http://127.0.0.1:4318',
  }),
  LOG_FORMAT: setting({
    schema: oneOf(['json', 'pretty'], undefined), allowed: 'json or pretty', shownDefault: '`pretty` when stdout is a terminal, else `json`',
    meaning: '`json`: one JSON object per line (start progress as events with a `progress` field); `pretty`: readable lines (pino-pretty) and plain progress lines',
    example: 'json',
  }),
  MEDIA_SECRET: setting({
    schema: text(null, { minLength: 16 }), allowed: 'at least 16 characters', shownDefault: 'generated into `DATA_DIR/.media-secret`', secret: true,
    meaning: 'signs disk media links; set the same value on every instance', example: 'a-long-random-string',
  }),
  ACCOUNT_SECRET: setting({
    schema: text(null, { minLength: 16 }), allowed: 'at least 16 characters', shownDefault: 'generated into `DATA_DIR/.account-secret`', secret: true,
    meaning:
      'seals two-factor secrets and queued mail (AES-256-GCM) and signs data-export links; set the same value on every instance and keep it with your backups (decision 025)',
    example: 'another-long-random-string',
  }),
};
