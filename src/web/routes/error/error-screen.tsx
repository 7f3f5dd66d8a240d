import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ERROR_SCREEN_TEXT } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';

/** Spec §2 top-level error screen. A full reload is the one recovery that works for any broken state. */
export function ErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-zinc-950 px-6 text-center text-zinc-100">
      <h1 className="text-2xl font-bold">{t(ERROR_SCREEN_TEXT.title)}</h1>
      <p className="max-w-sm text-zinc-400">{t(ERROR_SCREEN_TEXT.body)}</p>
      <Button onClick={() => window.location.reload()}>{t(ERROR_SCREEN_TEXT.button)}</Button>
    </main>
  );
}

/** The router's errorElement: render and loader errors of any screen land here. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Screen failed', error);
  }, [error]);
  return <ErrorScreen />;
}

/** Catches what the router cannot: failures in providers mounted above it. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Popreel failed', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
