import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../../shared/screen-preloads.ts';
import { HtmlPage } from './compression.ts';

/**
 * The app's full-screen spinner (FullScreenSpinner, src/web/components/ui/spinner.tsx: lucide's LoaderCircle in
 * the same classes) drawn by the shell itself, so a slow phone shows Popreel loading from the first paint rather
 * than a black screen until the JavaScript has run (issue 53); React's first render puts its own in its place.
 * Hidden from screen readers: the app's own announces "Loading" in the viewer's language.
 */
export const LAUNCH_SPINNER =
  '<div class="flex items-center justify-center min-h-dvh w-full" aria-hidden="true">' +
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-8 animate-spin text-pink-500">' +
  '<path d="M21 12a9 9 0 1 1-6.219-8.56"/></svg></div>';

interface Screen {
  pattern: RegExp;
  tags: string;
}

/** `profile/:id` as the router writes it, as a pattern for a request's path. */
function screenPattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`);
}

/**
 * The shell as sent for each screen but the feed's (feed-boot.ts): with the launch spinner and, for a signed-in
 * viewer, modulepreloads of that screen's own code, so a screen opened directly (a link, a reload, a
 * notification) fetches it with the entry's rather than a round trip after (issue 53).
 * Without the build's list (a test's own shell) every path gets the plain shell.
 */
export class ScreenShells {
  /**
   * Any page of a visitor: the launch spinner only. The service worker keeps this response as the offline shell
   * of every path (src/web/public/sw.js), so it names no one screen's files; a signed-in viewer's pages are never
   * kept (no-store), and theirs do.
   */
  readonly plain: HtmlPage;

  private constructor(
    shell: string,
    private readonly screens: Screen[],
  ) {
    this.plain = new HtmlPage(shell.replace('<div id="root"></div>', () => `<div id="root">${LAUNCH_SPINNER}</div>`));
  }

  static async load(dist: string, shell: string): Promise<ScreenShells> {
    const file = resolve(dist, ROUTE_PRELOADS_FILE);
    if (!existsSync(file)) return new ScreenShells(shell, []);
    const routes = JSON.parse(await readFile(file, 'utf8')) as RoutePreload[];
    return new ScreenShells(
      shell,
      routes.map(({ path, files }) => ({
        pattern: screenPattern(path),
        tags: files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join(''),
      })),
    );
  }

  /** The shell's HTML for a signed-in viewer's `path`: the launch spinner, and that screen's code preloaded. */
  html(path: string): string {
    const screen = this.screens.find((candidate) => candidate.pattern.test(path));
    return screen ? this.plain.html.replace('</head>', () => `${screen.tags}</head>`) : this.plain.html;
  }
}
