import { create } from 'zustand';

/** Chromium's install prompt event; not in the DOM types because only Chromium has it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallPromptState {
  /** The browser's offer to install, kept until the member uses it on the install page. */
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
}

export const useInstallPrompt = create<InstallPromptState>(() => ({ deferred: null, installed: false }));

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof (event as { prompt?: unknown }).prompt === 'function';
}

/**
 * Keeps the browser's install offer instead of letting it show its own banner at a random moment:
 * the member installs from the app install page when they choose to.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return;
    event.preventDefault();
    useInstallPrompt.setState({ deferred: event });
  });
  target.addEventListener('appinstalled', () => {
    useInstallPrompt.setState({ deferred: null, installed: true });
  });
}

/** Shows the browser's own install dialog; true when the member accepted. */
export async function promptInstall(): Promise<boolean> {
  const { deferred } = useInstallPrompt.getState();
  if (deferred === null) return false;
  await deferred.prompt();
  const { outcome } = await deferred.userChoice;
  // A prompt event can be used once only.
  useInstallPrompt.setState({ deferred: null, installed: outcome === 'accepted' });
  return outcome === 'accepted';
}
