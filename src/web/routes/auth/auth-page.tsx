import { useTranslation } from '../../i18n/use-translation.ts';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { RETURN_PARAM, safeReturnPath } from '../../auth/return-to.ts';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { msg } from '../../i18n/i18n.ts';
import { AuthForm } from './auth-form.tsx';
import type { AuthMode } from './auth-form-validation.ts';
import { AuthShell, authLinkClass } from './auth-shell.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { RECOVERY_TEXT } from './recovery-text.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

const COPY: Record<AuthMode, { title: string; subtitle: string; switchPrompt: string; switchAction: string }> = {
  signIn: {
    title: msg('Welcome back'),
    subtitle: msg('Sign in to keep watching and creating'),
    switchPrompt: msg("Don't have an account?"),
    switchAction: msg('Sign up'),
  },
  signUp: {
    title: msg('Create an account'),
    subtitle: msg('Join Popreel to share your moments'),
    switchPrompt: msg('Already have an account?'),
    switchAction: msg('Sign in'),
  },
};

/**
 * Spec §2 "Auth screen": sign in and sign up on one page, leaving for / once a session exists, or for the
 * page the visitor was sent here from (decision 028). Every way in (password, two-factor code, passkey, sign-up)
 * stores the session, so this one redirect serves them all; a sign-up without one goes to /welcome (issue 56). Issue 24 adds the code step of two-factor sign-in
 * (on this page, so Back is one tap away), passkeys and the way to a forgotten password.
 */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const { session, loading } = useAuth();
  const [searchParams] = useSearchParams();
  const destination = safeReturnPath(searchParams.get(RETURN_PARAM)) ?? '/';
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [ticket, setTicket] = useState<string | null>(null);
  useDocumentTitle(ticket ? t(RECOVERY_TEXT.twoFactorTitle) : mode === 'signIn' ? t('Sign in') : t('Sign up'));

  if (loading) return <FullScreenSpinner />;
  // A new account with nowhere particular to go first picks what it likes (issue 56); one sent here from a
  // page goes back to it.
  const fresh = mode === 'signUp' && !searchParams.get(RETURN_PARAM);
  if (session) return <Navigate to={fresh ? '/welcome' : destination} replace />;

  if (ticket) {
    return (
      <AuthShell title={t(RECOVERY_TEXT.twoFactorTitle)}>
        <TwoFactorStep ticket={ticket} onBack={() => setTicket(null)} />
      </AuthShell>
    );
  }

  const copy = COPY[mode];
  return (
    <AuthShell title={t(copy.title)} subtitle={t(copy.subtitle)}>
      {/* Keyed by mode so switching starts from a clean form and a fresh request state. */}
      <div className="flex flex-col gap-4">
        <AuthForm key={mode} mode={mode} onChallenge={setTicket} />
        {mode === 'signIn' ? (
          <Link to="/auth/forgot" className={`${authLinkClass} self-end text-sm`}>
            {t(ACCOUNT_MESSAGES.forgotPassword)}
          </Link>
        ) : null}
      </div>
      {mode === 'signIn' ? <PasskeySignIn /> : null}
      <p className="text-center text-sm text-zinc-400">
        {t(copy.switchPrompt)}{' '}
        <button
          type="button"
          onClick={() => setMode(mode === 'signIn' ? 'signUp' : 'signIn')}
          className="rounded font-semibold text-pink-400 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-pink-400"
        >
          {t(copy.switchAction)}
        </button>
      </p>
    </AuthShell>
  );
}
