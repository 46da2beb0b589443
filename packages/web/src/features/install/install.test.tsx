import { act, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../config/routes';
import { renderPage } from '../../testing/render-page';
import { captureInstallPrompt, useInstallPrompt } from './lib/install-prompt';
import { AppInstallPage } from './pages/app-install-page';
import { registerServiceWorker } from './register-service-worker';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A fake `beforeinstallprompt` event whose dialog answers as told. */
function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

function stubServiceWorker() {
  const register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return register;
}

let user = userEvent.setup();
beforeEach(() => {
  user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  useInstallPrompt.setState({ deferred: null, installed: false });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('service worker registration', () => {
  it('registers /sw.js for the whole app in a production build', () => {
    const register = stubServiceWorker();
    registerServiceWorker(true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('never registers in development or tests, so no stale shell is ever served there', () => {
    const register = stubServiceWorker();
    registerServiceWorker(false);
    expect(register).not.toHaveBeenCalled();
  });
});

describe('app install page', () => {
  it('shows the iOS steps first on an iPhone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderPage(ROUTE.appInstall, <AppInstallPage />);
    expect(await screen.findByRole('list', { name: 'iPhone / iPad' })).toBeInTheDocument();
    expect(screen.getByText('Choose “Add to Home Screen”')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Android' }));
    expect(await screen.findByText('Choose “Install app” or “Add to Home screen”')).toBeInTheDocument();
  });

  it('offers the browser’s own install dialog once the browser allows it, and says when the app is installed', async () => {
    captureInstallPrompt();
    renderPage(ROUTE.appInstall, <AppInstallPage />);
    expect(screen.queryByRole('button', { name: 'Install now' })).toBeNull();

    const { event, prompt } = installEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    // The browser's own banner is held back: the member installs from here.
    expect(event.defaultPrevented).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Install now' }));

    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('The app is installed on this device.')).toBeInTheDocument();
  });
});
