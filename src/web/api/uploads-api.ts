import { api } from './client.ts';
import { sendFormWithProgress, type FormUpload } from './form-request.ts';

/** Spec §7 "Upload and profile": the upload itself, then the server's processing status. */
export interface CreatedVideo {
  id: string;
  user_id: string;
  status: 'processing';
}

export interface VideoStatus {
  id: string;
  status: 'processing' | 'ready' | 'failed';
  status_reason: string | null;
  duration: number | null;
  ai_status: 'pending' | 'done' | 'failed';
  caption_ai: string | null;
  tags_ai: string[];
}

export interface UploadFields {
  caption: string;
  placeId: string | null;
  /** A library sound the video uses (issue 11); counted in the sound's uses. */
  musicTrackId?: string | null;
}

const videoPath = (id: string) => `/api/videos/${encodeURIComponent(id)}`;

export const uploadsApi = {
  /** Text fields go first so the server knows them before the file streams in. */
  upload(fields: UploadFields, file: File, onProgress: (fraction: number) => void): FormUpload<CreatedVideo> {
    const form = new FormData();
    form.append('caption', fields.caption);
    if (fields.placeId) form.append('place_id', fields.placeId);
    if (fields.musicTrackId) form.append('music_track_id', fields.musicTrackId);
    form.append('file', file);
    return sendFormWithProgress<CreatedVideo>('/api/videos', form, onProgress);
  },
  status: (id: string, signal?: AbortSignal) => api.get<VideoStatus>(`${videoPath(id)}/status`, signal),
  retry: (id: string) => api.post<{ status: 'processing' }>(`${videoPath(id)}/retry`),
  link: (id: string) => api.get<{ url: string }>(`${videoPath(id)}/link`),
};
