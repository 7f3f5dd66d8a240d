import { useTranslation } from '../../i18n/use-translation.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { UPLOAD_UI_TEXT } from '../../../shared/creator-messages.ts';
import { UploadForm } from './upload-form.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { UploadResult } from './upload-result.tsx';
import { useVideoUpload } from './use-video-upload.ts';

/** Spec §2 "Upload" (/upload), signed-in only. */
export function UploadPage() {
  const { t } = useTranslation('upload');
  useDocumentTitle(t(UPLOAD_UI_TEXT.title));
  const { user } = useAuth();
  const { state, start, retry, reset } = useVideoUpload();
  const busy = state.phase === 'uploading' || state.phase === 'processing';

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={t(UPLOAD_UI_TEXT.title)} back={{ to: '/', label: t('Back to feed') }} />
      <main className="mx-auto flex max-w-lg flex-col gap-6 p-4">
        {state.phase === 'done' && state.result ? (
          <>
            <UploadProgress state={state} onRetry={() => void retry()} />
            <UploadResult result={state.result} profileId={user?.id ?? ''} onAnother={reset} />
          </>
        ) : (
          <>
            <UploadForm busy={busy} onSubmit={(fields, file, captions) => void start(fields, file, captions)} onReset={reset} />
            <UploadProgress state={state} onRetry={() => void retry()} />
          </>
        )}
      </main>
    </div>
  );
}
