import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const DEMO_ENVELOPE_KEY = 'MeridianDemoKey1';
/** The Meridian server the dev server passes calls to; another port with MERIDIAN_SERVER_URL. */
const SERVER = process.env.MERIDIAN_SERVER_URL ?? 'http://127.0.0.1:8080';

/** Paths the dev server hands to the Meridian server, so `npm run dev` works against it. */
const proxied = ['/api', '/socket.io', '/avatars', '/uploads', '/media', '/sandbox-pay'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // The contract is compiled with the app: no separate protocol build is needed for dev.
      '@meridian/protocol': fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)),
    },
  },
  define: {
    // The envelope key is fixed at build time, as the server's ENVELOPE_KEY (DESIGN.md "The wire").
    __ENVELOPE_KEY__: JSON.stringify(process.env.ENVELOPE_KEY ?? DEMO_ENVELOPE_KEY),
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, ws: true, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pages are split by their lazy imports; the libraries every page needs stay in one cached chunk.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'antd-mobile', test: /node_modules[\\/](antd-mobile|antd-mobile-icons|@react-spring|@use-gesture|rc-field-form|rc-util|ahooks)[\\/]/ },
          ],
        },
      },
    },
  },
});
