import { useState } from 'react';
import { Navigate } from 'react-router';
import { APP_NAME } from '../../../shared/constants.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { AuthFooter } from './auth-footer.tsx';
import { AuthForm } from './auth-form.tsx';
import type { AuthMode } from './auth-form-validation.ts';

const COPY: Record<AuthMode, { title: string; subtitle: string; switchPrompt: string; switchAction: string }> = {
  signIn: {
    title: 'Welcome back',
    subtitle: 'Sign in to keep watching and creating',
    switchPrompt: "Don't have an account?",
    switchAction: 'Sign up',
  },
  signUp: {
    title: 'Create an account',
    subtitle: 'Join Popreel to share your moments',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
  },
};

/** Spec §2 "Auth screen": sign in and sign up on one page, leaving for / once a session exists. */
export function AuthPage() {
  const { session, loading } = useAuth();
  const [mode, setMode] = useState<AuthMode>('signIn');
  useDocumentTitle(mode === 'signIn' ? 'Sign in' : 'Sign up');

  if (loading) return <FullScreenSpinner />;
  if (session) return <Navigate to="/" replace />;

  const copy = COPY[mode];
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-zinc-950 via-black to-zinc-950 px-4">
      <main className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center gap-8 py-10">
        <header className="flex flex-col items-center gap-3 text-center">
          <img src="/logo.svg" alt="" width={56} height={56} className="size-14" />
          <p className="text-2xl font-black tracking-tight text-pink-500">{APP_NAME}</p>
          <h1 className="text-3xl font-bold text-zinc-50">{copy.title}</h1>
          <p className="text-sm text-zinc-400">{copy.subtitle}</p>
        </header>
        {/* Keyed by mode so switching starts from a clean form and a fresh request state. */}
        <AuthForm key={mode} mode={mode} />
        <p className="text-center text-sm text-zinc-400">
          {copy.switchPrompt}{' '}
          <button
            type="button"
            onClick={() => setMode(mode === 'signIn' ? 'signUp' : 'signIn')}
            className="rounded font-semibold text-pink-400 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-pink-400"
          >
            {copy.switchAction}
          </button>
        </p>
      </main>
      <AuthFooter />
    </div>
  );
}
