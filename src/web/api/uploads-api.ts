import { answer, contract, type ApiPath, type Schemas } from './contract.ts';
import { sendFormWithProgress, type FormUpload } from './form-request.ts';
import type { VideoSettingsValue } from '../components/video/video-settings-fields.tsx';
import type { VideoLanguage } from '../../shared/video-language.ts';

/** Spec §7 "Upload and profile": the upload itself, then the server's processing status. */
export type CreatedVideo = Schemas['VideoCreated'];
export type VideoStatus = Schemas['VideoStatus'];

export interface UploadFields {
  caption: string;
  placeId: string | null;
  /** A library sound the video uses (issue 11); counted in the sound's uses. */
  musicTrackId?: string | null;
  /** Issue 38: who can watch, the sensitive mark, who can comment (none: the account's default). */
  settings?: VideoSettingsValue;
  /** Issue 39: en, es or ar; none: the server detects it from the caption. */
  language?: VideoLanguage | null;
  /** Issue 41: what the video shows, for people who cannot see it; blank is none. */
  altText?: string;
}

const byId = (id: string) => ({ params: { path: { id } } });

export const uploadsApi = {
  /** Text fields go first so the server knows them before the file streams in. */
  upload(fields: UploadFields, file: File, onProgress: (fraction: number) => void): FormUpload<CreatedVideo> {
    const form = new FormData();
    form.append('caption', fields.caption);
    if (fields.placeId) form.append('placeId', fields.placeId);
    if (fields.musicTrackId) form.append('musicTrackId', fields.musicTrackId);
    if (fields.settings) {
      form.append('visibility', fields.settings.visibility);
      form.append('sensitive', String(fields.settings.sensitive));
      if (fields.settings.sensitive && fields.settings.contentWarning.trim()) form.append('contentWarning', fields.settings.contentWarning.trim());
      if (fields.settings.commentPolicy) form.append('commentPolicy', fields.settings.commentPolicy);
    }
    if (fields.language) form.append('language', fields.language);
    if (fields.altText) form.append('altText', fields.altText);
    form.append('file', file);
    return sendFormWithProgress<CreatedVideo>('/api/videos' satisfies ApiPath, form, onProgress);
  },
  status: (id: string, signal?: AbortSignal) => answer(contract.GET('/api/videos/{id}/status', { ...byId(id), signal })),
  retry: (id: string) => answer(contract.POST('/api/videos/{id}/retry', byId(id))),
  link: (id: string) => answer(contract.GET('/api/videos/{id}/link', byId(id))),
};
