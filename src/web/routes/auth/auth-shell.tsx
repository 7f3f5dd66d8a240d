import { useTranslation } from '../../i18n/use-translation.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/constants.ts';
import { AuthFooter } from './auth-footer.tsx';
import { RECOVERY_TEXT } from './recovery-text.ts';

/**
 * The frame of every /auth screen: logo, name, the step's heading and subtitle, then its form, a way back to
 * sign in where the screen is a detour from it (forgot, reset), then the legal footer.
 */
export function AuthShell({ title, subtitle, backToSignIn = false, children }: { title: string; subtitle?: ReactNode; backToSignIn?: boolean; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-zinc-950 via-black to-zinc-950 px-4">
      <main className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center gap-8 py-10">
        <header className="flex flex-col items-center gap-3 text-center">
          <img src="/logo.svg" alt="" width={56} height={56} className="size-14" />
          <p className="text-2xl font-black tracking-tight text-pink-500">{APP_NAME}</p>
          <h1 className="text-3xl font-bold text-zinc-50">{title}</h1>
          {subtitle ? <p className="text-sm text-zinc-400">{subtitle}</p> : null}
        </header>
        {children}
        {backToSignIn ? (
          <Link to="/auth" className={`${authLinkClass} self-center text-sm`}>
            {t(RECOVERY_TEXT.backToSignIn)}
          </Link>
        ) : null}
      </main>
      <AuthFooter />
    </div>
  );
}

/** A quiet text link under an /auth form (back to sign in, forgot password). */
export const authLinkClass = 'rounded font-semibold text-pink-400 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-pink-400';
