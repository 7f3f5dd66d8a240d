import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../src/shared/screen-preloads.ts';
import { FIRST_LOAD_ROUTE } from './route-budgets.ts';
import { pageLoads } from './vite-route-budgets.ts';

/** `{ path: 'search', lazy: withWords(…, () => import('./routes/search/search-page.tsx')` in the router. */
const LAZY_ROUTE = /path: '([^']+)',\s*lazy: withWords\(.*?\(\) => import\('(\.\/routes\/[^']+)'\)/g;

export function lazyRoutes(routerSource: string): Array<{ path: string; module: string }> {
  return [...routerSource.matchAll(LAZY_ROUTE)].map(([, path = '', module = '']) => ({ path, module }));
}

/**
 * Writes route-preloads.json: for each screen of the router, the files it loads beyond every page's (the same
 * reckoning as the route budgets, pageLoads). The server names them as modulepreloads in the page it sends for
 * that path (issue 53), so a screen opened directly fetches its code with the entry's, not one round trip
 * later when the router has asked for it. Read from the router's own source, so the list cannot disagree with it.
 */
export function routePreloads(webRoot: string): Plugin {
  return {
    name: 'popreel-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { chunkHolding, screenFiles } = pageLoads(bundle, resolve(webRoot, '../..', FIRST_LOAD_ROUTE));
      const routes: RoutePreload[] = [];
      for (const { path, module } of lazyRoutes(readFileSync(resolve(webRoot, 'router.tsx'), 'utf8'))) {
        const chunk = chunkHolding(resolve(webRoot, module));
        const files = chunk ? screenFiles(chunk) : [];
        if (files.length > 0) routes.push({ path, files: files.map((file) => `/${file}`) });
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routes) });
    },
  };
}
