import { randomBytes } from 'node:crypto';
import type { JsonSchema } from './openapi-operations.ts';

/** Ids of rows that exist, so a mutation of one field reaches the code behind the others' checks. */
export interface IdPools {
  videos: string[];
  users: string[];
  places: string[];
  notifications: string[];
  comments: string[];
  rooms: string[];
  stories: string[];
  sounds: string[];
  edits: string[];
  reports: string[];
  /** Accounts the admin's fuzzed bans and role changes may hit without ending the fuzzer's own sessions. */
  bystanders: string[];
  /** Issue 24: the user's passkey, a second session of the user's (not the one fuzzing) and a ready export. */
  passkeys: string[];
  sessions: string[];
  exports: string[];
}

/** Which pool an id-like name draws from: by its own name (video_id) or the path segment before it. */
const POOL_BY_WORD: Record<string, keyof IdPools> = {
  video: 'videos', videos: 'videos',
  user: 'users', users: 'users', profiles: 'users', blocked: 'users', followee: 'users', swiped: 'users', matches: 'users',
  place: 'places', places: 'places',
  notification: 'notifications', notifications: 'notifications',
  parent: 'comments', comment: 'comments', comments: 'comments',
  room: 'rooms', rooms: 'rooms',
  story: 'stories', stories: 'stories',
  musicTrack: 'sounds', sounds: 'sounds',
  'video-edits': 'edits',
  report: 'reports', reports: 'reports',
  passkeys: 'passkeys', sessions: 'sessions', exports: 'exports',
};

export function idFor(pools: IdPools, name: string, pathBefore = ''): string {
  const word = name === 'id' ? (pathBefore.split('/').filter(Boolean).at(-1) ?? '') : name.replace(/_id$/, '');
  const moderated = pathBefore.startsWith('/api/admin/') && (word === 'users' || word === 'moderators');
  const pool = pools[moderated ? 'bystanders' : (POOL_BY_WORD[word] ?? 'videos')];
  return pool[Math.floor(Math.random() * pool.length)] ?? '00000000-0000-4000-8000-000000000000';
}

function validString(schema: JsonSchema, name: string, pools: IdPools, pathBefore: string): string {
  if (schema.format === 'uuid') return idFor(pools, name, pathBefore);
  if (schema.format === 'email' || name === 'email') return `fuzz_${randomBytes(4).toString('hex')}@example.com`;
  if (name === 'password') return 'correct-horse-battery';
  if (name === 'username') return `fuzz_${randomBytes(4).toString('hex')}`;
  const text = 'fuzzed text';
  const max = schema.maxLength ?? 40;
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, Math.max(max, schema.minLength ?? 0));
}

/** A value the schema accepts, as plausible as a JSON Schema alone allows. */
export function validValue(schema: JsonSchema, name: string, pools: IdPools, pathBefore = ''): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf ?? schema.oneOf;
  if (option?.length) return validValue(option.find((candidate) => candidate.type !== 'null') ?? option[0], name, pools, pathBefore);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return validString(schema, name, pools, pathBefore);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      const max = schema.maximum ?? min + 10;
      const value = min + (max - min) * 0.3;
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [validValue(schema.items, name, pools, pathBefore)] : [];
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([key, child]) => [key, validValue(child, key, pools, pathBefore)]);
      return Object.fromEntries(entries);
    }
    case 'null':
    case undefined:
    default:
      return schema.properties ? validValue({ ...schema, type: 'object' }, name, pools, pathBefore) : 'fuzz';
  }
}
