import { IMPORT_PICK_MAX } from '../../shared/video-import.ts';
import { answer, contract, type ApiPath, type SuccessBody } from './contract.ts';
import { sendForm } from './form-request.ts';

const READ_TIKTOK = '/api/me/imports/tiktok' satisfies ApiPath;
const READ_ARCHIVE = '/api/me/imports/archive' satisfies ApiPath;
const ONE_IMPORT = '/api/me/imports/{id}' satisfies ApiPath;
const MY_IMPORTS = '/api/me/imports' satisfies ApiPath;

/** An import as the server answers it: its videos with how each stands, and the people followed there. */
export type VideoImport = SuccessBody<typeof ONE_IMPORT, 'get'>;
export type ImportItem = VideoImport['items'][number];
export type ImportFollowing = VideoImport['following'][number];
export type ImportSource = VideoImport['source'];

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** Bringing videos from TikTok or another Popreel (issue 58): the export read into an import, then the picked videos fetched as drafts. */
export const importsApi = {
  /** Reads user_data_tiktok.json, or the zip that holds it, into a new import (a 400 or 413 says why not). */
  readTikTok: (file: File) => sendForm<SuccessBody<typeof READ_TIKTOK, 'post'>>('POST', READ_TIKTOK, fileForm(file)),
  /** Reads a portable archive (another Popreel's data export) into a new import; its profile and lists follow. */
  readArchive: (file: File) => sendForm<SuccessBody<typeof READ_ARCHIVE, 'post'>>('POST', READ_ARCHIVE, fileForm(file)),
  /** Lists the public videos of one's own account elsewhere (a 422 when it does not list this one under "Also known as"). */
  readOutbox: (handle: string) => answer(contract.POST('/api/me/imports/outbox', { body: { handle } })),
  /** My imports, newest first. */
  list: (signal?: AbortSignal) => answer(contract.GET(MY_IMPORTS, { signal })),
  get: (id: string, signal?: AbortSignal) => answer(contract.GET(ONE_IMPORT, { params: { path: { id } }, signal })),
  /** Queues up to IMPORT_PICK_MAX videos of an import; the answer is the import with them queued. */
  pick: (id: string, itemIds: string[]) => answer(contract.POST('/api/me/imports/{id}/videos', { params: { path: { id } }, body: { itemIds } })),
  /**
   * Queues any number of videos, IMPORT_PICK_MAX a call, in order; `onAnswer` gets the import after each call,
   * so what was queued shows even if a later call fails.
   */
  pickAll: async (id: string, itemIds: string[], onAnswer: (answer: VideoImport) => void): Promise<VideoImport | null> => {
    let last: VideoImport | null = null;
    for (let start = 0; start < itemIds.length; start += IMPORT_PICK_MAX) {
      last = await importsApi.pick(id, itemIds.slice(start, start + IMPORT_PICK_MAX));
      onAnswer(last);
    }
    return last;
  },
};
