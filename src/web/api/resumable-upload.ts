import { Upload, type DetailedError } from 'tus-js-client';
import { ApiError, apiErrorFrom, networkError } from './client.ts';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOADS_PATH } from '../../shared/resumable-uploads.ts';

export interface ResumableHandlers {
  /** The fraction of the file the server has (0 to 1). */
  onProgress(fraction: number): void;
  /** True while the connection is lost and tus waits to resume; false once bytes flow again. */
  onInterrupted(interrupted: boolean): void;
}

export interface ResumableSend {
  /** Settles with the finished upload's id, or rejects with an ApiError. */
  done: Promise<string>;
  abort(): void;
}

/** After a dropped connection tus asks the server where it stopped and goes on; it keeps trying for about two minutes. */
const RETRY_DELAYS_MS = [0, 1000, 2000, 4000, 8000, 15_000, 30_000, 30_000, 30_000];

/** A refusal the server means (too large, not a video, over a limit) is not retried; a lost connection or a busy server is. */
function worthRetrying(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status === 0 || status === 409 || status === 423 || status >= 500;
}

/** The server's words for a refusal: our JSON error, or tus's own plain text. */
function refusal(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return networkError();
  const status = response.getStatus();
  const text = response.getBody() ?? '';
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    if (text.trim()) return new ApiError(status, 'refused', text.trim());
  }
  return apiErrorFrom({ status, statusText: '', headers: new Headers({ 'Retry-After': response.getHeader('Retry-After') ?? '' }) }, body);
}

/**
 * Sends a video over tus (issue 42, decision 053) in RESUMABLE_CHUNK_BYTES parts. A dropped connection resumes
 * where the server stopped storing; after a reload, choosing the same file again resumes the upload the browser
 * remembers (tus keeps its address in localStorage until it finishes).
 */
export function sendResumable(file: File, handlers: ResumableHandlers): ResumableSend {
  let upload: Upload | null = null;
  let aborted = false;
  let fail: (error: ApiError) => void = () => undefined;
  const done = new Promise<string>((resolve, reject) => {
    fail = reject;
    upload = new Upload(file, {
      endpoint: RESUMABLE_UPLOADS_PATH,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      headers: { 'Accept-Language': currentLocale() },
      metadata: { filetype: file.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => handlers.onProgress(total > 0 ? sent / total : 0),
      onChunkComplete: () => handlers.onInterrupted(false),
      onShouldRetry: (error) => {
        const retry = worthRetrying(error);
        if (retry) handlers.onInterrupted(true);
        return retry;
      },
      onSuccess: () => resolve(upload!.url!.split('/').pop()!),
      onError: (error) => reject(refusal(error)),
    });
    const started = upload;
    void started
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) started.resumeFromPreviousUpload(previous[0]);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!aborted) started.start();
      });
  });
  return {
    done,
    abort: () => {
      aborted = true;
      fail(new ApiError(0, 'aborted', i18n.t('Upload cancelled', { ns: 'common' })));
      // Stops sending and removes the unfinished upload from the server (tus termination).
      void (upload as Upload | null)?.abort(true).catch(() => undefined);
    },
  };
}
