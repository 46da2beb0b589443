/**
 * Every page of spec section 2, in one place. Paths are the hash paths the product has always used
 * (`#/pages/login/login`), so links shared by members keep working.
 */
export const ROUTE = {
  home: '/',
  homeIndex: '/pages/home/index',
  market: '/pages/market/market',
  online: '/pages/home/online',
  maintain: '/pages/home/maintain',
  appInstall: '/pages/home/appinstall',
  webview: '/pages/webview/webview',

  login: '/pages/login/login',
  register: '/pages/login/register',
  forgetPassword: '/pages/login/forgetpwd',
  resetPassword: '/pages/login/forgetpwd2',

  my: '/pages/my/index',
  wallet: '/pages/wallet/index',
  walletRecord: '/pages/wallet/record',
  task: '/pages/task/index',
  recharge: '/pages/recharge/index',
  rechargeOffpay: '/pages/recharge/offpay',
  rechargeOffpayBank: '/pages/recharge/offpaybank',
  rechargeSelectBank: '/pages/recharge/offselectbank',
  rechargeDetail: '/pages/recharge/detail',
  withdraw: '/pages/withdrawl/index',
  betRecord: '/pages/my/bet_record',
  betDetail: '/pages/my/bet_detail',
  invite: '/pages/my/invite',
  info: '/pages/my/info',
  help: '/pages/my/help',
  helpDetail: '/pages/my/help_detail',
  noticeList: '/pages/my/notice_list',
  noticeDetail: '/pages/my/notice_detail',
  dialogDetail: '/pages/my/dialog_detail',
  payPasswordEdit: '/pages/my/paypasswordedit',
  passwordEdit: '/pages/my/passwordedit',
  setHead: '/pages/my/sethead',
  personal: '/pages/my/personal',
  account: '/pages/my/account',
  address: '/pages/my/address',
  addressEdit: '/pages/my/addressedit',
  teamRecord: '/pages/my/team_record',
  /** Beyond the spec (issue 40): the notification centre, what the bell on home and my/index opens. */
  notifications: '/pages/my/notifications',
  /** Beyond the spec (issue 40): Web Push on this device, the kinds pushed, quiet hours, and the devices. */
  notificationSettings: '/pages/my/notification-settings',
  /** Beyond the spec (issue 19): the security centre and its 2-step verification page. */
  security: '/pages/my/security',
  twoStep: '/pages/my/security/two-step',
  securityDevices: '/pages/my/security/devices',
  securityWhitelist: '/pages/my/security/whitelist',
  securityAntiPhishing: '/pages/my/security/antiphishing',
  securityFreeze: '/pages/my/security/freeze',
  passkeys: '/pages/my/security/passkeys',
  /** Beyond the spec (issue 35): account recovery codes, a password reset without email or phone. */
  securityRecovery: '/pages/my/security/recovery',
  /** Beyond the spec (issue 35): a new email or phone takes the password and a code sent to it (`?kind=email|phone`). */
  contactChange: '/pages/my/contact',
  /** Beyond the spec (issue 35), public: the link mailed to the old address undoes a change of it (`?token=…`). */
  undoContact: '/pages/security/undo-contact',
  /** Beyond the spec (issue 20): the limits a member sets on their own contracts. */
  tradingLimits: '/pages/my/limits',
  /** Beyond the spec (issue 41): identity verification in levels, each with its withdrawal limits. */
  verification: '/pages/my/verification',
  /** Beyond the spec (issue 20): proof of liabilities, published (public) and the member's own proof. */
  liabilities: '/pages/proof/liabilities',
  /** Beyond the spec (issue 39), public: the platform's reserves at a pinned block against the same snapshot's liabilities. */
  reserves: '/pages/proof/reserves',
  myLiabilities: '/pages/my/liabilities',
  billRecord: '/pages/my/bill_record',
  contractRecord: '/pages/market/contract_record',
  miningRecord: '/pages/market/mining_record',
  purchaseRecord: '/pages/market/purchase_record',
  mining: '/pages/market/mining',
  kline: '/pages/market/kline',
  /** Beyond the spec (issue 40): the member's price alerts; `?symbol=` opens the form for that pair. */
  priceAlerts: '/pages/market/alerts',
  /** Beyond the spec (issue 20): per duration, the yield, break-even rate and the last 24 h's stakes and payouts. */
  transparency: '/pages/market/transparency',
  /** Beyond the spec (issue 20): anyone checks a contract's ticks against the committed chain of roots. */
  verifyContract: '/pages/verify/contract',
  active: '/pages/active/index',
  activeDetail: '/pages/active/detail',

  previewImage: '/preview-image',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
} as const;

export type RoutePath = (typeof ROUTE)[keyof typeof ROUTE];

/** Pages for signing in; a member who already has a session is sent home from these. */
export const LOGIN_PAGES: ReadonlySet<string> = new Set<RoutePath>([
  ROUTE.login,
  ROUTE.register,
  ROUTE.forgetPassword,
  ROUTE.resetPassword,
]);

/**
 * Pages that show an agreement or other explanation. Opening login from one of them is a detour
 * of the sign-up flow, not a page the member wants to come back to after login.
 */
export const AGREEMENT_PAGES: ReadonlySet<string> = new Set<RoutePath>([ROUTE.webview]);

export type Query = Readonly<Record<string, string | number | undefined>>;

/** A path with its query string, as the hash router takes it: `href(ROUTE.billRecord, {type: 'recharge'})`. */
export function href(path: RoutePath, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
