import { CURRENCY_BLANK_DELAY_MS, isCurrencyBlanked } from '@meridian/protocol';
import { useEffect, useState } from 'react';
import { useConfig } from './config-store';

/**
 * The currency to show beside the member's amounts: as given, or '' once spec section 3's
 * blanking applies (the operator's named company, from 2 s after the app was opened). Time is the
 * page's own clock (performance.now(): ms since it was opened, the app's launch).
 */
export function useShownCurrency(currency: string): string {
  const company = useConfig((state) => state.companyConfig);
  const [msSinceLaunch, setMsSinceLaunch] = useState(() => performance.now());
  const applies = company !== null && isCurrencyBlanked(company, Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (!applies) return;
    const left = CURRENCY_BLANK_DELAY_MS - performance.now();
    if (left <= 0) {
      setMsSinceLaunch(performance.now());
      return;
    }
    const timer = setTimeout(() => {
      // The timer is the delay's end: browsers cut a delay's fraction of a millisecond, so its
      // clock may still read a hair before it, and a reading taken then never blanked (no other
      // timer followed).
      setMsSinceLaunch(Math.max(performance.now(), CURRENCY_BLANK_DELAY_MS));
    }, Math.ceil(left));
    return () => {
      clearTimeout(timer);
    };
  }, [applies]);
  return company !== null && isCurrencyBlanked(company, msSinceLaunch) ? '' : currency;
}
