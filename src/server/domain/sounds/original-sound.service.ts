import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { SoundRepo } from '../../data/repos/sound.repo.ts';
import type { VideoEditService } from '../videos/video-edit.service.ts';
import type { Db } from '../../data/db.ts';
import { probe, runFfmpeg } from '../../media/ffmpeg.ts';
import { withLocalFile } from '../../media/local-copy.ts';
import { DomainError } from '../errors.ts';
import type { Sound } from '../../../shared/sound-types.ts';

/** Peaks below this are digital silence (a silent track reads -91 dB). */
const SILENCE_DB = -80;

/**
 * 'Original sound' (spec §4 Editor, §7): the owner's video's own audio saved as an MP3 in the audio bucket at
 * original/{userId}/original/{videoId}.mp3 and offered as a user_uploaded track. Extracting twice returns
 * the first track rather than a duplicate.
 */
export class OriginalSoundService {
  constructor(
    private readonly db: Db,
    private readonly store: BlobStore,
    private readonly sounds: SoundRepo,
    private readonly edits: VideoEditService,
  ) {}

  async extract(userId: string, videoId: string): Promise<{ created: boolean; sound: Sound }> {
    const video = await this.edits.editableVideo(userId, videoId);
    const audioPath = `original/${userId}/original/${videoId}.mp3`;
    const existing = await this.sounds.findByAudioPath(audioPath);
    if (existing) return { created: false, sound: { ...existing, created_at: existing.created_at.toISOString() } };

    const duration = await withLocalFile(this.store, 'videos', video.edited_path ?? video.storage_path, async (input, scratch) => {
      const mp3 = join(scratch, 'original.mp3');
      const silent = () => new DomainError('bad_request', 'This video has no sound to extract');
      if (!(await probe(input)).hasAudio) throw silent();
      // The transcode gives a soundless upload a silent track; volumedetect in the same pass tells them apart.
      const { stderr } = await runFfmpeg(['-y', '-i', input, '-vn', '-af', 'volumedetect', '-ac', '2', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '128k', mp3]);
      const peak = Number(/max_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1] ?? '-inf');
      if (!(peak > SILENCE_DB)) throw silent();
      await this.store.put('audio', audioPath, createReadStream(mp3), { contentType: 'audio/mpeg', overwrite: true });
      return (await probe(mp3)).duration ?? video.duration ?? 0;
    });
    const owner = await this.db.selectFrom('profiles').select('username').where('user_id', '=', userId).executeTakeFirstOrThrow();
    const row = await this.sounds.insertOriginal({
      title: `Original sound - ${owner.username}`,
      artist: owner.username,
      audio_path: audioPath,
      duration: Math.round(duration * 10) / 10,
      created_by: userId,
    });
    return { created: true, sound: { ...row, created_at: row.created_at.toISOString() } };
  }
}
