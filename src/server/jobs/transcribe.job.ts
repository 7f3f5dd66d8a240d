import { join } from 'node:path';
import type { AppContext } from '../context.ts';
import { CaptionRepo } from '../data/repos/caption.repo.ts';
import { mediaInput, runFfmpeg } from '../media/ffmpeg.ts';
import { withLocalFile } from '../media/local-copy.ts';
import type { Transcriber } from '../ai/transcriber.ts';
import { CAPTION_MESSAGES, CAPTION_TRACKS_MAX } from '../../shared/captions.ts';

/**
 * Automatic captions (issue 41): the video's sound made 16 kHz mono, transcribed, and saved as a DRAFT track in
 * the asked language for its creator to review and publish. A published track in that language is never replaced.
 */
export function transcribeJob(ctx: Pick<AppContext, 'db' | 'store'>, transcriber: Transcriber | null) {
  const captions = new CaptionRepo(ctx.db);
  return async ({ videoId }: { videoId: string }, job: { lastAttempt: boolean }) => {
    const [video, asked] = await Promise.all([captions.video(videoId), captions.transcription(videoId)]);
    if (!video || asked?.status !== 'pending') return;
    const fail = (message: string) => captions.endTranscription(videoId, message);
    if (!transcriber) return fail(CAPTION_MESSAGES.transcriptionUnavailable);
    try {
      const cues = await withLocalFile(ctx.store, 'videos', video.edited_path ?? video.storage_path, async (local, scratch) => {
        const wav = join(scratch, 'speech.wav');
        await runFfmpeg([...(await mediaInput(local)), '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', wav]);
        return transcriber.transcribe(wav, asked.language);
      });
      if (cues.length === 0) return fail(CAPTION_MESSAGES.noSpeech);
      if ((await captions.track(videoId, asked.language))?.status === 'published') return fail(CAPTION_MESSAGES.alreadyPublished);
      const saved = await captions.save(videoId, asked.language, { status: 'draft', source: 'automatic', cues }, CAPTION_TRACKS_MAX);
      await captions.endTranscription(videoId, saved ? null : CAPTION_MESSAGES.tooManyTracks);
    } catch (error) {
      if (job.lastAttempt) await fail((error as Error).message.slice(0, 500));
      throw error;
    }
  };
}
