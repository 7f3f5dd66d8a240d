import { useTranslation } from '../../i18n/use-translation.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { recoveryApi } from '../../api/account-api.ts';
import { LinkActionPage } from './link-action-page.tsx';
import { RECOVERY_TEXT } from './recovery-text.ts';

/** /auth/passkeys/remove?token=…: the link in a password-reset mail of an account with passkeys (issue 35, M2). */
export function RemovePasskeysPage() {
  const { t } = useTranslation('auth');
  return (
    <LinkActionPage
      title={t(ACCOUNT_MESSAGES.removePasskeysTitle)}
      detail={t(ACCOUNT_MESSAGES.removePasskeysDetail)}
      confirm={t(RECOVERY_TEXT.removePasskeys)}
      busy={t(RECOVERY_TEXT.removing)}
      act={recoveryApi.removePasskeys}
    />
  );
}

/** /auth/email/cancel?token=…: the link in the notice an address change sends to the current address (M3). */
export function CancelEmailChangePage() {
  const { t } = useTranslation('auth');
  return (
    <LinkActionPage
      title={t(ACCOUNT_MESSAGES.cancelEmailChangeTitle)}
      detail={t(ACCOUNT_MESSAGES.cancelEmailChangeDetail)}
      confirm={t(RECOVERY_TEXT.cancelChange)}
      busy={t(RECOVERY_TEXT.cancelling)}
      act={recoveryApi.cancelEmailChange}
    />
  );
}
