import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The Meridian server the dev server passes calls to; another port with MERIDIAN_SERVER_URL. */
const SERVER = process.env.MERIDIAN_SERVER_URL ?? 'http://127.0.0.1:8080';

/** The admin API and its live channel: the console's only backend (docs/console-api.md). */
const proxied = ['/admin', '/socket.io'];

/** Its own port, so the member app (5173) and the console can run side by side. */
const DEV_PORT = 5174;

export default defineConfig({
  // The one server process serves the built console under /console/ (docs/console-api.md).
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: {
      // The contract is compiled with the console, as with the member app: no separate build for dev.
      '@meridian/protocol': fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)),
      // refine's MarkdownField (unused here) would otherwise bring a markdown parser to every visit.
      'react-markdown': fileURLToPath(new URL('src/vendor-stubs/no-markdown.ts', import.meta.url)),
      'remark-gfm': fileURLToPath(new URL('src/vendor-stubs/no-markdown.ts', import.meta.url)),
    },
  },
  server: {
    port: DEV_PORT,
    strictPort: true,
    // The origin stays the dev server's: the admin API's Origin check must see the page's own origin.
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, ws: true, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router change least often: one long-cached file.
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
