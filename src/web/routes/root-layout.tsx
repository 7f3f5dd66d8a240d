import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../auth/auth-provider.tsx';
import { BannedBanner } from '../auth/banned-banner.tsx';

/** Every screen sits inside the session, which needs the router to send signed-out users to /auth. */
export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <BannedBanner />
      <ScrollRestoration />
    </AuthProvider>
  );
}
