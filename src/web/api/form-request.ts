import { ApiError, apiErrorFrom, networkError } from './client.ts';
import type { ApiPath } from './contract.ts';
import { i18n } from '../i18n/i18n.ts';
import { currentLocale } from '../i18n/i18n.ts';

/** A contract path with its `{name}` parameters filled in (encoded), for the form calls the client cannot make. */
export function fillPath(path: ApiPath, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return null;
  }
}

/** A multipart/form-data call (the avatar), failing with the same ApiError as every JSON call. */
export async function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'same-origin', headers: { Accept: 'application/json', 'Accept-Language': currentLocale() }, body: form });
  } catch {
    throw networkError();
  }
  const body = parseJson(await response.text());
  if (!response.ok) throw apiErrorFrom(response, body);
  return body as T;
}

export interface FormUpload<T> {
  /** Settles with the parsed answer, or rejects with an ApiError (status 0 for network failures or abort). */
  done: Promise<T>;
  abort: () => void;
}

/**
 * Sends a form with XMLHttpRequest, the one browser API that reports upload progress: `onProgress` gets the
 * fraction of bytes sent (0 to 1) as they leave, so a large video shows real progress.
 */
export function sendFormWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void): FormUpload<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(apiErrorFrom({ status: xhr.status, statusText: xhr.statusText, headers: new Headers({ 'Retry-After': xhr.getResponseHeader('Retry-After') ?? '' }) }, body));
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new ApiError(0, 'aborted', i18n.t('Upload cancelled', { ns: 'common' })));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
