import { useTranslation } from '../../../i18n/use-translation.ts';
import { useId } from 'react';
import { PRIVACY_TEXT } from '../../../audience-text.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AccountSection } from '../account/account-section.tsx';
import { ACCOUNT_TEXT } from '../account/account-text.ts';
import { InlineError } from './inline-error.tsx';
import type { usePrivacy } from './use-privacy.ts';

/**
 * Settings' Privacy (issue 38): the Private account switch, a native checkbox with role="switch" so keyboard
 * and screen readers get on/off for free, its explanation tied to it, and what changed said politely.
 */
export function PrivacySection({ privacy: { privacy, save, change, isPrivate, error } }: { privacy: ReturnType<typeof usePrivacy> }) {
  const { t } = useTranslation('settings');
  const switchId = useId();
  const hintId = useId();
  return (
    <AccountSection title={t(PRIVACY_TEXT.title)}>
      <QueryState
        query={privacy}
        look="box"
        text={{ loading: t('Loading privacy setting'), failed: t(PRIVACY_TEXT.loadFailed), retry: t(ACCOUNT_TEXT.retry) }}
        children={() => (
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-3">
              <label htmlFor={switchId} className="font-medium">
                {t(PRIVACY_TEXT.privateAccount)}
              </label>
              <input
                id={switchId}
                type="checkbox"
                role="switch"
                aria-describedby={hintId}
                checked={isPrivate}
                disabled={save.isPending}
                onChange={(event) => change(event.target.checked)}
                className="size-6 shrink-0 accent-pink-600"
              />
            </div>
            <p id={hintId} className="text-sm text-zinc-400">
              {t(PRIVACY_TEXT.privateHint)}
            </p>
            <p aria-live="polite" className="sr-only">
              {save.isSuccess ? (save.data.privateAccount ? t(PRIVACY_TEXT.nowPrivate) : t(PRIVACY_TEXT.nowPublic)) : ''}
            </p>
            <InlineError message={error} />
          </div>
        )}
      />
    </AccountSection>
  );
}
