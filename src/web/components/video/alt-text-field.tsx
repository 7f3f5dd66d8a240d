import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ALT_TEXT_MAX } from '../../../shared/captions.ts';

const fieldClasses =
  'rounded-lg border border-zinc-700 bg-zinc-900 px-3 py-2 text-base text-zinc-50 placeholder:text-zinc-500 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60 disabled:opacity-60';

/**
 * "Alt text" (issue 41): what the video or story shows, for people who cannot see it. It becomes the
 * `<video>`'s accessible name and the thumbnail's alt. Upload, Edit video and Create Story share it.
 */
export function AltTextField({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-zinc-300">
          {t('Alt text')}
        </label>
        <span id={`${id}-count`} className="text-sm text-zinc-300 tabular-nums">{`${value.length}/${ALT_TEXT_MAX}`}</span>
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, ALT_TEXT_MAX))}
        rows={2}
        maxLength={ALT_TEXT_MAX}
        disabled={disabled}
        aria-describedby={`${id}-hint ${id}-count`}
        className={fieldClasses}
      />
      <p id={`${id}-hint`} className="text-sm text-zinc-400">
        {t('Describe what it shows for people who cannot see it.')}
      </p>
    </div>
  );
}
