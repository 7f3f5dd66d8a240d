/**
 * What the build writes beside index.html (scripts/vite-route-preloads.ts) and the server reads
 * (src/server/http/plugins/screen-shells.ts): for each screen of src/web/router.tsx, its path there
 * (`profile/:id`) and the JavaScript files it loads beyond every page's (issue 53, decision 084).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  path: string;
  files: string[];
}
