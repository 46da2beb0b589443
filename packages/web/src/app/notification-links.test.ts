import { NOTIFICATION_PAGES, contractLink, depositLink, klineLink, letterLink, withdrawalLink } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { ROUTE } from '../config/routes';
import { PAGES } from './route-table';

const ROUTES: readonly string[] = Object.values(ROUTE);
const pathOf = (link: string) => link.split('?')[0];

describe('the pages a notification opens', () => {
  it.each(Object.entries(NOTIFICATION_PAGES))('%s (%s) is a route of the app, with a page', (_name, path) => {
    expect(ROUTES).toContain(path);
    expect(PAGES.map((page) => page.path)).toContain(path);
  });

  it('builds links the app’s pages read', () => {
    expect(pathOf(contractLink('C1'))).toBe(ROUTE.betDetail);
    expect(pathOf(depositLink('R1'))).toBe(ROUTE.rechargeDetail);
    expect(pathOf(withdrawalLink('W1'))).toBe(ROUTE.withdraw);
    expect(pathOf(letterLink(5))).toBe(ROUTE.dialogDetail);
    expect(klineLink('BTC/USDT')).toBe(`${ROUTE.kline}?symbol=BTC%2FUSDT`);
  });
});
