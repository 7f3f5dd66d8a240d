import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { toast } from '../../../components/ui/toast.ts';
import { STORY_TRIM_MAX_SECONDS, TRIM_STEP_SECONDS } from '../../../../shared/constants.ts';
import { STORY_MESSAGES } from '../../../../shared/story-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { RangeVideo } from './range-video.tsx';
import { lastPoint, moveEnd, moveStart, type TrimRange } from './story-draft.ts';
import { useObjectUrl } from './use-object-url.ts';

interface VideoTrimStepProps {
  file: File;
  /** Seconds, measured on step 1 (a recording's own header does not say). */
  duration: number;
  value: TrimRange;
  onChange: (value: TrimRange) => void;
  onNext: () => void;
  onFailed: () => void;
}

const seconds = (value: number) => i18n.t('{{value}} s', { ns: 'stories', value: value.toFixed(1) });

/**
 * Step 2 for a video: start and end sliders on 0.1 s steps, never more than 15 s apart and never past the
 * end, over a preview that plays just that range. Moving one end past the limit drags the other along.
 */
export function VideoTrimStep({ file, duration, value, onChange, onNext, onFailed }: VideoTrimStepProps) {
  const { t } = useTranslation('stories');
  const url = useObjectUrl(file);
  const [moved, setMoved] = useState<'start' | 'end'>('start');
  const startId = useId();
  const endId = useId();
  const max = lastPoint(duration);

  const videoFailed = () => {
    toast.error(t(STORY_MESSAGES.videoFailed));
    onFailed();
  };

  const slider = (id: string, label: string, which: 'start' | 'end') => (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <label htmlFor={id} className="font-medium text-zinc-300">
          {label}
        </label>
        <span aria-hidden="true" className="tabular-nums">
          {seconds(value[which])}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={max}
        step={TRIM_STEP_SECONDS}
        value={value[which]}
        aria-valuetext={seconds(value[which])}
        onChange={(event) => {
          const next = Number(event.target.value);
          setMoved(which);
          onChange(which === 'start' ? moveStart(value, next, duration) : moveEnd(value, next, duration));
        }}
        className="w-full accent-pink-500"
      />
    </div>
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <div className="relative min-h-64 flex-1 overflow-hidden rounded-2xl bg-zinc-900">
        {url ? (
          <RangeVideo url={url} range={value} label={t('Trim preview')} onError={videoFailed} seekTo={moved === 'end' ? Math.max(value.start, value.end - 1) : undefined} />
        ) : (
          <Spinner label={t('Loading video')} className="absolute inset-0" />
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-3">
        {slider(startId, t('Trim start'), 'start')}
        {slider(endId, t('Trim end'), 'end')}
        <p className="text-center text-sm text-zinc-300">
          {t('Story length {{length}} of at most {{max}} s', { length: seconds(value.end - value.start), max: STORY_TRIM_MAX_SECONDS })}
        </p>
      </div>
      <Button size="lg" onClick={onNext} className="shrink-0">
        {t('Next')}
      </Button>
    </div>
  );
}
