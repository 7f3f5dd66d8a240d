import { answer, contract, type ApiPath, type Schemas } from './contract.ts';
import type { paths } from './contract.gen.ts';
import type { FormUpload } from './form-request.ts';
import type { ResumableHandlers } from './resumable-upload.ts';
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
  /** Issue 42: save it as a draft, posted later from the Drafts tab. */
  draft?: boolean;
  /** Issue 42: post it at this time (ISO 8601 with the creator's offset) instead of now. */
  publishAt?: string;
}

const byId = (id: string) => ({ params: { path: { id } } });
const POST_UPLOAD = '/api/uploads/{id}/video' satisfies ApiPath;
type VideoDetailsBody = NonNullable<paths[typeof POST_UPLOAD]['post']['requestBody']>['content']['application/json'];

/** The upload form's fields as the JSON a finished resumable upload is posted with. */
function videoDetails(fields: UploadFields): VideoDetailsBody {
  const settings = fields.settings;
  return {
    caption: fields.caption,
    placeId: fields.placeId,
    musicTrackId: fields.musicTrackId ?? null,
    ...(settings
      ? {
          visibility: settings.visibility,
          sensitive: settings.sensitive,
          ...(settings.sensitive && settings.contentWarning.trim() ? { contentWarning: settings.contentWarning.trim() } : {}),
          ...(settings.commentPolicy ? { commentPolicy: settings.commentPolicy } : {}),
        }
      : {}),
    ...(fields.language ? { language: fields.language } : {}),
    ...(fields.altText ? { altText: fields.altText } : {}),
    draft: fields.draft ?? false,
    ...(fields.publishAt ? { publishAt: fields.publishAt } : {}),
  };
}

export const uploadsApi = {
  /**
   * Issue 42: the file goes over tus in parts and resumes after a dropped connection; once every byte is
   * stored, the details make it a post.
   */
  upload(fields: UploadFields, file: File, handlers: ResumableHandlers): FormUpload<CreatedVideo> {
    // tus (about 15 KB) loads when an upload starts, not with every screen that lists drafts (issue 53).
    const sending = import('./resumable-upload.ts').then(({ sendResumable }) => sendResumable(file, handlers));
    const done = sending.then((sent) => sent.done).then((id) => answer(contract.POST(POST_UPLOAD, { ...byId(id), body: videoDetails(fields) })));
    return { done, abort: () => void sending.then((sent) => sent.abort()) };
  },
  status: (id: string, signal?: AbortSignal) => answer(contract.GET('/api/videos/{id}/status', { ...byId(id), signal })),
  retry: (id: string) => answer(contract.POST('/api/videos/{id}/retry', byId(id))),
  link: (id: string) => answer(contract.GET('/api/videos/{id}/link', byId(id))),
  /** Issue 42: my drafts, a page at a time, and posting one (or a scheduled post) now. */
  drafts: (cursor: string | null, signal?: AbortSignal) => answer(contract.GET('/api/me/drafts', { params: { query: { cursor: cursor ?? undefined } }, signal })),
  publish: (id: string) => answer(contract.POST('/api/videos/{id}/publish', byId(id))),
  /** Scheduled posts: the soonest first; schedule or move one (ISO with the creator's offset); cancel back to drafts. */
  scheduled: (signal?: AbortSignal) => answer(contract.GET('/api/me/scheduled', { signal })),
  schedule: (id: string, publishAt: string) => answer(contract.PUT('/api/videos/{id}/schedule', { ...byId(id), body: { publishAt } })),
  unschedule: (id: string) => answer(contract.DELETE('/api/videos/{id}/schedule', byId(id))),
};
