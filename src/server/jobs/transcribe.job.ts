import { join } from 'node:path';
import type { AppContext } from '../context.ts';
import { mediaInput, runFfmpeg } from '../media/ffmpeg.ts';
import { withLocalFile } from '../media/local-copy.ts';
import type { Transcriber } from '../ai/transcriber.ts';
import { CAPTION_MESSAGES } from '../../shared/captions.ts';

/**
 * Automatic captions (issue 41): the video's sound made 16 kHz mono, transcribed, and saved as a DRAFT track in
 * the asked language for its creator to review and publish. A published track in that language is never replaced.
 */
export function transcribeJob(ctx: Pick<AppContext, 'services' | 'store'>, transcriber: Transcriber | null) {
  const captions = ctx.services.captions;
  return async ({ videoId }: { videoId: string }, job: { lastAttempt: boolean }) => {
    const asked = await captions.pendingTranscription(videoId);
    if (!asked) return;
    const fail = (message: string) => captions.endTranscription(videoId, message);
    if (!transcriber) return fail(CAPTION_MESSAGES.transcriptionUnavailable);
    try {
      const cues = await withLocalFile(ctx.store, 'videos', asked.video.editedPath ?? asked.video.storagePath, async (local, scratch) => {
        const wav = join(scratch, 'speech.wav');
        await runFfmpeg([...(await mediaInput(local)), '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', wav]);
        return transcriber.transcribe(wav, asked.language);
      });
      await captions.saveTranscript(videoId, asked.language, cues);
    } catch (error) {
      if (job.lastAttempt) await fail((error as Error).message.slice(0, 500));
      throw error;
    }
  };
}
