import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, environment, loadConfig } from './config.ts';

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('the settings schema', () => {
  it('defaults every setting when the environment is empty', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', bus: 'memory', runWorkers: true, workerConcurrency: 2, trustProxy: false });
    expect(config.authRateLimit).toEqual({ max: 10, windowSeconds: 60 });
    expect(config.ffmpeg).toEqual({ path: 'ffmpeg', allowOutdated: false, maxSeconds: 900, maxMemoryMb: 3072 });
  });

  it('refuses nonsense with one line naming the variable, the value and what is allowed', () => {
    expect(refusal({ PORT: 'abc' })).toBe('PORT="abc" is not allowed: PORT must be a whole number from 1 to 65535.');
    expect(refusal({ AUTH_RATE_LIMIT_MAX: 'ten' })).toBe(
      'AUTH_RATE_LIMIT_MAX="ten" is not allowed: AUTH_RATE_LIMIT_MAX must be a whole number from 1 to 1000000.',
    );
    expect(refusal({ PORT: '70000' })).toContain('PORT="70000"');
    expect(refusal({ WORKER_CONCURRENCY: '0' })).toContain('WORKER_CONCURRENCY="0"');
    expect(refusal({ RUN_WORKERS: 'maybe' })).toContain('RUN_WORKERS must be true or false');
    expect(refusal({ REALTIME_BUS: 'kafka' })).toContain('REALTIME_BUS must be memory, postgres or redis');
    expect(refusal({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL="loud"');
    expect(refusal({ PUBLIC_URL: 'popreel.example' })).toContain('PUBLIC_URL="popreel.example"');
    expect(refusal({ TRUST_PROXY: '10.0.0.0/99' })).toContain('TRUST_PROXY="10.0.0.0/99"');
    expect(refusal({ TILE_URL: 'https://tiles.example/{z}.png' })).toContain('TILE_URL');
  });

  it('never echoes a secret it refuses', () => {
    const message = refusal({ DATABASE_URL: 'mysql://root:hunter2@db' });
    expect(message).toBe('DATABASE_URL=(hidden) is not allowed: DATABASE_URL must be a postgres:// or postgresql:// URL.');
    expect(refusal({ ACCOUNT_SECRET: 'short' })).not.toContain('short"');
  });

  it('checks settings that need each other', () => {
    expect(refusal({ DATABASE_READ_URL: 'postgres://replica/popreel' })).toContain('set DATABASE_URL too');
    expect(refusal({ REALTIME_BUS: 'redis' })).toContain('REALTIME_BUS=redis needs REDIS_URL');
    expect(refusal({ VAPID_PRIVATE_KEY: 'a'.repeat(43) })).toContain('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are one key pair');
  });

  it("takes Web Push's subject from the setting, an https PUBLIC_URL, or the mail sender", () => {
    expect(loadConfig({}).push).toEqual({ vapid: null, subject: 'mailto:no-reply@popreel.localhost', allowPrivateEndpoints: false });
    expect(loadConfig({ PUBLIC_URL: 'https://popreel.example' }).push.subject).toBe('https://popreel.example');
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:admin@popreel.example', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' }).push).toMatchObject({ subject: 'mailto:admin@popreel.example', allowPrivateEndpoints: true });
    expect(refusal({ VAPID_SUBJECT: 'http://popreel.example' })).toContain('VAPID_SUBJECT must be a mailto: address or an https:// URL');
  });

  it('reads words for flags, addresses for TRUST_PROXY and treats empty as unset', () => {
    expect(loadConfig({ RUN_WORKERS: 'off', SEED_DEMO: 'No' })).toMatchObject({ runWorkers: false, seedDemo: false });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toBe('10.0.0.0/8, ::1');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ PORT: '', PUBLIC_URL: 'https://popreel.example/' })).toMatchObject({ port: 3000, publicUrl: 'https://popreel.example' });
  });

  it('reads .env under the environment, which wins', () => {
    const folder = mkdtempSync(join(tmpdir(), 'popreel-env-'));
    const file = join(folder, '.env');
    writeFileSync(file, '# a comment\nPORT=4100\nLOG_LEVEL=debug\nMAIL_FROM="Popreel <hello@popreel.example>"\n');
    const config = loadConfig(environment({ LOG_LEVEL: 'warn' }, file));
    expect(config).toMatchObject({ port: 4100, logLevel: 'warn', mailFrom: 'Popreel <hello@popreel.example>' });
    expect(environment({ PORT: '1' }, join(folder, 'missing.env'))).toEqual({ PORT: '1' });
  });
});
