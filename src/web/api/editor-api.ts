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

  /**
   * The server extracts in a job: the POST answers 202 with the job until the sound exists, then 200 with it;
   * the wait reads the job's progress (a GET, outside the hourly limit the POST counts against).
   */
  async extractOriginalSound(videoId: string): Promise<Sound> {
    const path = `${videoPath(videoId)}/original-sound`;
    let answer = await api.post<Sound | ExtractionJob>(path);
    for (let polls = 0; !('title' in answer); polls += 1) {
      if (polls >= EXTRACTION_POLLS) throw new Error('The original sound took too long to extract');
      await new Promise((resolve) => setTimeout(resolve, EXTRACTION_POLL_MS));
      answer = await api.get<Sound | ExtractionJob>(path);
    }
    return answer;
  },
};

interface ExtractionJob {
  id: string;
  status: 'queued' | 'running';
}
const EXTRACTION_POLL_MS = 1000;
/** Two minutes: a long clip on a busy queue, after which the editor says it failed rather than spin. */
const EXTRACTION_POLLS = 120;
