import { RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import type { UploadState } from './use-video-upload.ts';

function stageLabel({ phase, progress, bytePercent }: UploadState): string {
  if (phase === 'uploading') return `Uploading… ${bytePercent}% sent`;
  if (phase === 'done') return 'Done';
  if (progress >= 90) return 'Finishing…';
  if (progress >= 60) return 'Generating AI caption…';
  return 'Processing video…';
}

/** The bar of spec §4 "Upload", or the processing failure with its reason and a Retry button. */
export function UploadProgress({ state, onRetry }: { state: UploadState; onRetry: () => void }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'failed') {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-500/40 bg-red-950/40 p-4">
        <p className="font-semibold text-red-300">Processing failed</p>
        <p className="text-sm text-zinc-300">{state.failureReason}</p>
        <Button variant="secondary" size="sm" onClick={onRetry} className="self-start">
          <RotateCcw aria-hidden="true" className="size-4" />
          Retry
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
        aria-label="Upload progress"
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
