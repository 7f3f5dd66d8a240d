import { useEffect } from 'react';
import { APP_NAME } from '../../shared/constants.ts';

/** Names the browser tab (and the page for screen readers arriving on it) after the screen shown. */
export function useDocumentTitle(screen?: string): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${APP_NAME}` : APP_NAME;
  }, [screen]);
}
