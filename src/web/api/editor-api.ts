import { answer, contract, type ApiPath, type Schemas } from './contract.ts';
import { fillPath, sendFormWithProgress, type FormUpload } from './form-request.ts';
import type { EditMode } from '../../shared/sound-types.ts';
import { i18n } from '../i18n/i18n.ts';

/** Spec §7 "Sounds and editor": the owner's source video, the exported upload, its progress and the original sound. */
export type VideoEdit = Schemas['VideoEdit'];
export type EditSource = Schemas['EditSource'];
const byId = (id: string) => ({ params: { path: { id } } });

/** The original sound's answer: the sound (200), or the job while it is extracted (202). */
const requestOriginalSound = (videoId: string) => answer(contract.POST('/api/videos/{id}/original-sound', byId(videoId)));
/** The sound made from the video's own audio (a library track). */
export type ExtractedSound = Exclude<Awaited<ReturnType<typeof requestOriginalSound>>, Schemas['EditSoundJob']>;

export const editorApi = {
  source: (videoId: string, signal?: AbortSignal) => answer(contract.GET('/api/videos/{id}/edit-source', { ...byId(videoId), signal })),

  /** The exported MP4 goes to the videos bucket at edited/{userId}/edited-{timestamp}.mp4 once transcoded. */
  submit(videoId: string, mode: EditMode, musicTrackId: string | null, file: Blob, onProgress: (fraction: number) => void, draft = false): FormUpload<VideoEdit> {
    const form = new FormData();
    form.append('mode', mode);
    // Issue 42: a new post kept in the Drafts tab instead of posted.
    if (draft) form.append('draft', 'true');
    if (musicTrackId) form.append('musicTrackId', musicTrackId);
    form.append('file', file, 'edited.mp4');
    return sendFormWithProgress<VideoEdit>(fillPath('/api/videos/{id}/edits' satisfies ApiPath, { id: videoId }), form, onProgress);
  },

  status: (editId: string, signal?: AbortSignal) => answer(contract.GET('/api/video-edits/{id}', { ...byId(editId), signal })),

  /**
   * The server extracts in a job: the POST answers 202 with the job until the sound exists, then 200 with it;
   * the wait reads the job's progress (a GET, outside the hourly limit the POST counts against).
   */
  async extractOriginalSound(videoId: string): Promise<ExtractedSound> {
    let reply = await requestOriginalSound(videoId);
    for (let polls = 0; !('title' in reply); polls += 1) {
      if (polls >= EXTRACTION_POLLS) throw new Error(i18n.t('The original sound took too long to extract', { ns: 'common' }));
      await new Promise((resolve) => setTimeout(resolve, EXTRACTION_POLL_MS));
      reply = await answer(contract.GET('/api/videos/{id}/original-sound', byId(videoId)));
    }
    return reply;
  },
};

const EXTRACTION_POLL_MS = 1000;
/** Two minutes: a long clip on a busy queue, after which the editor says it failed rather than spin. */
const EXTRACTION_POLLS = 120;
