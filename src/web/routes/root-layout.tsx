import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider, useAuth } from '../auth/auth-provider.tsx';
import { BannedBanner } from '../auth/banned-banner.tsx';
import { useSearchShortcut } from '../hooks/use-search-shortcut.ts';

/** `/` opens search on every screen, but only for a signed-in user: visitors cannot search. */
function SearchShortcut() {
  useSearchShortcut(Boolean(useAuth().user));
  return null;
}

/** Every screen sits inside the session, which needs the router to send signed-out users to /auth. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <BannedBanner />
      <SearchShortcut />
      <ScrollRestoration />
    </AuthProvider>
  );
}
