import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { CORE_SETTINGS } from './config/core-settings.ts';
import { SERVICE_SETTINGS } from './config/service-settings.ts';

/**
 * Every environment variable Popreel reads, typed, ranged and defaulted by one schema (config/*-settings.ts),
 * in the order the README's table and `.env.example` list them: `npm run config:docs` writes both from it.
 */
export const SETTINGS = { ...CORE_SETTINGS, ...SERVICE_SETTINGS };
export type SettingName = keyof typeof SETTINGS;
type Values = { [K in SettingName]: z.output<(typeof SETTINGS)[K]['schema']> };

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
  /** REALTIME_SOCKETS_PER_CLIENT: sockets one user (or visitor address) may hold on an instance (issue 35, L6). */
  realtimeSocketsPerClient: number;
  runWorkers: boolean;
  /** Jobs one process runs at once (in the app or `npm run worker`); media jobs are capped lower (job-groups.ts). */
  workerConcurrency: number;
  seedDemo: boolean;
  /** Rendered demo media kept between first starts, outside DATA_DIR (null: not kept). */
  demoMediaCache: string | null;
  logLevel: string;
  /** LOG_FORMAT: `json` lines or `pretty` (pino-pretty); by default pretty when stdout is a terminal. */
  logFormat: 'json' | 'pretty';
  /** METRICS_TOKEN: `/metrics` for a scraper holding it (issue 60); null, metrics are off. */
  metricsToken: string | null;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go (issue 60); null, none are made. */
  otlpEndpoint: string | null;
  mediaSecret: string | null;
  /** Seals TOTP secrets and queued mail (issue 24); without it one is generated into DATA_DIR/.account-secret. */
  accountSecret: string | null;
  /** SMTP for mail (nodemailer URL form); null: the outbox in DATA_DIR/outbox, links printed to the log. */
  smtpUrl: string | null;
  mailFrom: string;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean } | null;
  authRateLimit: { max: number; windowSeconds: number };
  /** PASSWORD_HASH_COST: scrypt's log2 N for new hashes (domain/auth/password.ts). */
  passwordHashCost: number;
  ai: { baseUrl: string; apiKey: string | null; model: string } | null;
  /** Automatic captions through an endpoint (issue 41); null: the built-in speech model, when there is one. */
  transcribe: { baseUrl: string; apiKey: string | null; model: string } | null;
  tileUrl: string;
  /** Whether X-Forwarded-* are believed (behind a load balancer); never by default, or rate limits could be dodged. */
  trustProxy: boolean | string;
  /** The ffmpeg that reads uploads and the limits every run of it gets (media/ffmpeg.ts, decision 037). */
  ffmpeg: { path: string; allowOutdated: boolean; maxSeconds: number; maxMemoryMb: number };
  /** Videos from before ladders given theirs each hour (issue 57); 0: none. */
  ladderBackfillPerHour: number;
  /** Web Push (decision 044): a configured VAPID pair (else the database's), the `sub` claim, private endpoints. */
  push: { vapid: { publicKey: string; privateKey: string } | null; subject: string; allowPrivateEndpoints: boolean };
  /** ActivityPub (issue 40): whether fetches and deliveries may reach loopback and private addresses (tests). */
  federation: { allowPrivateAddress: boolean; inboxPerMinute: number; moveCooldownSeconds: number };
  skipWebBuild: boolean;
  version: string;
}

/** A setting that cannot be used; its message is the one line a failed start prints. */
export class ConfigError extends Error {}

function readVersion(): string {
  try {
    return JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')).version;
  } catch {
    return '0.0.0';
  }
}

/** The process's environment over `.env` in the working folder, when there is one (the environment wins). */
export function environment(env: NodeJS.ProcessEnv = process.env, file = resolve('.env')): NodeJS.ProcessEnv {
  if (!existsSync(file)) return env;
  let values: NodeJS.Dict<string>;
  try {
    values = parseEnv(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file} could not be read: ${(error as Error).message}`);
  }
  return { ...values, ...env };
}

function parseSettings(env: NodeJS.ProcessEnv): Values {
  const values: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(SETTINGS)) {
    const result = definition.schema.safeParse(env[name]);
    if (!result.success) {
      const shown = 'secret' in definition && definition.secret ? '(hidden)' : JSON.stringify(env[name]);
      throw new ConfigError(`${name}=${shown} is not allowed: ${name} must be ${definition.allowed}.`);
    }
    values[name] = result.data;
  }
  const typed = values as Values;
  if (typed.DATABASE_READ_URL && !typed.DATABASE_URL) {
    throw new ConfigError('DATABASE_READ_URL names a replica of DATABASE_URL: set DATABASE_URL too.');
  }
  if (typed.REALTIME_BUS === 'redis' && !typed.REDIS_URL) {
    throw new ConfigError('REALTIME_BUS=redis needs REDIS_URL, e.g. redis://localhost:6379.');
  }
  if (Boolean(typed.VAPID_PUBLIC_KEY) !== Boolean(typed.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are one key pair: set both, or neither to use the one made at first start.');
  }
  return typed;
}

function trustProxy(value: string): Config['trustProxy'] {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/**
 * Where the demo's rendered media is kept between first starts (decision 019): the user's cache directory, so
 * every checkout on the machine (and every test run) reuses one render (decision 022); `off`: nowhere.
 */
function demoMediaCache(value: string | null, env: NodeJS.ProcessEnv): string | null {
  if (value === null) return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'popreel', 'demo-media');
  return value === 'off' ? null : resolve(value);
}

/** Who push services may write to: the setting, else an https PUBLIC_URL, else the address mail comes from. */
function vapidSubject(v: Values, publicUrl: string | null): string {
  if (v.VAPID_SUBJECT) return v.VAPID_SUBJECT;
  if (publicUrl?.startsWith('https://')) return publicUrl;
  return `mailto:${/<([^>]+)>/.exec(v.MAIL_FROM)?.[1] ?? v.MAIL_FROM}`;
}

/** Reads every setting; throws a ConfigError naming the first that is not allowed. */
export function loadConfig(env: NodeJS.ProcessEnv = environment()): Config {
  const v = parseSettings(env);
  const publicUrl = v.PUBLIC_URL ? v.PUBLIC_URL.replace(/\/$/, '') : null;
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    databaseReadUrl: v.DATABASE_READ_URL,
    publicUrl,
    bus: v.REALTIME_BUS,
    redisUrl: v.REDIS_URL,
    realtimeSocketsPerClient: v.REALTIME_SOCKETS_PER_CLIENT,
    runWorkers: v.RUN_WORKERS,
    workerConcurrency: v.WORKER_CONCURRENCY,
    seedDemo: v.SEED_DEMO,
    demoMediaCache: demoMediaCache(v.DEMO_MEDIA_CACHE, env),
    logLevel: v.LOG_LEVEL,
    logFormat: v.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    metricsToken: v.METRICS_TOKEN,
    otlpEndpoint: v.OTEL_EXPORTER_OTLP_ENDPOINT,
    mediaSecret: v.MEDIA_SECRET,
    accountSecret: v.ACCOUNT_SECRET,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    s3: v.S3_BUCKET
      ? {
          endpoint: v.S3_ENDPOINT ?? '',
          bucket: v.S3_BUCKET,
          region: v.S3_REGION,
          accessKeyId: v.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: v.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: v.S3_FORCE_PATH_STYLE,
        }
      : null,
    authRateLimit: { max: v.AUTH_RATE_LIMIT_MAX, windowSeconds: v.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    passwordHashCost: v.PASSWORD_HASH_COST,
    ai: v.AI_BASE_URL ? { baseUrl: v.AI_BASE_URL, apiKey: v.AI_API_KEY, model: v.AI_MODEL } : null,
    transcribe: v.TRANSCRIBE_URL ? { baseUrl: v.TRANSCRIBE_URL, apiKey: v.TRANSCRIBE_API_KEY, model: v.TRANSCRIBE_MODEL } : null,
    tileUrl: v.TILE_URL,
    trustProxy: trustProxy(v.TRUST_PROXY),
    ffmpeg: { path: v.FFMPEG_PATH, allowOutdated: v.FFMPEG_ALLOW_OUTDATED, maxSeconds: v.FFMPEG_MAX_SECONDS, maxMemoryMb: v.FFMPEG_MAX_MEMORY_MB },
    ladderBackfillPerHour: v.LADDER_BACKFILL_PER_HOUR,
    push: {
      vapid: v.VAPID_PUBLIC_KEY && v.VAPID_PRIVATE_KEY ? { publicKey: v.VAPID_PUBLIC_KEY, privateKey: v.VAPID_PRIVATE_KEY } : null,
      subject: vapidSubject(v, publicUrl),
      allowPrivateEndpoints: v.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    },
    federation: { allowPrivateAddress: v.FEDERATION_ALLOW_PRIVATE_ADDRESS, inboxPerMinute: v.FEDERATION_INBOX_PER_MINUTE, moveCooldownSeconds: v.ACCOUNT_MOVE_COOLDOWN_SECONDS },
    skipWebBuild: v.SKIP_WEB_BUILD,
    version: readVersion(),
  };
}

/** For entry points: the configuration, or one line on stderr and exit code 2 (a supervisor sees the failure). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Popreel cannot start: ${error.message}`);
    process.exit(2);
  }
}
