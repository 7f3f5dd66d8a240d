/**
 * react-i18next imports useSyncExternalStore from the `use-sync-external-store/shim` package, which exists for
 * React 17 and older; React 19 has it built in. The build points that import here (vite.config.ts), so the
 * first load does not carry a second copy of a hook React already ships.
 */
export { useSyncExternalStore } from 'react';
