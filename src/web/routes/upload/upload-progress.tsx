import { RotateCcw } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { i18n } from '../../i18n/i18n.ts';
import type { UploadState } from './use-video-upload.ts';
import { RESUMABLE_UPLOAD_MESSAGES } from '../../../shared/resumable-uploads.ts';

const words = { ns: 'upload' } as const;

function stageLabel({ phase, progress, bytePercent, interrupted }: UploadState): string {
  if (phase === 'uploading' && interrupted) return i18n.t(RESUMABLE_UPLOAD_MESSAGES.interrupted, { ns: 'shared' });
  if (phase === 'uploading') return i18n.t('Uploading… {{percent}}% sent', { ...words, percent: bytePercent });
  if (phase === 'done') return i18n.t('Done', words);
  if (progress >= 90) return i18n.t('Finishing…', words);
  if (progress >= 60) return i18n.t('Generating AI caption…', words);
  return i18n.t('Processing video…', words);
}

/** The bar of spec §4 "Upload", or the processing failure with its reason and a Retry button. */
export function UploadProgress({ state, onRetry }: { state: UploadState; onRetry: () => void }) {
  const { t } = useTranslation('upload');
  if (state.phase === 'idle') return null;
  if (state.phase === 'failed') {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-500/40 bg-red-950/40 p-4">
        <p className="font-semibold text-red-300">{t('Processing failed')}</p>
        <p className="text-sm text-zinc-300">{state.failureReason}</p>
        <Button variant="secondary" size="sm" onClick={onRetry} className="self-start">
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('Retry')}
        </Button>
      </div>
    );
  }
  const label = stageLabel(state);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span aria-live="polite" className="text-zinc-300">
          {label}
        </span>
        <span data-testid="upload-percent" className="font-semibold tabular-nums">
          {state.progress}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('Upload progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.progress}
        aria-valuetext={`${state.progress}% — ${label}`}
        className="h-2 overflow-hidden rounded-full bg-zinc-800"
      >
        <div className="h-full rounded-full bg-pink-500 transition-[width] duration-300" style={{ width: `${state.progress}%` }} />
      </div>
    </div>
  );
}
