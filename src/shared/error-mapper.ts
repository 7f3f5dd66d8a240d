/**
 * The generic database error mapper of spec §8. The server keeps Postgres codes in its error bodies
 * ({ error: { code, message } }) so this one function turns any failure into the message a user sees.
 */
import { msg } from './i18n/msg.ts';

export const DB_ERROR_MESSAGES = {
  permission: msg('Permission denied — please check your access rights or contact support'),
  foreignKey: msg('Referenced data not found — please refresh and try again'),
  duplicate: msg('This item already exists — please use a different value'),
  notNull: msg('Required information is missing — please fill in all required fields'),
  network: msg('Network issue — please check your connection and try again'),
  storageTooLarge: msg('File too large — please use a smaller file'),
  storageWrongType: msg('Invalid file type — please use a supported format'),
  storageDuplicate: msg('File already exists — please choose a different name'),
  session: msg('Session expired — please log in again'),
  fallback: msg('An error occurred. Please try again or contact support if the issue persists.'),
} as const;

export const WARNING_PREFIX = '⚠️ ';

export interface MappableError {
  code?: string;
  message?: string;
  /** Set for errors raised by storage (uploads, signed links). */
  storage?: boolean;
  hint?: string;
  statusCode?: number;
}

const SHORT_MESSAGE = 120;

export function mapErrorMessage(error: MappableError | null | undefined): string {
  const code = error?.code ?? '';
  const message = error?.message ?? '';
  const lower = message.toLowerCase();

  if (code === '42501' || /row-level security|policy/.test(lower)) return DB_ERROR_MESSAGES.permission;
  if (code === '23503') return DB_ERROR_MESSAGES.foreignKey;
  if (code === '23505') return DB_ERROR_MESSAGES.duplicate;
  if (code === '23502') return DB_ERROR_MESSAGES.notNull;
  if (/timeout|timed out|network|fetch/.test(lower)) return DB_ERROR_MESSAGES.network;
  if (error?.storage) {
    if (code === 'file_too_large' || error.statusCode === 413 || /too large|exceed/.test(lower)) return DB_ERROR_MESSAGES.storageTooLarge;
    if (code === 'invalid_file_type' || error.statusCode === 415 || /type|mime/.test(lower)) return DB_ERROR_MESSAGES.storageWrongType;
    if (code === 'file_exists' || /already exists|duplicate/.test(lower)) return DB_ERROR_MESSAGES.storageDuplicate;
    return `Upload failed — ${error.hint || message || 'unknown error'}`;
  }
  if (code === 'PGRST301' || /jwt|token/.test(lower) || code === 'unauthenticated' || code === 'session_expired') {
    return DB_ERROR_MESSAGES.session;
  }
  if (message && message.length <= SHORT_MESSAGE && !message.includes('ERROR') && !message.includes('PGRST')) return message;
  return DB_ERROR_MESSAGES.fallback;
}

/** The toast text: each mapped message is warning-prefixed. */
export function errorToastText(error: MappableError | null | undefined): string {
  return WARNING_PREFIX + mapErrorMessage(error);
}
