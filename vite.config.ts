import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bundleStats } from './scripts/vite-bundle-stats.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { FIRST_LOAD_ROUTE } from './scripts/route-budgets.ts';
import { routeBudgets } from './scripts/vite-route-budgets.ts';
import { routePreloads } from './scripts/vite-route-preloads.ts';

// The server (src/server) owns /api, the realtime socket and /media; in dev Vite proxies them so the
// browser sees one origin, exactly as in production where the server also serves dist/web.
const serverOrigin = process.env.POPREEL_SERVER_ORIGIN ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: serverOrigin, ws: true },
  '/media': { target: serverOrigin },
};

/** Names this build; the service worker URL carries it so every deploy installs a fresh shell cache. */
const buildId = Date.now().toString(36);

/**
 * The editor's export engines (mediabunny, ffmpeg.wasm and its 32 MB core) are fetched when someone exports,
 * never ahead of time for every visitor.
 */
function editorEngine(file: string, output: { type: string; moduleIds?: string[] }): boolean {
  // ffmpeg.wasm's worker is emitted as its own asset (assets/worker-*.js), outside the chunk graph.
  if (file.endsWith('.wasm') || file.includes('ffmpeg-core') || /^assets\/worker-/.test(file)) return true;
  return output.type === 'chunk' && (output.moduleIds ?? []).some((id) => /node_modules\/(@ffmpeg|mediabunny)\//.test(id));
}

/** The feed's route module: with the entry, the shell every visit needs first. */
const isFeedRoute = (id: string) => id.endsWith(FIRST_LOAD_ROUTE);

/** The chunk the feed's route module is rendered into: its own, or the feed group's (then without a facade). */
function holdsFeedRoute(output: { type: string; moduleIds?: string[] }): boolean {
  return output.type === 'chunk' && (output.moduleIds ?? []).some(isFeedRoute);
}

/**
 * The modules the signed-in feed's first load runs: the entry's static imports and the feed route's. Filled
 * when the module graph is complete (buildEnd), read by the chunk groups below while chunks are made.
 */
const firstLoad = { entry: new Set<string>(), feed: new Set<string>() };

/**
 * lucide-react's index re-exports every icon, so following it would count all 1,600 as the feed's; instead an
 * app module's `import { X } from 'lucide-react'` counts only the icon modules it names.
 */
const LUCIDE_INDEX = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

function lucideIcons(indexId: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of readFileSync(indexId, 'utf8').matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const name of names.matchAll(/as (\w+)/g)) files.set(name[1]!, join(dirname(indexId), file));
  }
  return files;
}

function firstLoadModules(): Plugin {
  return {
    name: 'popreel-first-load-modules',
    apply: 'build',
    buildEnd() {
      let icons: Map<string, string> | undefined;
      const walk = (id: string, into: Set<string>) => {
        if (into.has(id)) return;
        into.add(id);
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        const lucide = imported.find((importedId) => LUCIDE_INDEX.test(importedId));
        if (lucide && !id.includes('node_modules')) {
          icons ??= lucideIcons(lucide);
          const source = readFileSync(id, 'utf8');
          for (const [, names = ''] of source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
            for (const name of names.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!)) {
              const icon = icons.get(name);
              if (icon) walk(icon, into);
            }
          }
        }
        imported.filter((importedId) => !LUCIDE_INDEX.test(importedId)).forEach((importedId) => walk(importedId, into));
      };
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info?.isEntry) walk(id, firstLoad.entry);
        else if (isFeedRoute(id)) walk(id, firstLoad.feed);
      }
    },
  };
}

/**
 * Puts a modulepreload for the feed route's chunk and the chunks it imports into index.html, beside Vite's own
 * for the entry's, so the feed's code arrives in one round of requests rather than after the entry has run
 * and the router has asked for the route. Every page gets them: the service worker precaches the same files
 * after the first load anyway (precacheManifest), so a visitor on another page pays no extra bytes, only sooner.
 */
function preloadFeedRoute(): Plugin {
  return {
    name: 'popreel-preload-feed-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const entryFiles = new Set<string>();
        const feedFiles = new Set<string>();
        const add = (file: string, into: Set<string>) => {
          const output = bundle[file];
          if (into.has(file) || output?.type !== 'chunk') return;
          into.add(file);
          output.imports.forEach((imported) => add(imported, into));
        };
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          if (output.isEntry) add(output.fileName, entryFiles);
          else if (holdsFeedRoute(output)) add(output.fileName, feedFiles);
        }
        return [...feedFiles]
          .filter((file) => !entryFiles.has(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

const vendor = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

/**
 * Writes /precache-manifest.json, the files src/web/public/sw.js caches on install: the entry (the shell)
 * and the feed's route chunk, each with the chunks and stylesheets it imports statically. Every other screen
 * is cached the first time it is opened (hashed /assets are cache-first), so an install costs the first
 * screen's bytes, not the whole app's; the map, editor and admin chunks are fetched only by those who use them.
 */
function precacheManifest(): Plugin {
  return {
    name: 'popreel-precache-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const wanted = new Set<string>();
      const add = (file: string) => {
        const output = bundle[file];
        // Language catalogs are fetched for the language in use only, never installed for all (decision 049).
        if (wanted.has(file) || !output || editorEngine(file, output) || file.endsWith('.json')) return;
        wanted.add(file);
        if (output.type !== 'chunk') return;
        output.imports.forEach(add);
        output.viteMetadata?.importedCss.forEach(add);
        output.viteMetadata?.importedAssets.forEach(add);
      };
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && (output.isEntry || holdsFeedRoute(output))) add(output.fileName);
      }
      const files = [...wanted].filter((file) => !file.endsWith('.map') && file !== 'index.html').map((file) => `/${file}`);
      this.emitFile({ type: 'asset', fileName: 'precache-manifest.json', source: JSON.stringify({ buildId, files }) });
    },
  };
}

export default defineConfig({
  resolve: {
    // The web build's zod is configured for our CSP before any schema exists (src/web/lib/zod.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/web/lib/zod.ts', import.meta.url)) },
    ],
  },
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss(), firstLoadModules(), preloadFeedRoute(), precacheManifest(), routePreloads(fileURLToPath(new URL('./src/web', import.meta.url))), precompress(), bundleStats(), routeBudgets()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: {
    // The language catalogs are data fetched when a language needs them (src/web/i18n/i18n.ts), never inlined.
    assetsInlineLimit: (file) => (file.includes('/i18n/locales/') ? false : undefined),
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Screens are route-level dynamic imports (src/web/router.tsx), so each lands in its own chunk (decision 032).
    // Vendor code is grouped by how often it changes, so a release of the app invalidates none of it and an
    // upgrade of one library only its chunk: React, the router, TanStack Query, then the few other libraries
    // the feed's first load runs. The feed route's own modules and the shared code they import go in one
    // chunk, not the few dozen small ones automatic splitting makes of code shared with other screens; each
    // of those cost a request and its headers on the first load.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: vendor('react|react-dom|scheduler'), priority: 40 },
            { name: 'router', test: vendor('react-router|cookie|set-cookie-parser'), priority: 40 },
            { name: 'query', test: vendor('@tanstack'), priority: 30 },
            { name: 'vendor', test: (id) => id.includes('node_modules') && (firstLoad.entry.has(id) || firstLoad.feed.has(id)), priority: 20 },
            // Claimed before the feed's group, which would otherwise take the shell's modules along as its dependencies.
            { name: 'shell', test: (id) => firstLoad.entry.has(id), priority: 15 },
            { name: 'feed', test: (id) => firstLoad.feed.has(id), priority: 10 },
            // The icons the other screens share, in one small chunk (3.5 KB) rather than one request each: a screen
            // opened directly fetched some fifteen of them, six at a time over HTTP/1.1 (issue 53). The shell's and
            // the feed's own icons stay in their groups, which come first.
            { name: 'icons', test: (id) => LUCIDE_ICON.test(id), minShareCount: 2, priority: 5 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
