import { i18n } from '../i18n';
import { ifOverlaysLoaded, withToast } from '../lib/overlays';

/** A call shows the loading indicator only when it takes longer than this (spec section 9). */
export const LOADING_DELAY_MS = 800;

let visibleFor = 0;

/**
 * Starts the wait for one call and returns what ends it. Quick calls never flash an indicator;
 * several slow calls share one, which goes when the last of them ends.
 */
export function startLoadingIndicator(): () => void {
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    visibleFor += 1;
    if (visibleFor === 1) {
      withToast((Toast) => {
        // The overlays may have arrived after the calls ended: nothing is waited for any more.
        if (visibleFor > 0) Toast.show({ icon: 'loading', content: i18n.t('common.loading'), duration: 0, maskClickable: false });
      });
    }
  }, LOADING_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (!shown) return;
    visibleFor -= 1;
    if (visibleFor === 0) {
      ifOverlaysLoaded(({ Toast }) => {
        Toast.clear();
      });
    }
  };
}
