import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The server (src/server) owns /api, the realtime socket and /media; in dev Vite proxies them so the
// browser sees one origin, exactly as in production where the server also serves dist/web.
const serverOrigin = process.env.POPREEL_SERVER_ORIGIN ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: serverOrigin, ws: true },
  '/media': { target: serverOrigin },
};

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss()],
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
