import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../context.ts';
import type { JobPayload } from '../queue/job-catalog.ts';
import { mediaInput, probe, runFfmpeg } from '../media/ffmpeg.ts';
import { withLocalFile } from '../media/local-copy.ts';
import { PermanentJobError } from '../queue/queue.ts';
import { NO_SOUND_MESSAGE } from '../domain/sounds/original-sound.service.ts';

/** Peaks below this are digital silence (a silent track reads -91 dB). */
const SILENCE_DB = -80;

/**
 * Extracts a video's own audio as an MP3 in the audio bucket and records it as the owner's original sound.
 * A video with no audible sound fails at once (another attempt would hear the same silence).
 */
export function originalSoundJob(ctx: Pick<AppContext, 'store' | 'services'>) {
  return async ({ videoId, userId, source, audioPath }: JobPayload<'original-sound'>) => {
    const duration = await withLocalFile(ctx.store, 'videos', source, async (input, scratch) => {
      const mp3 = join(scratch, 'original.mp3');
      if (!(await probe(input)).hasAudio) throw new PermanentJobError(NO_SOUND_MESSAGE);
      // The transcode gives a soundless upload a silent track; volumedetect in the same pass tells them apart.
      const { stderr } = await runFfmpeg(['-y', ...(await mediaInput(input)), '-vn', '-af', 'volumedetect', '-ac', '2', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '128k', mp3]);
      const peak = Number(/max_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1] ?? '-inf');
      if (!(peak > SILENCE_DB)) throw new PermanentJobError(NO_SOUND_MESSAGE);
      await ctx.store.put('audio', audioPath, createReadStream(mp3), { contentType: 'audio/mpeg', overwrite: true });
      return (await probe(mp3)).duration;
    });
    await ctx.services.originalSounds.record({ videoId, userId, audioPath, duration });
  };
}
