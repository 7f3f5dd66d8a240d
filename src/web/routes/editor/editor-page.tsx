import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../components/ui/toast.ts';
import { EDITOR_MESSAGES } from '../../../shared/sound-types.ts';
import { editorApi } from '../../api/editor-api.ts';
import { ApiError } from '../../api/client.ts';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { EditorScreen } from './editor-screen.tsx';
import { editorKeys } from '../../api/editor-keys.ts';

/** The source file is fetched whole: the export reads it, and the preview plays it without another download. */
async function fetchSourceFile(url: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`the video answered ${response.status}`);
  return response.blob();
}

/**
 * /edit/{videoId} (spec §2 "Video editor"): the owner's video, or a way out. A stranger hears 'You can only
 * edit your own videos' (the server's own words); any other failure 'Failed to load video'; both return to /.
 */
export function EditorPage() {
  const { t } = useTranslation('editor');
  const { videoId = '' } = useParams();
  const navigate = useNavigate();
  const source = useQuery({ queryKey: editorKeys.source(videoId), queryFn: ({ signal }) => editorApi.source(videoId, signal), retry: false, gcTime: 0 });
  const file = useQuery({
    queryKey: editorKeys.file(videoId),
    queryFn: ({ signal }) => fetchSourceFile(source.data!.videoUrl, signal),
    enabled: Boolean(source.data),
    retry: 1,
    gcTime: 0,
    staleTime: Infinity,
  });
  const error = source.error ?? file.error;

  useEffect(() => {
    if (!error) return;
    const refused = error instanceof ApiError && error.status === 403;
    toast.error(t(refused ? error.message || EDITOR_MESSAGES.notOwner : EDITOR_MESSAGES.loadVideoFailed));
    void navigate('/', { replace: true });
  }, [error, navigate, t]);

  if (!source.data || !file.data) return <FullScreenSpinner />;
  return <EditorScreen source={source.data} file={file.data} />;
}
