/// <reference types="vite/client" />
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach, beforeEach } from 'vitest';
import { forgetNavigator } from '../api/navigator';
import { initI18n } from '../i18n';
import { ALL_CATALOGS } from '../i18n/all-catalogs';
import { installAntdRender } from '../lib/antd-render';
import { forgetQueuedDialogs, loadOverlays } from '../lib/overlays';
import { WAIT_MS } from './wait-until';

// findBy* and waitFor wait as long as waitUntil does (see wait-until.ts).
configure({ asyncUtilTimeout: WAIT_MS });
// As in main.tsx: antd-mobile's Toast and Dialog need the React 19 render shim to appear at all.
installAntdRender();
// As main.tsx warms them at the first touch: a toast or dialog a test causes shows at once.
await loadOverlays();
// What the app loads only when first shown (the failure and empty-list picture, the QR code
// drawer) is loaded before any file: the files of a worker share one module graph, and a file that
// ended while such an import was in flight left it failed (React.lazy keeps a failed load) for
// every later file of the worker.
await Promise.all([import('antd-mobile/es/components/error-block'), import('qrcode')]);
// Every catalog, so a test can switch language at once (the app fetches one at a time).
initI18n('en-US', ALL_CATALOGS);

/** Where Vitest's happy-dom window starts: the origin the app's relative URLs resolve against. */
const TEST_ORIGIN = 'http://localhost:3000';

beforeEach(() => {
  // The files of a worker share one window (isolate: false). A test that follows a real link
  // leaves it on another page (about:blank, origin "null"), where a later file's relative pay URL
  // has no base; put it back first.
  if (window.location.origin !== TEST_ORIGIN) {
    (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM?.setURL(`${TEST_ORIGIN}/`);
  }
});

afterEach(() => {
  cleanup();
  // Imperative toasts and dialogs live outside the tested tree; none may leak into the next test.
  Toast.clear();
  Dialog.clear();
  forgetQueuedDialogs();
  // A stand-in navigator a test registered would take a later file's navigations (isolate: false).
  forgetNavigator();
  document.body.innerHTML = '';
  localStorage.clear();
});
