import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { toast } from 'sonner';
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '../../../../shared/i18n/locales.ts';
import type { Me } from '../../../auth/session-api.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { changeLanguage } from '../../../i18n/i18n.ts';
import { browserLocale, rememberLocale } from '../../../i18n/locale.ts';
import { accountLanguageApi } from './account-language-api.ts';
import { sessionKeys } from '../../../api/session-keys.ts';

/** The select's value for "follow the browser" (the account's null). */
const BROWSER = '';

/**
 * Settings' "Language" (issue 39, decision 049): the browser's languages, or one chosen for the account. The
 * choice is stored with the account, so it follows the person to every device and reaches the mails and pushes
 * the server writes; this browser switches at once and remembers it for its next start.
 */
export function LanguageSection() {
  const { t } = useTranslation('languages');
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const hintId = useId();
  const save = useMutation({
    mutationFn: (locale: Locale | null) => accountLanguageApi.set(locale),
    onSuccess: async ({ locale }) => {
      queryClient.setQueryData<Me | null>(sessionKeys.me, (me) => (me ? { ...me, locale } : me));
      rememberLocale(locale);
      await changeLanguage(locale ?? browserLocale());
    },
    onError: (error) => toast.error(error.message),
  });
  const chosen = save.isPending ? save.variables : (session?.locale ?? null);
  return (
    <section aria-labelledby={`${hintId}-title`} className="flex flex-col gap-2">
      <h2 id={`${hintId}-title`} className="text-lg font-semibold">
        {t('Language')}
      </h2>
      <label className="flex flex-col gap-1 rounded-lg bg-zinc-900 px-3 py-3">
        <span className="font-medium">{t('Popreel’s language')}</span>
        <span id={hintId} className="text-sm text-zinc-300">
          {t('Used on every device you sign in on, and in the emails and notifications Popreel sends you.')}
        </span>
        <select
          aria-describedby={hintId}
          value={chosen ?? BROWSER}
          disabled={save.isPending}
          onChange={(event) => save.mutate(isLocale(event.target.value) ? event.target.value : null)}
          className="mt-2 rounded-md bg-zinc-800 px-3 py-2 text-zinc-100"
        >
          <option value={BROWSER}>{t('Browser default')}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
