import { useTranslation } from '../../i18n/use-translation.ts';
import { useMutation } from '@tanstack/react-query';
import { startAuthentication } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { toast } from '../../components/ui/toast.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { recoveryApi } from '../../api/account-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/form-check.ts';
import { RECOVERY_TEXT } from './recovery-text.ts';
import { useWelcome } from './use-welcome.ts';

/** Browsers without WebAuthn (old ones, some in-app web views) would only show a button that fails. */
const canUsePasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window && Boolean(window.PublicKeyCredential);

/**
 * Sign-in with a passkey alone: no email typed, the browser lists the passkeys it holds for Popreel (they
 * are discoverable), and the one chosen names the account.
 */
async function passkeyCeremony() {
  const optionsJSON = await recoveryApi.passkeyOptions();
  const response = await startAuthentication({ optionsJSON });
  return recoveryApi.signInWithPasskey(response);
}

export function PasskeySignIn() {
  const { t } = useTranslation('auth');
  const welcome = useWelcome();
  const signIn = useMutation({
    mutationFn: passkeyCeremony,
    onSuccess: welcome,
    // A cancelled or timed-out browser prompt is not the server's doing: the general passkey message fits it.
    onError: (error) => toast.error(serverMessage(error, t(ACCOUNT_MESSAGES.passkeyFailed))),
  });
  if (!canUsePasskeys()) return null;

  return (
    <div className="flex flex-col gap-4">
      <p aria-hidden="true" className="flex items-center gap-3 text-xs tracking-wide text-zinc-500 uppercase before:h-px before:flex-1 before:bg-zinc-800 after:h-px after:flex-1 after:bg-zinc-800">
        {t(RECOVERY_TEXT.or)}
      </p>
      <Button variant="secondary" size="lg" className="w-full" disabled={signIn.isPending} onClick={() => signIn.mutate()}>
        <KeyRound aria-hidden="true" className="size-5" />
        {signIn.isPending ? t(RECOVERY_TEXT.passkeyBusy) : t(RECOVERY_TEXT.passkey)}
      </Button>
    </div>
  );
}
