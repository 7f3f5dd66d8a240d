import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { VIDEO_LANGUAGE_NAMES, VIDEO_LANGUAGES } from '../../../../shared/video-language.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AccountSection } from '../account/account-section.tsx';
import { ACCOUNT_TEXT } from '../account/account-text.ts';
import { InlineError } from '../audience/inline-error.tsx';
import { useFeedLanguages } from './use-feed-languages.ts';

/**
 * Settings' "For You languages" (issue 39, decision 048): a checkbox per language. None checked shows every
 * language; videos whose language is unknown show whatever is checked.
 */
export function FeedLanguagesSection({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const { languages, save, chosen, toggle, error } = useFeedLanguages(userId);
  const hintId = useId();
  return (
    <AccountSection title={t('For You languages')}>
      <QueryState
        query={languages}
        look="box"
        text={{ loading: t('Loading languages'), failed: t('Could not load your languages.'), retry: t(ACCOUNT_TEXT.retry) }}
        children={() => (
          <fieldset aria-describedby={hintId} className="flex flex-col gap-2">
            <legend className="sr-only">{t('For You languages')}</legend>
            <p id={hintId} className="text-sm text-zinc-400">
              {t('Show videos in these languages. None checked: every language.')}
            </p>
            {VIDEO_LANGUAGES.map((language) => (
              <label key={language} className="flex items-center justify-between gap-3 rounded-lg bg-zinc-900 px-3 py-2">
                <span lang={language} className="font-medium">
                  {VIDEO_LANGUAGE_NAMES[language]}
                </span>
                <input
                  type="checkbox"
                  checked={chosen.includes(language)}
                  disabled={save.isPending}
                  onChange={(event) => toggle(language, event.target.checked)}
                  className="size-5 shrink-0 accent-pink-600"
                />
              </label>
            ))}
            <InlineError message={error} />
          </fieldset>
        )}
      />
    </AccountSection>
  );
}
