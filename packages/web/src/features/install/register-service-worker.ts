import { captureInstallPrompt } from './lib/install-prompt';

const SERVICE_WORKER_URL = '/sw.js';

/**
 * Makes the app installable: the service worker (public/sw.js) caches the app shell only. It is
 * registered in production builds alone, so the dev server and tests never run a stale shell.
 */
export function registerServiceWorker(isProduction: boolean = import.meta.env.PROD): void {
  captureInstallPrompt();
  if (!isProduction || !('serviceWorker' in navigator)) return;
  // After the page has loaded, so installing the worker never competes with the first paint.
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // Without a worker the app still works online; nothing to tell the member.
      console.warn('Service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
