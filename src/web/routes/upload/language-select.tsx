import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { detectLanguage, VIDEO_LANGUAGE_NAMES, VIDEO_LANGUAGES, type VideoLanguage } from '../../../shared/video-language.ts';

const selectClasses =
  'rounded-lg border border-zinc-700 bg-zinc-900 px-3 py-2 text-base text-zinc-50 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60 disabled:opacity-60';

/** What the upload sends: the language picked, else the one the caption reads as, else none (the server then knows none either). */
export function uploadLanguage(picked: VideoLanguage | null, caption: string): VideoLanguage | null {
  return picked ?? detectLanguage(caption);
}

/**
 * The video's language (issue 39, decision 048). Until the uploader picks one it follows the caption as they
 * type (detectLanguage, the server's own default); once picked, it stays. "Detect from caption" goes back to
 * following it, and is what shows while the caption says nothing.
 */
export function LanguageSelect({ caption, picked, onPick, disabled }: { caption: string; picked: VideoLanguage | null; onPick: (language: VideoLanguage | null) => void; disabled?: boolean }) {
  const { t } = useTranslation('upload');
  const id = useId();
  const shown = uploadLanguage(picked, caption);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-300">
        {t('Language')}
      </label>
      <select
        id={id}
        value={shown ?? ''}
        onChange={(event) => onPick((event.target.value || null) as VideoLanguage | null)}
        disabled={disabled}
        aria-describedby={picked === null && shown !== null ? `${id}-hint` : undefined}
        className={selectClasses}
      >
        {/* First and enabled: a form Reset selects it, as Reset's state (nothing typed, nothing picked) does. */}
        <option value="">{t('Detect from caption')}</option>
        {VIDEO_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {VIDEO_LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      {picked === null && shown !== null ? (
        <p id={`${id}-hint`} className="text-sm text-zinc-400">
          {t('Detected from your caption until you choose')}
        </p>
      ) : null}
    </div>
  );
}
