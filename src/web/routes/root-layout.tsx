import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider, useAuth } from '../auth/auth-provider.tsx';
import { BannedBanner } from '../auth/banned-banner.tsx';
import { useSearchShortcut } from '../hooks/use-search-shortcut.ts';
import { usePushPromptOffered } from '../pwa/push-prompt-offer.ts';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';

// Push code loads when it is needed (an offer, a few seconds after start), not with the first screen.
const PushPrompt = lazy(() => import('../pwa/push-prompt.tsx').then((module) => ({ default: module.PushPrompt })));

function PushPromptWhenOffered() {
  return usePushPromptOffered() ? (
    <Suspense fallback={null}>
      <PushPrompt />
    </Suspense>
  ) : null;
}

/** `/` opens search on every screen, but only for a signed-in user: visitors cannot search. */
function SearchShortcut() {
  useSearchShortcut(Boolean(useAuth().user));
  return null;
}

/** After the server's push key changed (decision 044), this browser subscribes again by itself, after the first screen. */
function PushKeyRenewal() {
  const signedIn = Boolean(useAuth().user);
  useEffect(() => {
    // Only a browser that already allowed notifications can hold a subscription to renew.
    if (!signedIn || !('Notification' in window) || Notification.permission !== 'granted') return;
    const renew = () => import('../pwa/push-device.ts').then((push) => push.renewPushIfKeyChanged());
    const timer = setTimeout(() => void renew().catch(() => undefined), 5000);
    return () => clearTimeout(timer);
  }, [signedIn]);
  return null;
}

/** Every screen sits inside the session, which needs the router to send signed-out users to /auth. */
export function RootLayout() {
  return (
    <AuthProvider>
      {/* A part that needs another area's words waits for them here rather than blanking the page. */}
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
      <BannedBanner />
      <SearchShortcut />
      <PushPromptWhenOffered />
      <PushKeyRenewal />
      <ScrollRestoration />
    </AuthProvider>
  );
}
