import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast.ts';
import { firstIssueMessage } from '../../../../shared/content.schema.ts';
import { storySchema } from '../../../../shared/story.schema.ts';
import { STORY_MESSAGES } from '../../../../shared/story-types.ts';
import { ApiError } from '../../../api/client.ts';
import { postStory, storyStatus } from '../../../api/stories-api.ts';
import { i18n } from '../../../i18n/i18n.ts';
import type { StoryDetails, StoryDraft } from './story-draft.ts';
import { storyKeys } from '../../../api/story-keys.ts';

export type PostPhase = 'idle' | 'uploading' | 'processing';

/** How often to ask whether the server's job has finished the video; a 15 s clip takes a few seconds. */
const POLL_MS = 1000;
const words = { ns: 'stories' } as const;
/** Status reads that may fail in a row (a blip on a phone network) before posting counts as failed. */
const POLL_FAILURES_ALLOWED = 3;

class VideoFailed extends Error {}

const pause = (ms: number) => new Promise((done) => window.setTimeout(done, ms));

/** Polls the story until the server has trimmed and encoded it; a failed job is the spec's video message. */
async function waitUntilReady(id: string, cancelled: () => boolean) {
  for (let failures = 0; !cancelled(); await pause(POLL_MS)) {
    try {
      const { status } = await storyStatus(id);
      if (status === 'ready') return;
      if (status === 'failed') throw new VideoFailed(STORY_MESSAGES.videoFailed);
      failures = 0;
    } catch (error) {
      if (error instanceof VideoFailed || ++failures > POLL_FAILURES_ALLOWED) throw error;
    }
  }
}

/**
 * Posting a story: storySchema first (its first message as the toast), then the multipart upload with
 * progress, then, for a video, waiting for the server's trim and encode job. Success says 'Story posted!'
 * and opens the poster's stories. Leaving the page cancels the upload and the waiting.
 */
export function usePostStory(userId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PostPhase>('idle');
  const [progress, setProgress] = useState(0);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  const post = useCallback(
    async (draft: StoryDraft, details: StoryDetails) => {
      const parsed = storySchema.safeParse({
        caption: details.caption,
        visibility: details.visibility,
        sticker: details.sticker ?? '',
        stickerX: details.position.x,
        stickerY: details.position.y,
        altText: details.altText,
        ...(draft.kind === 'video' ? { trimStart: draft.trim.start, trimEnd: draft.trim.end } : {}),
      });
      if (!parsed.success) {
        toast.error(i18n.t(firstIssueMessage(parsed.error), words));
        return;
      }
      let cancelled = false;
      setPhase('uploading');
      setProgress(0);
      const upload = postStory(parsed.data, draft.file, setProgress);
      cancel.current = () => {
        cancelled = true;
        upload.abort();
      };
      try {
        const created = await upload.done;
        if (created.status === 'processing') {
          setPhase('processing');
          await waitUntilReady(created.id, () => cancelled);
        }
        if (cancelled) return;
        toast.success(i18n.t(STORY_MESSAGES.posted, words));
        // The rings and the poster's stories, if already read, now miss this one.
        void queryClient.invalidateQueries({ queryKey: storyKeys.all });
        await navigate(`/stories/${userId}`);
      } catch (error) {
        if (cancelled) return;
        console.error('Failed to post story', error);
        const serverSaid = error instanceof VideoFailed || (error instanceof ApiError && error.fromServer);
        toast.error(i18n.t(serverSaid ? (error as Error).message : STORY_MESSAGES.postFailed, words));
        setPhase('idle');
      } finally {
        cancel.current = null;
      }
    },
    [navigate, queryClient, userId],
  );

  return { phase, progress, post };
}
