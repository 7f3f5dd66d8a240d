import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { UPLOAD_PROGRESS_STEPS } from '../../../shared/constants.ts';
import { UPLOAD_UI_TEXT } from '../../../shared/creator-messages.ts';
import { UPLOAD_MESSAGES } from '../../../shared/messages.ts';
import { trackEvent } from '../../api/analytics.ts';
import { soundKeys } from '../../api/sound-keys.ts';
import { uploadsApi, type UploadFields, type VideoStatus } from '../../api/uploads-api.ts';
import { videosApi } from '../../api/videos-api.ts';
import { captionsApi } from '../../api/captions-api.ts';
import type { UploadCaptions } from './captions-file-field.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { feedKeys } from '../../api/feed-keys.ts';
import { profileKeys } from '../../api/profile-keys.ts';

/** Spec §4 "Upload": 10% bytes on their way, 40% stored, 60% processed, 90% AI caption settled, 100% done. */
const [SENDING, STORED, PROCESSED, CAPTIONED, DONE] = UPLOAD_PROGRESS_STEPS;
const POLL_MS = 1000;
/** Once the video plays, a caption that never settles must not hold the result back for ever. */
const AI_WAIT_MAX_MS = 120_000;
/** How long a step stays on screen when the next one is already known. */
const STEP_VISIBLE_MS = 400;

export type UploadPhase = 'idle' | 'uploading' | 'processing' | 'failed' | 'done';

export interface UploadResult {
  id: string;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  captionAi: string | null;
  tagsAi: string[];
  /** Saved as a draft (issue 42): in the Drafts tab, not posted. */
  draft: boolean;
  /** Scheduled (issue 42): when it goes out (ISO), in the Scheduled tab until then. */
  scheduledAt: string | null;
}

export interface UploadState {
  phase: UploadPhase;
  /** The overall bar, 0 to 100; while bytes are sent it moves from 10 towards 40 with them. */
  progress: number;
  /** Percent of the file's bytes sent so far. */
  bytePercent: number;
  /** The connection dropped while sending; the upload resumes from where the server stopped (issue 42). */
  interrupted: boolean;
  videoId: string | null;
  /** Why processing failed (shown with a Retry button). */
  failureReason: string | null;
  result: UploadResult | null;
}

const IDLE: UploadState = { phase: 'idle', progress: 0, bytePercent: 0, interrupted: false, videoId: null, failureReason: null, result: null };
const words = { ns: 'upload' } as const;
/** The captions file chosen with the video, sent once the video exists; a refusal leaves the upload standing. */
async function addUploadCaptions(videoId: string, captions: UploadCaptions) {
  try {
    await captionsApi.save(videoId, captions.language, { vtt: captions.vtt });
  } catch (error) {
    console.error('Captions upload failed', error);
    toast.error(i18n.t('The captions file was not added', words), {
      description: `${(error instanceof Error && error.message) || ''} ${i18n.t('Your video is uploaded: add captions later from its options menu.', words)}`.trim(),
    });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toastUploadFailed(error: unknown) {
  console.error('Upload failed', error);
  toast.error(i18n.t(UPLOAD_MESSAGES.failed, words), { description: i18n.t((error instanceof Error && error.message) || UPLOAD_MESSAGES.unknown, words) });
}

/**
 * The upload flow: bytes over tus in parts (real progress, resumed after a dropped connection), then the
 * server's status polled every second until the transcode and the AI caption settle. Reset or leaving the
 * screen stops everything.
 */
export function useVideoUpload() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>(IDLE);
  const run = useRef(0);
  const abortUpload = useRef<(() => void) | null>(null);
  /** Whether the upload in flight names a library sound (kept for a retry of the same video). */
  const usedSound = useRef(false);
  /** The time the upload in flight was scheduled for, if it was (issue 42). */
  const scheduledFor = useRef<string | null>(null);

  const stop = useCallback(() => {
    run.current += 1;
    abortUpload.current?.();
    abortUpload.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const finish = useCallback(
    async (id: string, status: VideoStatus, current: number) => {
      const [link, video] = await Promise.all([uploadsApi.link(id).catch(() => null), videosApi.get(id).catch(() => null)]);
      if (current !== run.current) return;
      trackEvent('upload_success', { videoId: id });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
      // The sound's use count, Trending and its video grid all changed.
      if (usedSound.current) void queryClient.invalidateQueries({ queryKey: soundKeys.all });
      const result: UploadResult = {
        id,
        videoUrl: link?.url ?? video?.videoUrl ?? null,
        thumbnailUrl: video?.thumbnailUrl ?? null,
        captionAi: status.captionAi,
        tagsAi: status.tagsAi ?? [],
        draft: status.draft && !scheduledFor.current,
        scheduledAt: status.draft ? scheduledFor.current : null,
      };
      setState((s) => ({ ...s, phase: 'done', progress: DONE, result }));
    },
    [queryClient],
  );

  const follow = useCallback(
    async (id: string, current: number) => {
      let readyAt: number | null = null;
      while (current === run.current) {
        await sleep(POLL_MS);
        if (current !== run.current) return;
        let status: VideoStatus;
        try {
          status = await uploadsApi.status(id);
        } catch (error) {
          console.warn('Status check failed; trying again', error);
          continue;
        }
        if (current !== run.current) return;
        if (status.status === 'failed') {
          setState((s) => ({ ...s, phase: 'failed', failureReason: status.statusReason || i18n.t('Processing failed', words) }));
          return;
        }
        if (status.status !== 'ready') continue;
        if (readyAt === null) {
          // Every step is shown, even when the caption was already written by the time we looked.
          readyAt = Date.now();
          setState((s) => ({ ...s, progress: PROCESSED }));
          if (status.aiStatus === 'pending') continue;
          await sleep(STEP_VISIBLE_MS);
        }
        if (current !== run.current) return;
        if (status.aiStatus === 'pending' && Date.now() - readyAt < AI_WAIT_MAX_MS) continue;
        setState((s) => ({ ...s, progress: CAPTIONED }));
        if (status.aiStatus !== 'done') toast.error(i18n.t(UPLOAD_UI_TEXT.aiFailedTitle, words), { description: i18n.t(UPLOAD_UI_TEXT.aiFailed, words) });
        await finish(id, status, current);
        return;
      }
    },
    [finish],
  );

  const start = useCallback(
    async (fields: UploadFields, file: File, captions: UploadCaptions | null = null) => {
      stop();
      const current = run.current;
      usedSound.current = Boolean(fields.musicTrackId);
      scheduledFor.current = fields.publishAt ?? null;
      setState({ ...IDLE, phase: 'uploading', progress: SENDING });
      const upload = uploadsApi.upload(fields, file, {
        onProgress: (fraction) => {
          if (current !== run.current) return;
          // Never shows 40 before the server has answered: that step means "stored".
          const progress = SENDING + Math.min(STORED - SENDING - 1, Math.floor((STORED - SENDING) * fraction));
          setState((s) => ({ ...s, bytePercent: Math.round(fraction * 100), progress }));
        },
        onInterrupted: (interrupted) => {
          if (current !== run.current) return;
          setState((s) => (s.interrupted === interrupted ? s : { ...s, interrupted }));
        },
      });
      abortUpload.current = upload.abort;
      let videoId: string;
      try {
        videoId = (await upload.done).id;
      } catch (error) {
        if (current !== run.current) return;
        abortUpload.current = null;
        toastUploadFailed(error);
        setState(IDLE);
        return;
      }
      abortUpload.current = null;
      if (current !== run.current) return;
      setState((s) => ({ ...s, phase: 'processing', progress: STORED, bytePercent: 100, interrupted: false, videoId }));
      if (captions) void addUploadCaptions(videoId, captions);
      await follow(videoId, current);
    },
    [follow, stop],
  );

  /** A failed transcode is queued again by the owner (POST /retry), then followed as before. */
  const retry = useCallback(async () => {
    const id = state.videoId;
    if (!id) return;
    const current = run.current;
    try {
      await uploadsApi.retry(id);
    } catch (error) {
      toastUploadFailed(error);
      return;
    }
    if (current !== run.current) return;
    setState((s) => ({ ...s, phase: 'processing', progress: STORED, failureReason: null }));
    await follow(id, current);
  }, [follow, state.videoId]);

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { state, start, retry, reset };
}
