/**
 * The app's pages a notification opens (hash routes of the member app, spec section 2): the server
 * writes the link, the app follows it, so both read the paths from here.
 */
export const NOTIFICATION_PAGES = {
  contract: '/pages/my/bet_detail',
  deposit: '/pages/recharge/detail',
  depositPage: '/pages/recharge/index',
  withdrawal: '/pages/withdrawl/index',
  letter: '/pages/my/dialog_detail',
  kline: '/pages/market/kline',
  /** The member's identity verification (issue 41): their level and their submissions' decisions. */
  verification: '/pages/my/verification',
} as const;

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** A settled contract's detail. */
export const contractLink = (orderNo: string) => withQuery(NOTIFICATION_PAGES.contract, { orderNo });
/** A credited deposit's order. */
export const depositLink = (orderNo: string) => withQuery(NOTIFICATION_PAGES.deposit, { orderNo });
/** The withdrawal among the member's withdrawals. */
export const withdrawalLink = (orderNo: string) => withQuery(NOTIFICATION_PAGES.withdrawal, { tab: 'record', orderNo });
/** A letter (a security alert is one too). */
export const letterLink = (id: number) => withQuery(NOTIFICATION_PAGES.letter, { id: String(id) });
/** A pair's chart (a price alert). */
export const klineLink = (allname: string) => withQuery(NOTIFICATION_PAGES.kline, { symbol: allname });
