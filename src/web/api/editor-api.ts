import { api } from './client.ts';
import { sendFormWithProgress, type FormUpload } from './form-request.ts';
import type { EditMode, EditSource, Sound, VideoEdit } from '../../shared/sound-types.ts';

/** Spec §7 "Sounds and editor": the owner's source video, the exported upload, its progress and the original sound. */
const videoPath = (id: string) => `/api/videos/${encodeURIComponent(id)}`;

export const editorApi = {
  source: (videoId: string, signal?: AbortSignal) => api.get<EditSource>(`${videoPath(videoId)}/edit-source`, signal),

  /** The exported MP4 goes to the videos bucket at edited/{userId}/edited-{timestamp}.mp4 once transcoded. */
  submit(videoId: string, mode: EditMode, musicTrackId: string | null, file: Blob, onProgress: (fraction: number) => void): FormUpload<VideoEdit> {
    const form = new FormData();
    form.append('mode', mode);
    if (musicTrackId) form.append('music_track_id', musicTrackId);
    form.append('file', file, 'edited.mp4');
    return sendFormWithProgress<VideoEdit>(`${videoPath(videoId)}/edits`, form, onProgress);
  },

  status: (editId: string, signal?: AbortSignal) => api.get<VideoEdit>(`/api/video-edits/${encodeURIComponent(editId)}`, signal),

  extractOriginalSound: (videoId: string) => api.post<Sound>(`${videoPath(videoId)}/original-sound`),
};
