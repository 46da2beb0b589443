/**
 * Every API path of spec section 7. Each call is `POST` to one of these with an envelope body.
 * Grouped by the server module that answers it.
 */
export const API = {
  login: {
    login: '/api/login/login',
    register: '/api/login/register',
    getVerificationImg: '/api/login/getVerificationImg',
    existsUsername: '/api/login/existsUsername',
    sendRegisterCaptcha: '/api/login/sendRegisterCaptcha',
    sendUpPwdCaptcha: '/api/login/sendUpPwdCaptcha',
    checkMobileCaptcha: '/api/login/checkMobileCaptcha',
    updateLoginPassword: '/api/login/updateLoginPassword',
    refreshAccessToken: '/api/login/refreshAccessToken',
    sendCaptchaEmail: '/api/login/sendCaptchaEmail',
    /** Beyond spec section 7: sign-in's second step when 2-step verification is on. */
    secondStep: '/api/login/secondStep',
    /** Beyond spec section 7: signing in with a passkey instead of the password (issue 19). */
    beginPasskeySignIn: '/api/login/beginPasskeySignIn',
    finishPasskeySignIn: '/api/login/finishPasskeySignIn',
    /** Beyond spec section 7: a passkey instead of the authenticator's code as the second step. */
    beginPasskeyStep: '/api/login/beginPasskeyStep',
    finishPasskeyStep: '/api/login/finishPasskeyStep',
    /** Beyond spec section 7 (issue 35): the old address undoes a change of email or phone. */
    undoContactChange: '/api/login/undoContactChange',
    /** Beyond spec section 7 (issue 35): password reset with an account recovery code. */
    checkRecoveryCode: '/api/login/checkRecoveryCode',
  },
  /** Beyond spec section 7: the member's conversation with support (customer service page). */
  support: {
    getConversation: '/api/support/getConversation',
    sendMessage: '/api/support/sendMessage',
    readMessages: '/api/support/readMessages',
  },
  /**
   * Beyond spec section 7: the security centre (issue 19): 2-step verification, devices and
   * sign-in history, the withdrawal whitelist, the anti-phishing code, and freezing one's own account.
   */
  security: {
    getTwoStep: '/api/security/getTwoStep',
    beginTwoStep: '/api/security/beginTwoStep',
    confirmTwoStep: '/api/security/confirmTwoStep',
    disableTwoStep: '/api/security/disableTwoStep',
    getSignIns: '/api/security/getSignIns',
    getDevices: '/api/security/getDevices',
    signOutDevice: '/api/security/signOutDevice',
    signOutOthers: '/api/security/signOutOthers',
    getProtection: '/api/security/getProtection',
    setWhitelist: '/api/security/setWhitelist',
    setAntiPhishingCode: '/api/security/setAntiPhishingCode',
    freezeAccount: '/api/security/freezeAccount',
    beginPasskeyRegistration: '/api/security/beginPasskeyRegistration',
    finishPasskeyRegistration: '/api/security/finishPasskeyRegistration',
    getPasskeys: '/api/security/getPasskeys',
    renamePasskey: '/api/security/renamePasskey',
    removePasskey: '/api/security/removePasskey',
    /** Issue 35: changing the email or phone takes the password and a code sent to the new address. */
    sendContactCode: '/api/security/sendContactCode',
    changeContact: '/api/security/changeContact',
    /** Issue 35: account recovery codes, for a reset without email or phone. */
    getRecoveryCodes: '/api/security/getRecoveryCodes',
    newRecoveryCodes: '/api/security/newRecoveryCodes',
  },
  common: {
    getSlide: '/api/common/getSlide',
    getAvatarList: '/api/common/getAvatarList',
    getAppConfigAndCompanyConfig: '/api/common/getAppConfigAndCompanyConfig',
    getCountryList: '/api/common/getCountryList',
    getProtocolEnable: '/api/common/getProtocolEnable',
    getExplainList: '/api/common/getExplainList',
    getExplainInfo: '/api/common/getExplainInfo',
    getCustomerServiceConfig: '/api/common/getCustomerServiceConfig',
    pageNotice: '/api/common/pageNotice',
    getProductList: '/api/common/getProductList',
    getMaintainConfig: '/api/common/getMaintainConfig',
    getCurWinList: '/api/common/getCurWinList',
    getAmountConfig: '/api/common/getAmountConfig',
    getActivityPage: '/api/common/getActivityPage',
    getActivityInfo: '/api/common/getActivityInfo',
    getTimestamp: '/api/common/getTimestamp',
    getSecondsOption: '/api/common/getSecondsOption',
    getDomainList: '/api/common/getDomainList',
    getEmailEnable: '/api/common/getEmailEnable',
    getRegisterConfig: '/api/common/getRegisterConfig',
    uploadImg: '/api/common/uploadImg',
    getOpenRechargeImg: '/api/common/getOpenRechargeImg',
  },
  member: {
    logout: '/api/member/logout',
    getMemberInfo: '/api/member/getMemberInfo',
    getBalance: '/api/member/getBalance',
    updateInfo: '/api/member/updateInfo',
    updateAvatar: '/api/member/updateAvatar',
    updateLoginPassword: '/api/member/updateLoginPassword',
    getMemberAddress: '/api/member/getMemberAddress',
    editMemberAddress: '/api/member/editMemberAddress',
    getLetterPage: '/api/member/getLetterPage',
    getLetterInfo: '/api/member/getLetterInfo',
    getLetterUnReadNum: '/api/member/getLetterUnReadNum',
    getLetterUnReadLast: '/api/member/getLetterUnReadLast',
    readLetterInfo: '/api/member/readLetterInfo',
    getMemberLevelInfo: '/api/member/getMemberLevelInfo',
    updatePayPasswordByOld: '/api/member/updatePayPasswordByOld',
  },
  agent: {
    getInviteInfo: '/api/agent/getInviteInfo',
    getAgentReport: '/api/agent/getAgentReport',
    getLowerList: '/api/agent/getLowerList',
  },
  recharge: {
    getOfflineRechargeMethod: '/api/recharge/getOfflineRechargeMethod',
    getOnlineChannelByCode: '/api/recharge/getOnlineChannelByCode',
    getEnableBanks: '/api/recharge/getEnableBanks',
    onlineRecharge: '/api/recharge/onlineRecharge',
    getBitcoinRechargeChannel: '/api/recharge/getBitcoinRechargeChannel',
    offlineRechargePamentDetail: '/api/recharge/offlineRechargePamentDetail',
    offlineRecharge: '/api/recharge/offlineRecharge',
    finishBitcoinOrder: '/api/recharge/finishBitcoinOrder',
    getWaitPayCurrencyOrder: '/api/recharge/getWaitPayCurrencyOrder',
    getOrderInfo: '/api/recharge/getOrderInfo',
    cancelRecharge: '/api/recharge/cancelRecharge',
    onlineOrderPay: '/api/recharge/onlineOrderPay',
    record: '/api/recharge/record',
    getOfflineChannelByCode: '/api/recharge/getOfflineChannelByCode',
    getCurrencyRate: '/api/recharge/getCurrencyRate',
    /** Beyond spec section 7 (issue 38): the member's chain deposits, and the embedded demo's faucet. */
    chainDeposits: '/api/recharge/chainDeposits',
    demoFaucet: '/api/recharge/demoFaucet',
  },
  withdraw: {
    getEnableBanks: '/api/withdraw/getEnableBanks',
    getBankCards: '/api/withdraw/getBankCards',
    withdrawParam: '/api/withdraw/withdrawParam',
    withdraw: '/api/withdraw/withdraw',
    addBankCard: '/api/withdraw/addBankCard',
    record: '/api/withdraw/record',
    unbandingBankCard: '/api/withdraw/unbandingBankCard',
  },
  balanceBill: {
    record: '/api/balanceBill/record',
    /**
     * Beyond spec section 7 (issue 36): the member's own bills as a CSV file, with the bill page's
     * filter. The one call whose success is not the envelope: the file itself (`text/csv`),
     * streamed; a refusal is the envelope as everywhere.
     */
    exportCsv: '/api/balanceBill/exportCsv',
  },
  task: {
    getTaskInfo: '/api/task/getTaskInfo',
    getCountdown: '/api/task/getCountdown',
    grabGoodsOrder: '/api/task/grabGoodsOrder',
    payGoodsOrder: '/api/task/payGoodsOrder',
    getGoodsOrderList: '/api/task/getGoodsOrderList',
    getGoodsOrderInfo: '/api/task/getGoodsOrderInfo',
  },
  interest: {
    buyIn: '/api/interest/buyIn',
    extractOut: '/api/interest/extractOut',
    getOrderList: '/api/interest/getOrderList',
  },
  chain: {
    getPriceMap: '/api/chain/getPriceMap',
    getKLine: '/api/chain/getKLine',
    getOpenCurrencyList: '/api/chain/getOpenCurrencyList',
    getSingleNowPrice: '/api/chain/getSingleNowPrice',
  },
  contractShort: {
    getTypeOption: '/api/ContractShort/getTypeOption',
    getSecondsOption: '/api/ContractShort/getSecondsOption',
    sign: '/api/ContractShort/sign',
    getOrderPage: '/api/ContractShort/getOrderPage',
    /** Beyond spec section 7 (issue 20): per duration, the yield, break-even rate and the last 24 h's stakes and payouts. */
    getTransparency: '/api/ContractShort/getTransparency',
  },
  /**
   * Beyond spec section 7 (issue 20): the limits a member sets on their own contracts: daily loss
   * and stake limits, the session reminder, a break (cool-off) and self-exclusion.
   */
  limit: {
    getLimits: '/api/limit/getLimits',
    setDailyLimit: '/api/limit/setDailyLimit',
    setReminder: '/api/limit/setReminder',
    startCoolOff: '/api/limit/startCoolOff',
    endCoolOff: '/api/limit/endCoolOff',
    excludeSelf: '/api/limit/excludeSelf',
    endExclusion: '/api/limit/endExclusion',
  },
  /**
   * Beyond spec section 7: proof of liabilities (issue 20). The snapshot is public; the proof is
   * the caller's own leaf and path. Proof of reserves (issue 39): the platform's addresses at a
   * pinned block, with signatures proving control, against the same snapshot; public.
   */
  liability: {
    getLiabilitySnapshot: '/api/liability/getLiabilitySnapshot',
    getLiabilityProof: '/api/liability/getLiabilityProof',
    getReserves: '/api/liability/getReserves',
  },
  /**
   * Beyond the spec (issue 20): what proves the market's record, for anyone to check without an
   * account: one contract's ticks with their Merkle proofs, and the chain of roots by time.
   */
  proof: {
    getContractProof: '/api/proof/getContractProof',
    getTickRoots: '/api/proof/getTickRoots',
  },
  /**
   * Beyond the spec (issue 40): the notification centre: every event a member should know of, in
   * their language, with the page it opens; the bell's count is public (0 without a login).
   */
  notification: {
    getNotificationPage: '/api/notification/getNotificationPage',
    getNotificationUnreadNum: '/api/notification/getNotificationUnreadNum',
    readNotifications: '/api/notification/readNotifications',
  },
  /** Beyond the spec (issue 40): price alerts, checked against the recorded ticks contracts settle on. */
  alert: {
    getPriceAlerts: '/api/alert/getPriceAlerts',
    createPriceAlert: '/api/alert/createPriceAlert',
    cancelPriceAlert: '/api/alert/cancelPriceAlert',
  },
  /**
   * Beyond the spec (issue 40): Web Push: the member's devices, the kinds pushed, quiet hours and
   * whether pushes may show amounts. Delivered from a queue in the database (modules/push).
   */
  push: {
    getPushSettings: '/api/push/getPushSettings',
    savePushSettings: '/api/push/savePushSettings',
    subscribePush: '/api/push/subscribePush',
    unsubscribePush: '/api/push/unsubscribePush',
  },
  /** Beyond the spec (issue 41): identity verification in levels, each raising the withdrawal limits. */
  kyc: {
    getKycStatus: '/api/kyc/getKycStatus',
    uploadKycDocument: '/api/kyc/uploadKycDocument',
    submitKyc: '/api/kyc/submitKyc',
    withdrawKycSubmission: '/api/kyc/withdrawKycSubmission',
  },
  /** Ours, not in the spec: buying a mining machine and the member's machines. */
  mining: {
    buy: '/api/mining/buy',
    orders: '/api/mining/orders',
  },
} as const;

type Groups = typeof API;
/** Any one API path of the product. */
export type ApiPath = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/** Every API path, flat. */
export const ALL_API_PATHS: readonly ApiPath[] = Object.values(API).flatMap(
  (group) => Object.values(group) as ApiPath[],
);

/**
 * Calls that need no access token (spec section 5). Anything else made without a token is
 * cancelled by the app and refused by the server with code 1001.
 */
export const PUBLIC_PATHS: ReadonlySet<ApiPath> = new Set<ApiPath>([
  API.login.login,
  API.login.register,
  API.login.getVerificationImg,
  API.login.existsUsername,
  API.login.sendUpPwdCaptcha,
  API.login.checkMobileCaptcha,
  API.login.updateLoginPassword,
  API.login.sendRegisterCaptcha,
  API.login.refreshAccessToken,
  API.login.sendCaptchaEmail,
  // The second step is proven by its ticket and code: no session exists yet.
  API.login.secondStep,
  // A passkey proves itself by its signature over a challenge the server gave: no session exists yet.
  API.login.beginPasskeySignIn,
  API.login.finishPasskeySignIn,
  API.login.beginPasskeyStep,
  API.login.finishPasskeyStep,
  // The link in the mail to the old address: the member may have lost the session to an intruder.
  API.login.undoContactChange,
  // A reset proven by a recovery code: no session exists.
  API.login.checkRecoveryCode,
  API.common.getAppConfigAndCompanyConfig,
  API.common.getCountryList,
  API.common.getProtocolEnable,
  API.common.getExplainList,
  API.common.getExplainInfo,
  API.common.getCustomerServiceConfig,
  API.common.getMaintainConfig,
  API.common.getCurWinList,
  API.common.getAmountConfig,
  API.common.getActivityPage,
  API.common.getActivityInfo,
  API.common.getTimestamp,
  API.common.getSecondsOption,
  API.contractShort.getSecondsOption,
  // The same figures for everyone, read before deciding to trade at all.
  API.contractShort.getTransparency,
  API.common.getProductList,
  API.chain.getOpenCurrencyList,
  API.common.getSlide,
  API.common.pageNotice,
  API.member.getLetterUnReadNum,
  // The bell on home: a visitor, or a stale token, has nothing unread.
  API.notification.getNotificationUnreadNum,
  API.common.getDomainList,
  API.common.getEmailEnable,
  API.common.getRegisterConfig,
  // Anyone may check the published total; only the proof of one's own balance needs a login.
  API.liability.getLiabilitySnapshot,
  // Anyone may compare what the platform holds with what it owes.
  API.liability.getReserves,
  // Anyone may check a contract whose order number they were given, and copy the chain of roots.
  API.proof.getContractProof,
  API.proof.getTickRoots,
]);

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.has(path as ApiPath);
}

export function isApiPath(path: string): path is ApiPath {
  return (ALL_API_PATHS as readonly string[]).includes(path);
}
