/// <reference types="vite/client" />
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach } from 'vitest';
import { initI18n } from '../i18n';
import { ALL_CATALOGS } from '../i18n/all-catalogs';
import { installAntdRender } from '../lib/antd-render';

// As in main.tsx: antd-mobile's Toast and Dialog need the React 19 render shim to appear at all.
installAntdRender();
// Every catalog, so a test can switch language at once (the app fetches one at a time).
initI18n('en-US', ALL_CATALOGS);

afterEach(() => {
  cleanup();
  // Imperative toasts and dialogs live outside the tested tree; none may leak into the next test.
  Toast.clear();
  Dialog.clear();
  document.body.innerHTML = '';
  localStorage.clear();
});
