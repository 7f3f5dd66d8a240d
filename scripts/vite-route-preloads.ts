import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_LOAD_ROUTE } from './route-budgets.ts';

/** Where the build writes the list, beside index.html; the server reads it (src/server/http/plugins/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** One screen of src/web/router.tsx: its path there (`profile/:id`) and the JavaScript files its route module needs. */
export interface RoutePreload {
  path: string;
  files: string[];
}

/** `{ path: 'search', lazy: withWords(…, () => import('./routes/search/search-page.tsx')` in the router. */
const LAZY_ROUTE = /path: '([^']+)',\s*lazy: withWords\(.*?\(\) => import\('(\.\/routes\/[^']+)'\)/g;

export function lazyRoutes(routerSource: string): Array<{ path: string; module: string }> {
  return [...routerSource.matchAll(LAZY_ROUTE)].map(([, path = '', module = '']) => ({ path, module }));
}

/**
 * Writes route-preloads.json: for each screen of the router, the chunk of its route module and the chunks that
 * chunk imports, less those the shell already preloads (the entry's and the feed's). The server names them
 * as modulepreloads in the page it sends for that path (issue 53), so a screen opened directly fetches its
 * code with the entry's, not one round trip later when the router has asked for it. Read from the router's
 * own source, so the list cannot disagree with it.
 */
export function routePreloads(webRoot: string): Plugin {
  return {
    name: 'popreel-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const closure = (file: string, into: Set<string>) => {
        const chunk = bundle[file];
        if (into.has(file) || chunk?.type !== 'chunk') return into;
        into.add(file);
        chunk.imports.forEach((imported) => closure(imported, into));
        return into;
      };
      // What index.html already preloads: the entry's chunks and the feed route's (vite.config.ts).
      const shell = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry || chunk.moduleIds.some((id) => id.endsWith(FIRST_LOAD_ROUTE))) closure(chunk.fileName, shell);
      const routes: RoutePreload[] = [];
      for (const { path, module } of lazyRoutes(readFileSync(resolve(webRoot, 'router.tsx'), 'utf8'))) {
        const id = resolve(webRoot, module);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) continue;
        const files = [...closure(chunk.fileName, new Set())].filter((file) => !shell.has(file));
        if (files.length > 0) routes.push({ path, files: files.map((file) => `/${file}`) });
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routes) });
    },
  };
}
