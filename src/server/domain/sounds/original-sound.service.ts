import { sql } from 'kysely';
import type { SoundRepo } from '../../data/repos/sound.repo.ts';
import type { VideoEditService } from '../videos/video-edit.service.ts';
import type { Db } from '../../data/db.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { badRequest } from '../errors.ts';
import type { Sound } from '../../../shared/sound-types.ts';

export const ORIGINAL_SOUND_JOB = 'original-sound';
export const NO_SOUND_MESSAGE = 'This video has no sound to extract';

export interface OriginalSoundJob {
  videoId: string;
  userId: string;
  /** The file the audio comes from: the edit when there is one, else the upload. */
  source: string;
  audioPath: string;
}

export type OriginalSoundRequest = { sound: Sound } | { job: { id: string; status: 'queued' | 'running' } };

const toSound = (row: Omit<Sound, 'created_at'> & { created_at: Date }): Sound => ({ ...row, created_at: row.created_at.toISOString() });

/**
 * 'Original sound' (spec §4 Editor, §7): the owner's video's own audio saved as an MP3 in the audio bucket at
 * original/{userId}/original/{videoId}.mp3 and offered as a user_uploaded track. ffmpeg runs only in the
 * original-sound job (decision 023): the first request queues it, repeats while it runs answer with the same
 * job, and once it has run every request answers with the one sound it made.
 */
export class OriginalSoundService {
  constructor(
    private readonly db: Db,
    private readonly sounds: SoundRepo,
    private readonly edits: VideoEditService,
    private readonly jobs: JobQueue,
  ) {}

  async request(userId: string, videoId: string): Promise<OriginalSoundRequest> {
    const video = await this.edits.editableVideo(userId, videoId);
    const audioPath = `original/${userId}/original/${videoId}.mp3`;
    const existing = await this.sounds.findByAudioPath(audioPath);
    if (existing) return { sound: toSound(existing) };
    const source = video.edited_path ?? video.storage_path;
    const requested = await this.db.transaction().execute(async (trx): Promise<OriginalSoundRequest> => {
      // One request at a time per video decides whether a job is needed, so a burst queues one job.
      await sql`select pg_advisory_xact_lock(hashtext(${`${ORIGINAL_SOUND_JOB}:${videoId}`}))`.execute(trx);
      const made = await this.sounds.findByAudioPath(audioPath);
      if (made) return { sound: toSound(made) };
      const latest = await trx
        .selectFrom('jobs')
        .select(['id', 'status', 'last_error', sql<string>`payload->>'source'`.as('source')])
        .where('kind', '=', ORIGINAL_SOUND_JOB)
        .where(sql<string>`payload->>'videoId'`, '=', videoId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (latest && (latest.status === 'queued' || latest.status === 'running')) return { job: { id: String(latest.id), status: latest.status } };
      // Silence is final for the same file; a new edit of the video may have sound, and other failures may pass.
      if (latest?.status === 'failed' && latest.source === source && latest.last_error === NO_SOUND_MESSAGE) throw badRequest(NO_SOUND_MESSAGE);
      const payload: OriginalSoundJob = { videoId, userId, source, audioPath };
      const id = await this.jobs.enqueue(ORIGINAL_SOUND_JOB, payload, { maxAttempts: 3, within: trx });
      return { job: { id: String(id), status: 'queued' } };
    });
    this.jobs.nudge();
    return requested;
  }

  /** The job's last step: the track row, named after the owner (a second run finds the first one's row). */
  async record(extracted: { videoId: string; userId: string; audioPath: string; duration: number | null }) {
    const owner = await this.db.selectFrom('profiles').select('username').where('user_id', '=', extracted.userId).executeTakeFirstOrThrow();
    const video = await this.db.selectFrom('videos').select('duration').where('id', '=', extracted.videoId).executeTakeFirst();
    await this.sounds.insertOriginal({
      title: `Original sound - ${owner.username}`,
      artist: owner.username,
      audio_path: extracted.audioPath,
      duration: Math.round((extracted.duration ?? video?.duration ?? 0) * 10) / 10,
      created_by: extracted.userId,
    });
  }
}
