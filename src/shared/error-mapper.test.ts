import { describe, expect, it } from 'vitest';
import { DB_ERROR_MESSAGES, errorToastText, mapErrorMessage } from './error-mapper.ts';

describe('generic database error mapper (spec §8)', () => {
  it.each([
    ['code 42501', { code: '42501', message: 'x' }, DB_ERROR_MESSAGES.permission],
    ['row-level security message', { message: 'new row violates row-level security policy for table "videos"' }, DB_ERROR_MESSAGES.permission],
    ['policy message', { message: 'Blocked by policy' }, DB_ERROR_MESSAGES.permission],
    ['23503', { code: '23503', message: 'insert or update violates foreign key' }, DB_ERROR_MESSAGES.foreignKey],
    ['23505', { code: '23505', message: 'duplicate key' }, DB_ERROR_MESSAGES.duplicate],
    ['23502', { code: '23502', message: 'null value' }, DB_ERROR_MESSAGES.notNull],
    ['timeout', { message: 'Request timeout' }, DB_ERROR_MESSAGES.network],
    ['network', { message: 'Network request failed' }, DB_ERROR_MESSAGES.network],
    ['fetch', { message: 'Failed to fetch' }, DB_ERROR_MESSAGES.network],
    ['storage too large', { storage: true, code: 'file_too_large', message: 'Video must be less than 50MB' }, DB_ERROR_MESSAGES.storageTooLarge],
    ['storage wrong type', { storage: true, code: 'invalid_file_type', message: 'Please select a video file' }, DB_ERROR_MESSAGES.storageWrongType],
    ['storage duplicate', { storage: true, code: 'file_exists', message: 'The resource already exists' }, DB_ERROR_MESSAGES.storageDuplicate],
    ['other storage with hint', { storage: true, message: 'Bucket is full', hint: 'try later' }, 'Upload failed — try later'],
    ['other storage without hint', { storage: true, message: 'Bucket is full' }, 'Upload failed — Bucket is full'],
    ['PGRST301', { code: 'PGRST301', message: 'x' }, DB_ERROR_MESSAGES.session],
    ['JWT error', { message: 'JWT expired' }, DB_ERROR_MESSAGES.session],
    ['token error', { message: 'Invalid token' }, DB_ERROR_MESSAGES.session],
    ['short message', { message: 'Username is already taken' }, 'Username is already taken'],
    ['message containing ERROR', { message: 'ERROR: relation does not exist' }, DB_ERROR_MESSAGES.fallback],
    ['message containing PGRST', { message: 'PGRST116 no rows' }, DB_ERROR_MESSAGES.fallback],
    ['long message', { message: 'x'.repeat(300) }, DB_ERROR_MESSAGES.fallback],
    ['nothing at all', undefined, DB_ERROR_MESSAGES.fallback],
  ])('%s', (_name, error, expected) => {
    expect(mapErrorMessage(error)).toBe(expected);
  });

  it('warning-prefixes the toast text', () => {
    expect(errorToastText({ code: '23505' })).toBe('⚠️ This item already exists — please use a different value');
  });
});
