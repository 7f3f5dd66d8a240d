import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/vite-precompress.ts';

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
const FEED_ROUTE = /src\/web\/routes\/feed\/feed-list\.tsx$/;

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
        if (wanted.has(file) || !output || editorEngine(file, output)) return;
        wanted.add(file);
        if (output.type !== 'chunk') return;
        output.imports.forEach(add);
        output.viteMetadata?.importedCss.forEach(add);
        output.viteMetadata?.importedAssets.forEach(add);
      };
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && (output.isEntry || FEED_ROUTE.test(output.facadeModuleId ?? ''))) add(output.fileName);
      }
      const files = [...wanted].filter((file) => !file.endsWith('.map') && file !== 'index.html').map((file) => `/${file}`);
      this.emitFile({ type: 'asset', fileName: 'precache-manifest.json', source: JSON.stringify({ buildId, files }) });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss(), precacheManifest(), precompress()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Screens are route-level dynamic imports (src/web/router.tsx), so each lands in its own chunk. React
    // and the router change rarely, so they get one long-cached, clearly named chunk of their own.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
