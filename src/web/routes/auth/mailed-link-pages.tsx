import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { recoveryApi } from '../../api/account-api.ts';
import { LinkActionPage } from './link-action-page.tsx';
import { RECOVERY_TEXT } from './recovery-text.ts';

/** /auth/passkeys/remove?token=…: the link in a password-reset mail of an account with passkeys (issue 35, M2). */
export function RemovePasskeysPage() {
  return (
    <LinkActionPage
      title={ACCOUNT_MESSAGES.removePasskeysTitle}
      detail={ACCOUNT_MESSAGES.removePasskeysDetail}
      confirm={RECOVERY_TEXT.removePasskeys}
      busy={RECOVERY_TEXT.removing}
      act={recoveryApi.removePasskeys}
    />
  );
}

/** /auth/email/cancel?token=…: the link in the notice an address change sends to the current address (M3). */
export function CancelEmailChangePage() {
  return (
    <LinkActionPage
      title={ACCOUNT_MESSAGES.cancelEmailChangeTitle}
      detail={ACCOUNT_MESSAGES.cancelEmailChangeDetail}
      confirm={RECOVERY_TEXT.cancelChange}
      busy={RECOVERY_TEXT.cancelling}
      act={recoveryApi.cancelEmailChange}
    />
  );
}
