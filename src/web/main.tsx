import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from './i18n/use-translation.ts';
import { queryClient } from './api/query-client.ts';
import { seedFromFeedBoot } from './api/feed-boot.ts';
import { releaseBootVideoOff } from './components/video/boot-video.ts';
import { TopLayerToaster } from './components/ui/top-layer-toaster.tsx';
import { captureInstallPrompt } from './pwa/install-prompt.ts';
import { followPushNavigation, registerServiceWorker } from './pwa/register-service-worker.ts';
import { AppErrorBoundary } from './routes/error/error-screen.tsx';
import { router } from './router.tsx';
import { AppRouter } from './app-router.tsx';
import { startI18n } from './i18n/i18n.ts';
import { initialLocale } from './i18n/locale.ts';
import './styles.css';

captureInstallPrompt();
seedFromFeedBoot(queryClient);

/** The app's toasts; the container label differs from the bell's "Notifications" so the two never share a name. */
function Toasts() {
  const { t } = useTranslation('common');
  return <TopLayerToaster richColors theme="dark" position="top-center" closeButton containerAriaLabel={t('Alerts')} />;
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The first screen renders in its language: the common words load first (one small chunk, none for English).
// It renders as a transition, which React cuts into slices of a few milliseconds, so a slow phone's first render
// is not one long task that holds back input (issue 53); the commit that follows still paints it in one go.
void startI18n(initialLocale()).then(() => startTransition(() => createRoot(rootElement).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
        <Toasts />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
)));

// Only production builds get the service worker: in dev it would serve stale modules over Vite's HMR.
if (import.meta.env.PROD) registerServiceWorker();
followPushNavigation((path) => router.navigate(path));
// The shell's boot video stands for the first card of the page it came with, and of no other (issue 53).
router.subscribe((state) => releaseBootVideoOff(state.location.pathname));
