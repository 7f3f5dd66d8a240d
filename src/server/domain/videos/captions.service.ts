import { z } from 'zod';
import type { CaptionRepo, CaptionTrackRow } from '../../data/repos/caption.repo.ts';
import type { InteractionsRepo } from '../../data/repos/interactions.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { CaptionLinks } from './caption-links.ts';
import { badRequest, DomainError, forbidden, notFound } from '../errors.ts';
import { CAPTION_CUE_TEXT_MAX, CAPTION_CUES_MAX, CAPTION_FILE_MAX_BYTES, CAPTION_MESSAGES, CAPTION_TRACKS_MAX, captionLanguageField, type CaptionCue } from '../../../shared/captions.ts';
import { formatWebVtt, parseWebVtt, reduceCueText } from '../../../shared/webvtt.ts';
import { isoTime } from '../iso-time.ts';

const seconds = z.number(CAPTION_MESSAGES.badTime).min(0, CAPTION_MESSAGES.badTime).max(24 * 3600, CAPTION_MESSAGES.badTime);
const writtenCue = z
  .object({ start: seconds, end: seconds, text: z.string().max(CAPTION_CUE_TEXT_MAX * 2, CAPTION_MESSAGES.cueTooLong) })
  .refine((cue) => cue.end > cue.start, CAPTION_MESSAGES.endsBeforeStart);

/** What a creator sends for a track: a WebVTT file's text, or cues written on the captions screen. */
export const captionTrackInput = z
  .object({
    vtt: z.string().max(CAPTION_FILE_MAX_BYTES, CAPTION_MESSAGES.tooLarge).optional(),
    cues: z.array(writtenCue).max(CAPTION_CUES_MAX, CAPTION_MESSAGES.tooManyCues).optional(),
    status: z.enum(['draft', 'published']).default('published'),
  })
  .refine((body) => (body.vtt === undefined) !== (body.cues === undefined), CAPTION_MESSAGES.oneSource)
  .meta({ id: 'CaptionTrackRequest', description: 'Either a WebVTT file as text (at most 64 KB) or written cues; published unless status says draft' });

export const transcribeInput = z.object({ language: captionLanguageField.optional() });

/** Whether this server can transcribe: a speech model in the worker, or an endpoint (decision 051). */
export interface TranscriptionSupport {
  available: boolean;
}

/**
 * A video's caption tracks (issue 41): its creator uploads or writes them, or asks for automatic ones that arrive
 * as a draft to review. Viewers get the published tracks of a video they may watch; a link's track is read here too.
 */
export class CaptionsService {
  constructor(
    private readonly repo: CaptionRepo,
    private readonly interactions: Pick<InteractionsRepo, 'visibleVideo'>,
    private readonly links: CaptionLinks,
    private readonly jobs: Pick<JobQueue, 'enqueue'>,
    private readonly transcription: TranscriptionSupport,
  ) {}

  /** The owner: anything, even while the upload is processing. Anyone else who may watch it: 403; the rest: 404. */
  private async owned(userId: string, videoId: string) {
    const video = await this.repo.video(videoId);
    if (video?.userId === userId) return video;
    if (video && (await this.interactions.visibleVideo(userId, videoId))) throw forbidden(CAPTION_MESSAGES.ownerOnly);
    throw notFound('Video not found');
  }

  private language(tag: string) {
    const parsed = captionLanguageField.safeParse(tag);
    if (!parsed.success) throw badRequest(CAPTION_MESSAGES.language);
    return parsed.data;
  }

  private present(row: CaptionTrackRow, revision: number) {
    return {
      language: row.language,
      status: row.status,
      source: row.source,
      cues: row.cues,
      url: row.status === 'published' ? this.links.url(row.videoId, row.language, revision) : null,
      updatedAt: isoTime(row.updatedAt),
    };
  }

  async list(viewerId: string | null, videoId: string) {
    const video = await this.repo.video(videoId);
    const owner = !!video && video.userId === viewerId;
    if (!video || (!owner && !(await this.interactions.visibleVideo(viewerId, videoId)))) throw notFound('Video not found');
    const [tracks, job] = await Promise.all([this.repo.tracks(videoId, !owner), owner ? this.repo.transcription(videoId) : undefined]);
    return {
      items: tracks.map((row) => this.present(row, video.captionsRevision)),
      transcription: { available: this.transcription.available, status: job?.status ?? ('none' as const), error: job?.error ?? null },
    };
  }

  async put(userId: string, videoId: string, tag: string, input: z.infer<typeof captionTrackInput>) {
    await this.owned(userId, videoId);
    const language = this.language(tag);
    const cues = input.vtt !== undefined ? this.fromFile(input.vtt) : this.fromWritten(input.cues!);
    const saved = await this.repo.save(videoId, language, { status: input.status, source: input.vtt !== undefined ? 'upload' : 'written', cues }, CAPTION_TRACKS_MAX);
    if (!saved) throw badRequest(CAPTION_MESSAGES.tooManyTracks);
    return this.answer(videoId, saved);
  }

  async publish(userId: string, videoId: string, tag: string) {
    await this.owned(userId, videoId);
    const language = this.language(tag);
    const track = await this.repo.track(videoId, language);
    if (!track) throw notFound(CAPTION_MESSAGES.notFound);
    if (track.status === 'published') throw new DomainError('conflict', CAPTION_MESSAGES.notDraft);
    return this.answer(videoId, (await this.repo.publish(videoId, language))!);
  }

  async remove(userId: string, videoId: string, tag: string) {
    await this.owned(userId, videoId);
    if (!(await this.repo.remove(videoId, this.language(tag)))) throw notFound(CAPTION_MESSAGES.notFound);
  }

  /** Queues a transcription into a draft track; the language is the asked one, else the video's, else English. */
  async transcribe(userId: string, videoId: string, tag: string | undefined) {
    const video = await this.owned(userId, videoId);
    // A 409, not a 503: the server is up, and this one is set up without a speech-to-text endpoint.
    if (!this.transcription.available) throw new DomainError('transcription_unavailable', CAPTION_MESSAGES.transcriptionUnavailable, 409);
    const language = tag ? this.language(tag) : (video.language ?? 'en');
    if ((await this.repo.track(videoId, language))?.status === 'published') throw new DomainError('conflict', CAPTION_MESSAGES.alreadyPublished);
    if (!(await this.repo.startTranscription(videoId, language))) throw new DomainError('conflict', CAPTION_MESSAGES.transcriptionPending);
    await this.jobs.enqueue('transcribe', { videoId }, { maxAttempts: 2 });
    return { status: 'pending' as const, language };
  }

  /**
   * What the transcribe job works on: the video's files and the asked language, or null when the video is gone
   * or no transcription is pending for it.
   */
  async pendingTranscription(videoId: string) {
    const [video, asked] = await Promise.all([this.repo.video(videoId), this.repo.transcription(videoId)]);
    if (!video || asked?.status !== 'pending') return null;
    return { video, language: asked.language };
  }

  /**
   * A transcript saved as a DRAFT track in the asked language for its creator to review, and the transcription
   * ended: with a reason instead when there was no speech, the language has a published track (never replaced)
   * or the video has all the tracks it may.
   */
  async saveTranscript(videoId: string, language: string, cues: CaptionCue[]): Promise<void> {
    if (cues.length === 0) return this.endTranscription(videoId, CAPTION_MESSAGES.noSpeech);
    if ((await this.repo.track(videoId, language))?.status === 'published') return this.endTranscription(videoId, CAPTION_MESSAGES.alreadyPublished);
    const saved = await this.repo.save(videoId, language, { status: 'draft', source: 'automatic', cues }, CAPTION_TRACKS_MAX);
    await this.endTranscription(videoId, saved ? null : CAPTION_MESSAGES.tooManyTracks);
  }

  /** The transcription is over: done (null), or failed with what its creator is shown. */
  endTranscription(videoId: string, error: string | null): Promise<void> {
    return this.repo.endTranscription(videoId, error);
  }

  /** A published track's WebVTT for a signed link, if the requester may watch the video now. */
  async vtt(viewerId: string | null, videoId: string, tag: string, query: { rev?: string; exp?: string; sig?: string }) {
    const language = captionLanguageField.safeParse(tag);
    if (!language.success) throw notFound(CAPTION_MESSAGES.notFound);
    const check = this.links.check(videoId, language.data, query);
    if (check === 'expired') throw new DomainError('link_expired', 'This link has expired', 403);
    if (check !== 'ok') throw forbidden('Invalid link signature');
    const video = await this.repo.video(videoId);
    const mayWatch = video && (video.userId === viewerId || (await this.interactions.visibleVideo(viewerId, videoId)));
    const track = mayWatch ? await this.repo.track(videoId, language.data) : undefined;
    if (track?.status !== 'published') throw notFound(CAPTION_MESSAGES.notFound);
    return formatWebVtt(track.cues);
  }

  private async answer(videoId: string, row: CaptionTrackRow) {
    const video = await this.repo.video(videoId);
    return this.present(row, video?.captionsRevision ?? 0);
  }

  private fromFile(vtt: string): CaptionCue[] {
    if (Buffer.byteLength(vtt) > CAPTION_FILE_MAX_BYTES) throw new DomainError('file_too_large', CAPTION_MESSAGES.tooLarge, 413);
    const parsed = parseWebVtt(vtt);
    if (!parsed.ok) throw badRequest(parsed.message);
    return parsed.cues;
  }

  private fromWritten(cues: { start: number; end: number; text: string }[]): CaptionCue[] {
    const reduced = cues.map((cue) => ({ start: Math.round(cue.start * 1000) / 1000, end: Math.round(cue.end * 1000) / 1000, text: reduceCueText(cue.text) })).filter((cue) => cue.text);
    if (reduced.some((cue) => cue.text.length > CAPTION_CUE_TEXT_MAX)) throw badRequest(CAPTION_MESSAGES.cueTooLong);
    if (reduced.length === 0) throw badRequest(CAPTION_MESSAGES.noCues);
    return reduced.sort((a, b) => a.start - b.start || a.end - b.end);
  }
}
