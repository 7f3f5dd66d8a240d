import type { SoundRepo } from '../../data/repos/sound.repo.ts';
import type { VideoEditService } from '../videos/video-edit.service.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { JobPayload } from '../../queue/job-catalog.ts';
import { badRequest, notFound } from '../errors.ts';
import { toSound } from './sound.service.ts';
import type { Sound } from '../../../shared/sound-types.ts';

export const NO_SOUND_MESSAGE = 'This video has no sound to extract';

export type OriginalSoundRequest = { sound: Sound } | { job: { id: string; status: 'queued' | 'running' } };

const EXTRACT_FAILED = 'The sound could not be extracted — please try again';
const audioPathOf = (userId: string, videoId: string) => `original/${userId}/original/${videoId}.mp3`;
const sourceOf = (video: { editedPath: string | null; storagePath: string }) => video.editedPath ?? video.storagePath;


/**
 * 'Original sound' (spec §4 Editor, §7): the owner's video's own audio saved as an MP3 in the audio bucket at
 * original/{userId}/original/{videoId}.mp3 and offered as a user_uploaded track. ffmpeg runs only in the
 * original-sound job (decision 023): the first request queues it, repeats while it runs answer with the same
 * job, and once it has run every request answers with the one sound it made. The owner polls progress() (a
 * read, outside the write limit) rather than asking again.
 */
export class OriginalSoundService {
  constructor(
    private readonly sounds: SoundRepo,
    private readonly edits: VideoEditService,
    private readonly jobs: JobQueue,
  ) {}

  /** Where the extraction stands, for the owner's polling: the sound, the job under way, or 404 (none asked). */
  async progress(userId: string, videoId: string): Promise<OriginalSoundRequest> {
    const { answer, failed } = await this.standing(userId, videoId);
    if (answer) return answer;
    if (failed) throw badRequest(failed.lastError === NO_SOUND_MESSAGE ? NO_SOUND_MESSAGE : EXTRACT_FAILED);
    throw notFound('No original sound has been extracted from this video');
  }

  async request(userId: string, videoId: string): Promise<OriginalSoundRequest> {
    const { answer, failed, source } = await this.standing(userId, videoId);
    if (answer) return answer;
    // Silence is final for the same file; a new edit of the video may have sound, and other failures may pass.
    if (failed?.lastError === NO_SOUND_MESSAGE) throw badRequest(NO_SOUND_MESSAGE);
    const payload: JobPayload<'original-sound'> = { videoId, userId, source, audioPath: audioPathOf(userId, videoId) };
    // Concurrent first requests meet at the one-active-job-per-video index: one inserts, the others find it.
    const id = await this.sounds.queueExtraction(payload);
    if (!id) return this.progress(userId, videoId);
    this.jobs.nudge();
    return { job: { id: String(id), status: 'queued' } };
  }

  /**
   * The owner's video and what is known of its extraction: the sound or the job under way as an answer, else
   * the latest job when it failed on the video's current file.
   */
  private async standing(userId: string, videoId: string) {
    const source = sourceOf(await this.edits.editableVideo(userId, videoId));
    const existing = await this.sounds.findByAudioPath(audioPathOf(userId, videoId));
    if (existing) return { source, answer: { sound: toSound(existing) } };
    const latest = await this.sounds.latestExtraction(videoId);
    if (latest?.status === 'queued' || latest?.status === 'running') return { source, answer: { job: { id: String(latest.id), status: latest.status } } };
    return { source, failed: latest?.status === 'failed' && latest.source === source ? latest : undefined };
  }

  /** The job's last step: the track row, named after the owner (a second run finds the first one's row). */
  async record(extracted: { videoId: string; userId: string; audioPath: string; duration: number | null }) {
    const { username, videoDuration } = await this.sounds.originSource(extracted.userId, extracted.videoId);
    await this.sounds.insertOriginal({
      title: `Original sound - ${username}`,
      artist: username,
      audioPath: extracted.audioPath,
      duration: Math.round((extracted.duration ?? videoDuration ?? 0) * 10) / 10,
      createdBy: extracted.userId,
    });
  }
}
