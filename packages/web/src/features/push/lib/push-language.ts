import { i18n } from '../../../i18n';
import { session } from '../../../lib/session-store';
import { registerThisBrowser } from '../api/subscribe-push';
import { canReceivePush, currentBrowserSubscription } from './push-browser';
import { isOwnPushSubscription } from './push-owner';

/**
 * Pushes are worded in the language this browser subscribed in (nobody's request is there to say
 * which when one is sent): once the app shows another language, this browser's subscription, if it
 * is the member's, is registered again, with the new language on the request. Returns what stops.
 */
export function followLanguageForPush(): () => void {
  const onChange = () => {
    if (!session.hasToken() || !canReceivePush()) return;
    void currentBrowserSubscription()
      .then(async (browser) => {
        if (browser !== null && isOwnPushSubscription(browser.endpoint)) await registerThisBrowser(browser);
      })
      .catch(() => undefined);
  };
  i18n.on('languageChanged', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
  };
}
