import { useTranslation } from '../../i18n/use-translation.ts';
import { useCallback } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { AUTH_MESSAGES } from '../../../shared/messages.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import type { SignedIn } from '../../auth/session-api.ts';

/**
 * Every way in (password, code, passkey) ends here: greet, and store the session so /auth moves on to the
 * feed, or to the page the visitor was sent from. Signing in during the deletion grace period cancels the deletion, and the greeting says so.
 */
export function useWelcome(): (signedIn: SignedIn) => void {
  const { t } = useTranslation('auth');
  const { setSession } = useAuth();
  return useCallback(
    ({ deletionCancelled: deletionCancelled, ...me }: SignedIn) => {
      toast.success(deletionCancelled ? t(ACCOUNT_MESSAGES.deletionCancelled) : t(AUTH_MESSAGES.signInSuccess));
      setSession(me);
    },
    [setSession, t],
  );
}
