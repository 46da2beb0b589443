import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { APP_LANGUAGES, FALLBACK_LANGUAGE } from '../protocol/src/rules/languages.js';
import { HOME_BUDGET } from './build/bundle-budget.js';
import { catalogParts } from './build/catalog-parts.js';
import { catalogPreload } from './build/catalog-preload.js';
import { firstPageModules } from './build/first-page-modules.js';
import { homeBudget } from './build/home-bytes.js';
import { slimIcons } from './build/slim-icons.js';

const DEMO_ENVELOPE_KEY = 'MeridianDemoKey1';
// The envelope key is fixed at build time, as the server's ENVELOPE_KEY (DESIGN.md "The wire").
const ENVELOPE_KEY_DEFINE = { __ENVELOPE_KEY__: JSON.stringify(process.env.ENVELOPE_KEY ?? DEMO_ENVELOPE_KEY) };
// The contract is compiled with the app: no separate protocol build is needed for dev.
const PROTOCOL_SOURCE = fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url));
const NATIVE_RESIZE_OBSERVER = fileURLToPath(new URL('src/lib/native-resize-observer.ts', import.meta.url));
/** Tells zod not to try `new Function` (src/lib/zod-without-eval.ts): it must run before the vendor chunk makes any schema. */
const ZOD_WITHOUT_EVAL = fileURLToPath(new URL('src/lib/zod-without-eval.ts', import.meta.url));
/** The Meridian server the dev server passes calls to; another port with MERIDIAN_SERVER_URL. */
const SERVER = process.env.MERIDIAN_SERVER_URL ?? 'http://127.0.0.1:8080';

/** Paths the dev server hands to the Meridian server, so `npm run dev` works against it. */
const proxied = ['/api', '/socket.io', '/avatars', '/uploads', '/media', '/sandbox-pay'];

/** A path pattern whose slashes match either separator. */
const anySeparator = (pattern: string) => pattern.replaceAll('/', String.raw`[\\/]`);

/**
 * Libraries every page runs on: the contract's (zod, ciphers), translation, server state,
 * antd-mobile's base. Not decimal.js: home's first paint formats and compares decimals by digits
 * (src/lib/decimal-text.ts), so it goes with the pages that compute in it (issue 21).
 */
const VENDOR_LIBRARIES = [
  'zod',
  // The envelope's cipher only: SHA-256 (@noble/hashes) is for the pages that check proofs, and goes with them.
  '@noble/ciphers',
  'i18next',
  'react-i18next',
  '@tanstack',
  'zustand',
  'use-sync-external-store',
  'rc-util',
  'ahooks',
  '@babel/runtime',
  'classnames',
  'tslib',
  'runes2',
  'staged-components',
  'react-is',
];
/**
 * The antd-mobile controls of the app frame and the home page (tab bar, buttons, notice bar,
 * skeletons…). Toasts, dialogs and the banner's Swiper are not among them: they load after the
 * first paint (src/lib/overlays.ts, banner-carousel.tsx), with their animation libraries.
 */
const FIRST_PAGE_CONTROLS = ['config-provider', 'button', 'skeleton', 'safe-area', 'dot-loading', 'badge', 'tab-bar', 'notice-bar', 'card'];
/** lodash's debounce and throttle (ahooks and antd-mobile use them on the first page) and their helpers. */
const FIRST_PAGE_LODASH = ['debounce', 'throttle', 'isObject', 'now', 'toNumber', '_baseTrim', 'isSymbol', '_baseGetTag', 'isObjectLike', '_Symbol', '_getRawTag', '_objectToString', '_root', '_freeGlobal', '_trimmedEndIndex'];
/** antd-mobile's helpers that run @react-spring or @use-gesture. */
const MOTION_UTILS = ['reduce-and-restore-motion', 'use-drag-and-pinch', 'use-tab-list-scroll'];
const FIRST_PAGE_CONTROL = `node_modules/antd-mobile/es/components/(${FIRST_PAGE_CONTROLS.join('|')})/`;
const VENDOR = new RegExp(
  anySeparator(
    [
      `node_modules/(${VENDOR_LIBRARIES.join('|')})/`,
      'node_modules/antd-mobile/es/global/',
      // Its English locale (the others come with their catalogs: src/i18n/index.ts), what it builds on,
      // and the Chinese one its ConfigProvider starts from.
      String.raw`node_modules/antd-mobile/es/locales/(base|en-US|zh-CN)\.js$`,
      // Its helpers, but for those of motion and gestures, which would bring @react-spring and
      // @use-gesture: they go with the overlays and the banner Swiper, after the first paint.
      `node_modules/antd-mobile/es/utils/(?!(${MOTION_UTILS.join('|')})\\.js$)`,
      FIRST_PAGE_CONTROL,
      // The two packages' index modules: empty once tree-shaken, but a file of their own otherwise.
      `node_modules/antd-mobile(-icons)?/es/index\\.js$`,
      `node_modules/lodash/(${FIRST_PAGE_LODASH.join('|')})\\.js$`,
      // All of antd-mobile's styles come first, so the app's own rules (loaded with the first page)
      // always override them, whichever page brings a component.
      String.raw`node_modules/antd-mobile/es/.*\.css$`,
    ].join('|'),
  ),
);

// The first page's own modules, its part of the contract and its icons, read off the module graph.
const firstPageControl = new RegExp(anySeparator(FIRST_PAGE_CONTROL));
const firstPage = firstPageModules((id) => firstPageControl.test(id));

/**
 * The build's server render (`vite build --ssr src/prerender/render-page.tsx`, issue 21): one
 * Node module with every dependency inside (antd-mobile's modules import their stylesheets, which
 * Node cannot), run once by scripts/prerender.mjs to write the entry pages into index.html.
 */
const prerenderBuild = defineConfig({
  // The icons as the app draws them (build/slim-icons.ts), so that hydration finds the same markup.
  plugins: [slimIcons(), react(), catalogParts()],
  resolve: { alias: { '@meridian/protocol': PROTOCOL_SOURCE } },
  define: ENVELOPE_KEY_DEFINE,
  ssr: { noExternal: true },
  build: { outDir: 'dist-prerender', emptyOutDir: true, copyPublicDir: false },
});

const appBuild = defineConfig({
  plugins: [
    // antd-mobile-icons' shapes with fewer decimals, without ids (build/slim-icons.ts).
    slimIcons(),
    react(),
    // Each catalog in two parts, the first paint's texts and the rest (src/i18n/first-paint-texts.ts).
    catalogParts(),
    firstPage.plugin,
    // Each language's index.html fetches its catalog with the scripts (build/catalog-preload.ts).
    catalogPreload({ fallback: FALLBACK_LANGUAGE, languages: APP_LANGUAGES }),
    // The build fails when home's first paint grows past its budget (build/bundle-budget.ts).
    homeBudget({ homeModule: /[\\/]src[\\/]app[\\/]pages[\\/]home-page\.tsx$/, language: FALLBACK_LANGUAGE, budget: HOME_BUDGET }),
  ],
  resolve: {
    alias: {
      '@meridian/protocol': PROTOCOL_SOURCE,
      // ahooks' polyfill for browsers the build does not target (src/lib/native-resize-observer.ts).
      'resize-observer-polyfill': NATIVE_RESIZE_OBSERVER,
    },
  },
  define: ENVELOPE_KEY_DEFINE,
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
          // A group takes only the modules it names, not their dependencies (shared helpers such as
          // classnames would otherwise follow the first group that uses them).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // What every page runs on, as one cached file rather than dozens of small shared pieces
            // (each a request of its own on a slow network): the contract's libraries and the part of
            // it the first page uses, translation, server state, and the base of antd-mobile with the
            // controls the first page shows. Other antd-mobile components and contract modules go
            // with the pages that use them.
            // The stand-in for ahooks' polyfill goes with ahooks: in a page chunk, vendor would import that
            // chunk back, and the cycle breaks the order modules start in.
            {
              name: 'vendor',
              test: (id) => VENDOR.test(id) || id === NATIVE_RESIZE_OBSERVER || id === ZOD_WITHOUT_EVAL || firstPage.protocol.has(id) || firstPage.icons.has(id),
            },
            // The rest of the app's own modules that the first page runs; main.tsx stays the entry chunk.
            { name: 'first-page', test: (id) => firstPage.app.has(id) && !id.endsWith('/src/main.tsx') },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild === true ? prerenderBuild : appBuild));
