import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CAPTION_LANGUAGES, captionLanguageName } from './caption-language.ts';

const selectClasses =
  'rounded-lg border border-zinc-700 bg-zinc-900 px-3 py-2 text-base text-zinc-50 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60 disabled:opacity-60';

/** The language of a caption track, named in the app's language; a value outside the list (a track's own) is kept. */
export function CaptionLanguageSelect({ value, onChange, disabled, label }: { value: string; onChange: (language: string) => void; disabled?: boolean; label?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const languages: readonly string[] = CAPTION_LANGUAGES.includes(value as (typeof CAPTION_LANGUAGES)[number]) ? CAPTION_LANGUAGES : [value, ...CAPTION_LANGUAGES];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-300">
        {label ?? t('Captions language')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} className={selectClasses}>
        {languages.map((language) => (
          <option key={language} value={language}>
            {captionLanguageName(language)}
          </option>
        ))}
      </select>
    </div>
  );
}
