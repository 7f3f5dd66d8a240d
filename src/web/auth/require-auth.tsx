import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { useAuth } from './auth-provider.tsx';

/** Spec §6: visitors of signed-in screens go to /auth; a spinner shows until the session is known. */
export function RequireAuth() {
  const { session, loading } = useAuth();
  if (loading) return <FullScreenSpinner />;
  if (!session) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
