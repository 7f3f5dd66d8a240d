import { msg } from './i18n/msg.ts';

/**
 * Resumable uploads (issue 42 item 1, decision 053): a video sent over tus in parts, resumed after a dropped
 * connection or a reload, then made a post. The size and type limits are the single-request upload's.
 */

/** Where tus clients create uploads; an upload's own URL is `${RESUMABLE_UPLOADS_PATH}/<id>`. */
export const RESUMABLE_UPLOADS_PATH = '/api/uploads';
/** The browser sends this much per request: a dropped connection costs at most one part's retry. */
export const RESUMABLE_CHUNK_BYTES = 2 * 1024 * 1024;
/** Unfinished uploads one account may hold at once (each holds storage until it finishes or expires). */
export const RESUMABLE_UPLOADS_OPEN_MAX = 5;
/** An unfinished upload, and a finished one's record, are removed this long after it was created. */
export const RESUMABLE_UPLOAD_TTL_HOURS = 24;
/** Requests that store bytes, per upload: each stores a part; a client sending a byte at a time is refused. */
export const RESUMABLE_UPLOAD_PARTS_MAX = 500;

export const RESUMABLE_UPLOAD_MESSAGES = {
  tooManyOpen: 'You have too many uploads in progress — finish or cancel one first',
  notFinished: 'This upload has not finished yet — send the rest of the file first',
  tooManyParts: 'This upload was sent in too many pieces — start it again',
  notFound: 'Upload not found',
  /** Shown on the upload bar while tus waits for the connection (web `shared` namespace). */
  interrupted: msg('Connection lost — your upload will resume'),
} as const;
