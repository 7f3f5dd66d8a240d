import { useAuth } from '../../auth/auth-provider.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { EDITOR_MESSAGES, type EditMode } from '../../../shared/sound-types.ts';
import { editorApi, type EditSource, type VideoEdit } from '../../api/editor-api.ts';
import { videosApi } from '../../api/videos-api.ts';
import { i18n } from '../../i18n/i18n.ts';
import { toRecipe, type EditState } from './use-edit-recipe.ts';
import { exportEdit } from './engine/index.ts';
import { feedKeys } from '../../api/feed-keys.ts';

export type ExportPhase = 'ready' | 'processing' | 'done';

/** The bar's share of each stage: rendering in the browser, sending the file, the server's transcode. */
const RENDER_SHARE = 85;
const UPLOAD_SHARE = 10;
const POLL_MS = 1000;

async function settled(editId: string, signal: AbortSignal): Promise<VideoEdit> {
  for (;;) {
    const edit = await editorApi.status(editId, signal);
    if (edit.status !== 'processing') return edit;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    signal.throwIfAborted();
  }
}

/**
 * Export → upload → the server's transcode, as one progress bar from 0 to 100 (spec §4 "Editor"). A failure
 * at any stage says 'Failed to export video' (or 'Failed to load video processor' when no engine loads) and
 * leaves nothing half-saved: a new post whose processing failed is deleted again.
 */
export function useEditExport(source: EditSource, file: Blob, edit: EditState) {
  const [phase, setPhase] = useState<ExportPhase>('ready');
  const [progress, setProgress] = useState(0);
  const [mode, setMode] = useState<EditMode | null>(null);
  const abort = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useAuth().user?.id;

  const run = useCallback(
    /** `draft`: a new post saved to the Drafts tab (issue 42) rather than posted. */
    async (chosen: EditMode, draft = false) => {
      const controller = new AbortController();
      abort.current = controller;
      setMode(chosen);
      setPhase('processing');
      setProgress(0);
      let posted: string | null = null;
      try {
        const { blob } = await exportEdit(file, toRecipe(edit), {
          signal: controller.signal,
          onProgress: (percent) => setProgress(Math.round((percent * RENDER_SHARE) / 100)),
        });
        const upload = editorApi.submit(
          source.id,
          chosen,
          edit.music?.sound.id ?? null,
          blob,
          (fraction) => setProgress(RENDER_SHARE + Math.round(fraction * UPLOAD_SHARE)),
          draft,
        );
        controller.signal.addEventListener('abort', upload.abort);
        const submitted = await upload.done;
        if (chosen === 'new') posted = submitted.resultVideoId;
        const done = await settled(submitted.id, controller.signal);
        if (done.status !== 'ready') throw new Error(done.statusReason ?? 'the edit failed on the server');
        setProgress(100);
        setPhase('done');
        // Both feeds and the single-video read show the edited file and sound from now on.
        await queryClient.resetQueries({ queryKey: feedKeys.all });
        queryClient.removeQueries({ queryKey: feedKeys.video(source.id) });
        if (draft && userId) {
          toast.success(i18n.t('Saved to drafts', { ns: 'editor' }));
          void navigate(`/profile/${userId}?tab=drafts`);
          return;
        }
        toast.success(i18n.t(chosen === 'replace' ? EDITOR_MESSAGES.videoUpdated : EDITOR_MESSAGES.savedAsNew, { ns: 'editor' }));
        void navigate('/');
      } catch (error) {
        if (posted) await videosApi.remove(posted).catch(() => undefined);
        setPhase('ready');
        setProgress(0);
        if (controller.signal.aborted) return;
        console.error('Export failed', error);
        toast.error(i18n.t((error as Error).name === 'ProcessorLoadError' ? EDITOR_MESSAGES.loadProcessorFailed : EDITOR_MESSAGES.exportFailed, { ns: 'editor' }));
      }
    },
    [edit, file, navigate, queryClient, source.id, userId],
  );

  // Leaving the editor stops an export in flight rather than saving behind the owner's back.
  useEffect(() => () => abort.current?.abort(), []);
  const cancel = useCallback(() => abort.current?.abort(), []);
  return { phase, progress, mode, run, cancel };
}

export type EditExport = ReturnType<typeof useEditExport>;
