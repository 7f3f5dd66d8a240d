import { RESUMABLE_UPLOAD_MESSAGES } from '../../src/shared/resumable-uploads.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sourceFiles } from './catalog-check.ts';
import { unquote } from './extract.ts';
import { ACCOUNT_MESSAGES } from '../../src/shared/account-messages.ts';
import { APP_TOKEN_MESSAGES } from '../../src/shared/app-token-messages.ts';
import { AUDIENCE_MESSAGES, COMMENT_CONTROL_MESSAGES, VIDEO_SETTINGS_MESSAGES } from '../../src/shared/audience.ts';
import { USERNAME_MESSAGES } from '../../src/shared/auth.schema.ts';
import { CHAT_MESSAGES, MATCH_MESSAGES } from '../../src/shared/chat-messages.ts';
import { AUTH_MESSAGES, UPLOAD_MESSAGES } from '../../src/shared/messages.ts';
import { ADMIN_MESSAGES } from '../../src/shared/moderation-types.ts';
import { PUSH_MESSAGES } from '../../src/shared/push.ts';
import { EDITOR_MESSAGES, SOUND_MESSAGES } from '../../src/shared/sound-types.ts';
import { STORY_MESSAGES } from '../../src/shared/story-types.ts';
import { CAPTION_MESSAGES } from '../../src/shared/captions.ts';
import { STUDIO_MESSAGES } from '../../src/shared/studio.ts';
import { STUDIO_ANALYTICS_MESSAGES } from '../../src/shared/studio-analytics.ts';
import { BLOCKLIST_MESSAGES, FEDERATION_MESSAGES } from '../../src/shared/federation-policy.ts';
import { COLLECTION_MESSAGES } from '../../src/shared/collections.ts';
import { REPOST_MESSAGES } from '../../src/shared/reposts.ts';
import { IMPORT_MESSAGES } from '../../src/shared/video-import.ts';
import { MOVE_MESSAGES } from '../../src/shared/account-move.ts';
import { EMBED_MESSAGES } from '../../src/shared/embeds.ts';

/**
 * The English the API answers with, which the server's `messages` catalogs must translate (issue 39): the
 * entries of src/shared's message tables (listed here) that the server or a shared schema names, and the literals the server and the shared schemas write in place:
 * error helpers (`notFound('Video not found')`, `new DomainError(code, '…')`), zod messages (`.max(n, '…')`,
 * `{ error: '…' }`, `{ message: '…' }`) and the server's own `*_MESSAGES` tables. Messages built at run time
 * (`${n} days`) cannot be looked up and stay English, unless their final text is a table's value.
 */
const TABLES: Record<string, Record<string, unknown>> = {
  ACCOUNT_MESSAGES, APP_TOKEN_MESSAGES, AUDIENCE_MESSAGES, COMMENT_CONTROL_MESSAGES, VIDEO_SETTINGS_MESSAGES, USERNAME_MESSAGES,
  CHAT_MESSAGES, MATCH_MESSAGES, AUTH_MESSAGES, UPLOAD_MESSAGES, ADMIN_MESSAGES, PUSH_MESSAGES, EDITOR_MESSAGES, SOUND_MESSAGES,
  STORY_MESSAGES, CAPTION_MESSAGES, STUDIO_MESSAGES, STUDIO_ANALYTICS_MESSAGES, RESUMABLE_UPLOAD_MESSAGES, FEDERATION_MESSAGES, BLOCKLIST_MESSAGES,
  COLLECTION_MESSAGES, REPOST_MESSAGES, IMPORT_MESSAGES, MOVE_MESSAGES, EMBED_MESSAGES,
};

const STRING = String.raw`'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|\x60(?:\\.|[^\x60\\$])*\x60`;
const IN_PLACE = [
  new RegExp(String.raw`\b(?:badRequest|notFound|forbidden|unauthenticated)\(\s*(?:msg\(\s*)?(${STRING})`, 'g'),
  new RegExp(String.raw`new DomainError\(\s*(?:${STRING})\s*,\s*(?:msg\(\s*)?(${STRING})`, 'g'),
  new RegExp(String.raw`\.(?:min|max|length|regex|int|positive|nonnegative|gte|lte|gt|lt|startsWith|endsWith|refine)\([^'"\x60()]*(?:\([^()]*\))?[^'"\x60()]*,\s*(?:msg\(\s*)?(${STRING})`, 'g'),
  new RegExp(String.raw`\bz\.(?:uuid|email|url|string|number|boolean|enum|literal)\(\s*(?:msg\(\s*)?(${STRING})\s*\)`, 'g'),
  new RegExp(String.raw`\b(?:error|message|lockedMessage):\s*(?:msg\(\s*)?(${STRING})`, 'g'),
  new RegExp(String.raw`\bmessage(?::\s*string)?\s*=\s*(?:msg\(\s*)?(${STRING})`, 'g'),
  new RegExp(String.raw`\bconst [A-Z_]+\s*=\s*(?:msg\(\s*)?(${STRING})\s*\)?\s*;`, 'g'),
];
/** A message is a sentence or a capitalised phrase, not a code ('invalid_grant') or a path. */
const isMessage = (text: string) => /^[A-Z¿]/.test(text) && /\s/.test(text) && !/\$\{/.test(text);

/** Every server message, in no particular order. */
export function serverMessageKeys(root: string): Set<string> {
  const keys = new Set<string>();
  const files = [
    ...sourceFiles(resolve(root, 'src/server')),
    ...sourceFiles(resolve(root, 'src/shared')).filter((file) => /(schema|push|app-tokens)\.ts$/.test(file)),
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of IN_PLACE) for (const match of text.matchAll(pattern)) {
      const key = unquote(match[1]);
      if (isMessage(key)) keys.add(key);
    }
    // A shared table's entry the server or a shared schema names: `ACCOUNT_MESSAGES.codeWrong`.
    for (const [, table, entry] of text.matchAll(/\b([A-Z_]+_MESSAGES)\.(\w+)/g)) {
      const value = TABLES[table]?.[entry];
      if (typeof value === 'string') keys.add(value);
    }
    // The server's own message tables: `export const X_MESSAGES = { … }`.
    for (const table of text.matchAll(/const [A-Z_]+_MESSAGES\b[^=]*=\s*\{([\s\S]*?)\n?\}/g)) {
      for (const match of table[1].matchAll(new RegExp(String.raw`:\s*(${STRING})`, 'g'))) {
        const key = unquote(match[1]);
        if (isMessage(key)) keys.add(key);
      }
    }
  }
  return keys;
}

if (process.argv[1] === import.meta.filename) {
  for (const key of [...serverMessageKeys(resolve(import.meta.dirname, '../..'))].sort()) console.log(key);
}
