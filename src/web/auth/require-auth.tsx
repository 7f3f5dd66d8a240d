import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from '../components/ui/toast.ts';
import { AUTH_MESSAGES } from '../../shared/messages.ts';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from './auth-provider.tsx';
import { signInPathFor } from './return-to.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * A deep link to a signed-in screen (a shared /admin/reports or /chat link) says why it lands on sign-in;
 * the home page does not, since that is where every first visit starts.
 */
function SignInFirst({ explain, to }: { explain: boolean; to: string }) {
  useEffect(() => {
    if (explain) toast.info(i18n.t(AUTH_MESSAGES.signInRequired), { id: 'sign-in-required' });
  }, [explain]);
  return <Navigate to={to} replace />;
}

/**
 * Spec §6: visitors of signed-in screens go to /auth; a spinner shows until the session is known. /auth is
 * told the page asked for, and returns there once signed in (decision 028); a session ended here (sign-out,
 * deletion) starts over from the home page instead.
 */
export function RequireAuth() {
  const { session, loading, endedHere } = useAuth();
  const location = useLocation();
  if (loading) return <FullScreenSpinner />;
  if (!session) return <SignInFirst explain={location.pathname !== '/' && !endedHere} to={endedHere ? '/auth' : signInPathFor(location)} />;
  return <Outlet />;
}
