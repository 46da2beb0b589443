import type { ComponentType } from 'react';
import { ROUTE, type RoutePath } from '../config/routes';
import type enUS from '../i18n/locales/en-US.json';
import { HomePage } from './pages/home-page';
import type { PageAccess } from './route-guard';

export type TitleKey = keyof typeof enUS.titles;
export type TabKey = 'home' | 'market' | 'record' | 'my';

export interface PageEntry {
  path: RoutePath;
  access: PageAccess;
  title: TitleKey;
  /** The tab this page is, for the tab bar. */
  tab?: TabKey;
  /** The page's own chunk (home's is in the first chunk). */
  load: () => Promise<ComponentType>;
  /** Home: in the first chunk, and drawn with the catalog's first part alone (i18n/first-paint-texts.ts). */
  firstPaint?: true;
}

const loadHome = () => Promise.resolve(HomePage);

/**
 * Every page of spec section 2, with who may open it. Each page is its own chunk, loaded when
 * first opened.
 */
export const PAGES: readonly PageEntry[] = [
  // Without login.
  // Home is the entry page: it ships in the first chunk (one request fewer, no wait on a page chunk).
  { path: ROUTE.home, access: 'public', title: 'home', tab: 'home', load: loadHome, firstPaint: true },
  { path: ROUTE.homeIndex, access: 'public', title: 'home', tab: 'home', load: loadHome, firstPaint: true },
  { path: ROUTE.market, access: 'public', title: 'market', tab: 'market', load: () => import('../features/market/pages/market-page').then((m) => m.MarketPage) },
  { path: ROUTE.online, access: 'public', title: 'online', load: () => import('./pages/online-route').then((m) => m.OnlineRoute) },
  { path: ROUTE.maintain, access: 'public', title: 'maintain', load: () => import('../features/common/pages/maintain-page').then((m) => m.MaintainPage) },
  { path: ROUTE.appInstall, access: 'public', title: 'appInstall', load: () => import('../features/install/pages/app-install-page').then((m) => m.AppInstallPage) },
  { path: ROUTE.transparency, access: 'public', title: 'transparency', load: () => import('../features/contract/pages/transparency-page').then((m) => m.TransparencyPage) },
  { path: ROUTE.liabilities, access: 'public', title: 'liabilities', load: () => import('../features/liability/pages/liabilities-page').then((m) => m.LiabilitiesPage) },
  { path: ROUTE.reserves, access: 'public', title: 'reserves', load: () => import('../features/liability/pages/reserves-page').then((m) => m.ReservesPage) },
  { path: ROUTE.webview, access: 'public', title: 'webview', load: () => import('../features/content/pages/webview-page').then((m) => m.WebviewPage) },
  // Anyone given an order number may check it: the proof shows no stake unless it is the member's own.
  { path: ROUTE.verifyContract, access: 'public', title: 'verifyContract', load: () => import('../features/proof/pages/verify-contract-page').then((m) => m.VerifyContractPage) },
  // Opened from the mail to the old address, on whatever browser reads it, signed in or not.
  { path: ROUTE.undoContact, access: 'public', title: 'undoContact', load: () => import('../features/security/pages/undo-contact-page').then((m) => m.UndoContactPage) },

  // The login pages: a member who is logged in is sent home from these.
  { path: ROUTE.login, access: 'guest', title: 'login', load: () => import('../features/auth/pages/login-page').then((m) => m.LoginPage) },
  { path: ROUTE.register, access: 'guest', title: 'register', load: () => import('./pages/register-route').then((m) => m.RegisterRoute) },
  { path: ROUTE.forgetPassword, access: 'guest', title: 'forgetPassword', load: () => import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage) },
  { path: ROUTE.resetPassword, access: 'guest', title: 'resetPassword', load: () => import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage) },

  // Needing login.
  { path: ROUTE.my, access: 'member', title: 'my', tab: 'my', load: () => import('./pages/my-page').then((m) => m.MyPage) },
  { path: ROUTE.wallet, access: 'member', title: 'wallet', load: () => import('./pages/wallet-route').then((m) => m.WalletRoute) },
  { path: ROUTE.task, access: 'member', title: 'task', load: () => import('./pages/task-route').then((m) => m.TaskRoute) },
  { path: ROUTE.walletRecord, access: 'member', title: 'walletRecord', load: () => import('../features/wallet/pages/wallet-record-page').then((m) => m.WalletRecordPage) },
  { path: ROUTE.recharge, access: 'member', title: 'recharge', load: () => import('./pages/recharge-routes').then((m) => m.RechargeRoute) },
  { path: ROUTE.rechargeOffpay, access: 'member', title: 'rechargeOffpay', load: () => import('../features/recharge/pages/offpay-page').then((m) => m.OffpayPage) },
  { path: ROUTE.rechargeOffpayBank, access: 'member', title: 'rechargeOffpayBank', load: () => import('../features/recharge/pages/offpay-bank-page').then((m) => m.OffpayBankPage) },
  { path: ROUTE.rechargeSelectBank, access: 'member', title: 'rechargeSelectBank', load: () => import('../features/recharge/pages/select-bank-page').then((m) => m.SelectBankPage) },
  { path: ROUTE.rechargeDetail, access: 'member', title: 'rechargeDetail', load: () => import('./pages/recharge-routes').then((m) => m.RechargeDetailRoute) },
  { path: ROUTE.withdraw, access: 'member', title: 'withdraw', load: () => import('./pages/withdraw-route').then((m) => m.WithdrawRoute) },
  { path: ROUTE.betRecord, access: 'member', title: 'betRecord', tab: 'record', load: () => import('../features/contract/pages/bet-record-page').then((m) => m.BetRecordPage) },
  { path: ROUTE.betDetail, access: 'member', title: 'betDetail', load: () => import('./pages/bet-detail-route').then((m) => m.BetDetailRoute) },
  { path: ROUTE.invite, access: 'member', title: 'invite', load: () => import('../features/invite/pages/invite-page').then((m) => m.InvitePage) },
  { path: ROUTE.info, access: 'member', title: 'info', load: () => import('../features/member/pages/info-page').then((m) => m.InfoPage) },
  { path: ROUTE.help, access: 'member', title: 'help', load: () => import('../features/help/pages/help-page').then((m) => m.HelpPage) },
  { path: ROUTE.helpDetail, access: 'member', title: 'helpDetail', load: () => import('../features/help/pages/help-detail-page').then((m) => m.HelpDetailPage) },
  { path: ROUTE.noticeList, access: 'member', title: 'noticeList', load: () => import('./pages/notice-list-route').then((m) => m.NoticeListRoute) },
  { path: ROUTE.noticeDetail, access: 'member', title: 'noticeDetail', load: () => import('../features/notice/pages/notice-detail-page').then((m) => m.NoticeDetailPage) },
  { path: ROUTE.dialogDetail, access: 'member', title: 'dialogDetail', load: () => import('./pages/dialog-detail-route').then((m) => m.DialogDetailRoute) },
  { path: ROUTE.payPasswordEdit, access: 'member', title: 'payPasswordEdit', load: () => import('../features/member/pages/pay-password-edit-page').then((m) => m.PayPasswordEditPage) },
  { path: ROUTE.passwordEdit, access: 'member', title: 'passwordEdit', load: () => import('../features/member/pages/password-edit-page').then((m) => m.PasswordEditPage) },
  { path: ROUTE.setHead, access: 'member', title: 'setHead', load: () => import('../features/member/pages/set-head-page').then((m) => m.SetHeadPage) },
  { path: ROUTE.personal, access: 'member', title: 'personal', load: () => import('../features/member/pages/personal-page').then((m) => m.PersonalPage) },
  { path: ROUTE.contactChange, access: 'member', title: 'contactChange', load: () => import('../features/member/pages/contact-change-page').then((m) => m.ContactChangePage) },
  { path: ROUTE.account, access: 'member', title: 'account', load: () => import('./pages/account-route').then((m) => m.AccountRoute) },
  { path: ROUTE.address, access: 'member', title: 'address', load: () => import('../features/address/pages/address-page').then((m) => m.AddressPage) },
  { path: ROUTE.addressEdit, access: 'member', title: 'addressEdit', load: () => import('../features/address/pages/address-edit-page').then((m) => m.AddressEditPage) },
  { path: ROUTE.security, access: 'member', title: 'security', load: () => import('../features/security/pages/security-page').then((m) => m.SecurityPage) },
  { path: ROUTE.twoStep, access: 'member', title: 'twoStep', load: () => import('../features/security/pages/two-step-page').then((m) => m.TwoStepPage) },
  { path: ROUTE.passkeys, access: 'member', title: 'passkeys', load: () => import('../features/security/pages/passkeys-page').then((m) => m.PasskeysPage) },
  { path: ROUTE.securityRecovery, access: 'member', title: 'securityRecovery', load: () => import('../features/security/pages/recovery-codes-page').then((m) => m.RecoveryCodesPage) },
  { path: ROUTE.securityDevices, access: 'member', title: 'securityDevices', load: () => import('../features/security/pages/devices-page').then((m) => m.DevicesPage) },
  { path: ROUTE.securityWhitelist, access: 'member', title: 'securityWhitelist', load: () => import('../features/security/pages/whitelist-page').then((m) => m.WhitelistPage) },
  { path: ROUTE.securityAntiPhishing, access: 'member', title: 'securityAntiPhishing', load: () => import('../features/security/pages/anti-phishing-page').then((m) => m.AntiPhishingPage) },
  { path: ROUTE.myLiabilities, access: 'member', title: 'myLiabilities', load: () => import('../features/liability/pages/my-liabilities-page').then((m) => m.MyLiabilitiesPage) },
  { path: ROUTE.securityFreeze, access: 'member', title: 'securityFreeze', load: () => import('../features/security/pages/freeze-page').then((m) => m.FreezePage) },
  { path: ROUTE.tradingLimits, access: 'member', title: 'tradingLimits', load: () => import('../features/limit/pages/trading-limits-page').then((m) => m.TradingLimitsPage) },
  { path: ROUTE.verification, access: 'member', title: 'verification', load: () => import('../features/kyc/pages/verification-page').then((m) => m.VerificationPage) },
  { path: ROUTE.notifications, access: 'member', title: 'notifications', load: () => import('../features/notification/pages/notification-list-page').then((m) => m.NotificationListPage) },
  { path: ROUTE.notificationSettings, access: 'member', title: 'notificationSettings', load: () => import('../features/push/pages/notification-settings-page').then((m) => m.NotificationSettingsPage) },
  { path: ROUTE.teamRecord, access: 'member', title: 'teamRecord', load: () => import('../features/team/pages/team-record-page').then((m) => m.TeamRecordPage) },
  { path: ROUTE.billRecord, access: 'member', title: 'billRecord', load: () => import('./pages/bill-record-route').then((m) => m.BillRecordRoute) },
  { path: ROUTE.contractRecord, access: 'member', title: 'contractRecord', load: () => import('../features/contract/pages/contract-record-page').then((m) => m.ContractRecordPage) },
  { path: ROUTE.miningRecord, access: 'member', title: 'miningRecord', load: () => import('../features/mining/pages/mining-record-page').then((m) => m.MiningRecordPage) },
  { path: ROUTE.purchaseRecord, access: 'member', title: 'purchaseRecord', load: () => import('../features/mining/pages/purchase-record-page').then((m) => m.PurchaseRecordPage) },
  { path: ROUTE.mining, access: 'member', title: 'mining', load: () => import('./pages/mining-route').then((m) => m.MiningRoute) },
  { path: ROUTE.kline, access: 'member', title: 'kline', load: () => import('./pages/kline-route').then((m) => m.KLineRoute) },
  { path: ROUTE.priceAlerts, access: 'member', title: 'priceAlerts', load: () => import('./pages/price-alerts-route').then((m) => m.PriceAlertsRoute) },
  { path: ROUTE.active, access: 'member', title: 'active', load: () => import('../features/activity/pages/activity-page').then((m) => m.ActivityPage) },
  { path: ROUTE.activeDetail, access: 'member', title: 'activeDetail', load: () => import('../features/activity/pages/activity-detail-page').then((m) => m.ActivityDetailPage) },

  // System pages.
  { path: ROUTE.previewImage, access: 'public', title: 'previewImage', load: () => import('../features/common/pages/preview-image-page').then((m) => m.PreviewImagePage) },
  { path: ROUTE.chooseLocation, access: 'public', title: 'chooseLocation', load: () => import('../features/location/pages/choose-location-page').then((m) => m.ChooseLocationPage) },
  { path: ROUTE.openLocation, access: 'public', title: 'openLocation', load: () => import('../features/location/pages/open-location-page').then((m) => m.OpenLocationPage) },
];
