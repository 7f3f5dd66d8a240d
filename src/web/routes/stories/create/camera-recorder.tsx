import { useEffect, useRef } from 'react';
import { Circle, RotateCcw, Square } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RECORDING_LIMIT_LABEL } from './story-draft.ts';
import { formatClock } from '../../../lib/format.ts';
import { useCameraRecorder } from './use-camera-recorder.ts';
import { useObjectUrl } from './use-object-url.ts';

interface CameraRecorderProps {
  /** The finished take, when the person chooses to use it. */
  onUse: (recording: File) => void;
  onFailed: (error: unknown) => void;
  busy: boolean;
}

/** Step 1's camera: live preview, Record/Stop with a timer that stops by itself at 15 s, then Retake or use. */
export function CameraRecorder({ onUse, onFailed, busy }: CameraRecorderProps) {
  const { t } = useTranslation('stories');
  const camera = useCameraRecorder(onFailed);
  const liveRef = useRef<HTMLVideoElement>(null);
  const takeUrl = useObjectUrl(camera.recording);
  const recorded = camera.phase === 'recorded' && camera.recording;

  useEffect(() => {
    if (liveRef.current) liveRef.current.srcObject = camera.stream;
  }, [camera.stream, recorded]);

  const status =
    camera.phase === 'recording'
      ? t('Recording')
      : recorded
        ? camera.stoppedAtLimit
          ? t('Recording stopped at the {{limit}} limit', { limit: RECORDING_LIMIT_LABEL })
          : t('Recording stopped')
        : '';

  return (
    <section aria-label={t('Camera')} className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex min-h-0 flex-1 justify-center">
        <div className="relative aspect-[9/16] h-full max-w-full overflow-hidden rounded-2xl bg-zinc-900">
          {recorded && takeUrl ? (
            <video key="take" src={takeUrl} muted playsInline autoPlay loop aria-label={t('Your recording')} className="absolute inset-0 size-full object-cover" />
          ) : (
            // Mirrored like a mirror, which is what people expect of a front camera; the recording is not.
            <video key="live" ref={liveRef} muted playsInline autoPlay aria-label={t('Camera preview')} className="absolute inset-0 size-full -scale-x-100 object-cover" />
          )}
          {camera.phase === 'starting' ? <Spinner label={t('Opening camera')} className="absolute inset-0" /> : null}
          <p
            role="timer"
            aria-label={t('Recording time')}
            className={`absolute top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 font-mono text-sm font-semibold tabular-nums ${camera.phase === 'recording' ? 'bg-red-600 text-white' : 'bg-black/70 text-white'}`}
          >
            {`${formatClock(camera.elapsed)} / ${RECORDING_LIMIT_LABEL}`}
          </p>
        </div>
      </div>
      <p role="status" className="min-h-5 shrink-0 text-center text-sm text-zinc-300">
        {status}
      </p>
      <div className="flex shrink-0 justify-center gap-3">
        {camera.phase === 'recording' ? (
          <Button variant="danger" size="lg" onClick={camera.stop}>
            <Square aria-hidden="true" className="size-4 fill-current" />
            {t('Stop')}
          </Button>
        ) : recorded ? (
          <>
            <Button variant="secondary" size="lg" onClick={camera.retake} disabled={busy}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('Retake')}
            </Button>
            <Button size="lg" onClick={() => onUse(camera.recording!)} disabled={busy}>
              {t('Use video')}
            </Button>
          </>
        ) : (
          <Button size="lg" onClick={camera.record} disabled={camera.phase !== 'live'}>
            <Circle aria-hidden="true" className="size-4 fill-current" />
            {t('Record')}
          </Button>
        )}
      </div>
    </section>
  );
}
