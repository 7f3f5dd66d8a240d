import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';

/** Every environment variable Popreel reads, in one place (README "Configuration" mirrors this). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** DATABASE_READ_URL: a read replica of DATABASE_URL for feed pages and cards. */
  databaseReadUrl: string | null;
  publicUrl: string | null;
  /** REALTIME_BUS: in-process for one instance, LISTEN/NOTIFY for a few, Redis pub/sub (REDIS_URL) for many. */
  bus: 'memory' | 'postgres' | 'redis';
  redisUrl: string | null;
  runWorkers: boolean;
  /** Jobs one process runs at once (in the app or `npm run worker`); media jobs are capped lower (job-groups.ts). */
  workerConcurrency: number;
  seedDemo: boolean;
  /** Rendered demo media kept between first starts, outside DATA_DIR (null: not kept). */
  demoMediaCache: string | null;
  logLevel: string;
  /** LOG_FORMAT: `json` lines or `pretty` (pino-pretty); by default pretty when stdout is a terminal. */
  logFormat: 'json' | 'pretty';
  mediaSecret: string | null;
  /** Seals TOTP secrets and queued mail (issue 24); without it one is generated into DATA_DIR/.account-secret. */
  accountSecret: string | null;
  /** SMTP for mail (nodemailer URL form); null: the outbox in DATA_DIR/outbox, links printed to the log. */
  smtpUrl: string | null;
  mailFrom: string;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean } | null;
  authRateLimit: { max: number; windowSeconds: number };
  ai: { baseUrl: string; apiKey: string | null; model: string } | null;
  tileUrl: string;
  /** Whether X-Forwarded-* are believed (behind a load balancer); never by default, or rate limits could be dodged. */
  trustProxy: boolean | string;
  version: string;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function readVersion(): string {
  try {
    return JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')).version;
  } catch {
    return '0.0.0';
  }
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || ['false', '0', 'no', 'off'].includes(value)) return false;
  return value === 'true' ? true : value;
}

/**
 * Where the demo's rendered media is kept between first starts (decision 019): the user's cache directory, so
 * every checkout on the machine (and every test run) reuses one render (decision 022); `off` or empty: nowhere.
 */
function demoMediaCache(value: string | undefined, env: NodeJS.ProcessEnv): string | null {
  if (value === undefined) return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'popreel', 'demo-media');
  return value === '' || value === 'off' ? null : resolve(value);
}

function logFormat(value: string | undefined, stdoutIsTerminal: boolean): 'json' | 'pretty' {
  if (value === 'json' || value === 'pretty') return value;
  return stdoutIsTerminal ? 'pretty' : 'json';
}

/** A replica only makes sense beside an external primary: the embedded database has none. */
function databaseReadUrl(env: NodeJS.ProcessEnv): string | null {
  if (!env.DATABASE_READ_URL) return null;
  if (!env.DATABASE_URL) throw new Error('DATABASE_READ_URL names a replica of DATABASE_URL: set DATABASE_URL too');
  return env.DATABASE_READ_URL;
}

/** REALTIME_BUS, checked at start: a typo must not quietly leave instances unable to reach each other's sockets. */
function realtimeBus(env: NodeJS.ProcessEnv): Config['bus'] {
  const value = env.REALTIME_BUS || 'memory';
  if (value === 'memory' || value === 'postgres') return value;
  if (value !== 'redis') throw new Error(`REALTIME_BUS must be memory, postgres or redis, not "${value}"`);
  if (!env.REDIS_URL) throw new Error('REALTIME_BUS=redis needs REDIS_URL, e.g. redis://localhost:6379');
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const s3Bucket = env.S3_BUCKET;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    databaseReadUrl: databaseReadUrl(env),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : null,
    bus: realtimeBus(env),
    redisUrl: env.REDIS_URL || null,
    runWorkers: flag(env.RUN_WORKERS, true),
    workerConcurrency: Math.max(1, Number(env.WORKER_CONCURRENCY) || 2),
    seedDemo: flag(env.SEED_DEMO, true),
    demoMediaCache: demoMediaCache(env.DEMO_MEDIA_CACHE, env),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    mediaSecret: env.MEDIA_SECRET || null,
    accountSecret: env.ACCOUNT_SECRET || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Popreel <no-reply@popreel.localhost>',
    s3: s3Bucket
      ? {
          endpoint: env.S3_ENDPOINT ?? '',
          bucket: s3Bucket,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, true),
        }
      : null,
    authRateLimit: {
      max: Number(env.AUTH_RATE_LIMIT_MAX ?? 10),
      windowSeconds: Number(env.AUTH_RATE_LIMIT_WINDOW_SECONDS ?? 60),
    },
    ai: env.AI_BASE_URL ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY || null, model: env.AI_MODEL ?? 'gpt-4o-mini' } : null,
    tileUrl: env.TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    version: readVersion(),
  };
}
