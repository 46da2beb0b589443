/**
 * Result codes carried in `{code, msg, data}` (spec section 8), and what the app does with each.
 * The HTTP status is always 200; the code says what happened.
 */
export const CODE = {
  OK: 200,
  /** Session invalid: the app clears the token and goes to login. */
  SESSION_INVALID: 1001,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SERVER_ERROR: 500,
  /** The member already has an unfinished recharge order: modal, then the recharge bills. */
  RECHARGE_UNFINISHED: 3008,
  /** Low balance for a product: toast, then the recharge page. */
  BALANCE_LOW: 6005,
  /** Contract already open / in settlement: toast, then the bet record. */
  CONTRACT_PENDING: 7003,
  CONTRACT_LIMIT: 7004,
  /** Contract needs funds: toast, then the recharge page. */
  CONTRACT_BALANCE_LOW: 7012,

  // Codes of our own, all handled by the app as "toast the message".
  /** The body is not a valid envelope (base64 / cipher / padding). */
  BAD_ENVELOPE: 4000,
  /** The envelope decrypted but does not hold a JSON object. */
  BAD_JSON: 4001,
  /** The payload failed validation; `data.fields` names the fields. */
  INVALID_PARAMS: 4002,
  /**
   * The body is larger than the call takes (64 KB but for uploads): refused before it was read on,
   * decrypted or parsed. An upload too large answers INVALID_PARAMS on its `image` field instead,
   * with the upload's own limit in the message.
   */
  BODY_TOO_LARGE: 4013,
  TOO_MANY_REQUESTS: 4029,
  /** The server has too much of this work (password checks) queued: try again in a moment. */
  SERVER_BUSY: 4030,
  CAPTCHA_INVALID: 4101,
  CODE_INVALID: 4102,
  USERNAME_TAKEN: 4103,
  WRONG_CREDENTIALS: 4104,
  INVITE_CODE_INVALID: 4105,
  WRONG_PASSWORD: 4106,
  WRONG_PAY_PASSWORD: 4107,
  ACCOUNT_LOCKED: 4108,
  NO_CONTACT: 4109,
  /** Maintenance is on: every member call is refused; the app goes to the maintenance page. */
  MAINTENANCE: 4503,
  /** A money request repeated an earlier `requestId` with other parameters: nothing was done. */
  REQUEST_ID_REUSED: 4110,
  /** The order is no longer in a state that allows this (already paid, cancelled, …). */
  ORDER_STATE: 4111,
  /** 'Sorry, your credit is running low': the available balance does not cover it. */
  INSUFFICIENT_FUNDS: 4112,
  /** The member must set a pay password first (the app offers the page). */
  PAY_PASSWORD_NOT_SET: 4113,
  /** The member must bind a bank card (or a coin address) first (the app offers the page). */
  PAYOUT_ACCOUNT_REQUIRED: 4114,
  /** A withdrawal limit (daily count, minimum, maximum) stops this one. */
  WITHDRAW_LIMIT: 4115,
  /** Too many wrong pay passwords: pay-password actions are locked for a while. */
  PAY_PASSWORD_LOCKED: 4116,
  /** The currency's price is not up to date (no tick for 10 s): no contract can be signed on it now. */
  PRICE_STALE: 4117,
  /** The member has used all of today's goods-order tasks (their local day). */
  TASK_LIMIT_REACHED: 4118,
  /** The interval between two grabs has not passed yet (getCountdown says how long). */
  TASK_COOLDOWN: 4119,
  /** No goods item is priced within the member's available balance right now. */
  NO_GOODS_AFFORDABLE: 4120,
  /** The member already keeps the most shipping addresses allowed: delete one first. */
  ADDRESS_LIMIT: 4121,
  /**
   * Withdrawals are held after a password change (or 2-step turned off) until `data.until`
   * (epoch ms): the message says why and until when.
   */
  WITHDRAW_HELD: 4122,
  /**
   * The withdrawal whitelist stops this: the destination becomes usable at `data.usableAt` (epoch
   * ms), or (`data.usableAt` null) a saved destination cannot change while the whitelist is on.
   */
  WITHDRAW_WHITELIST: 4123,
  /**
   * Login: the password was right and 2-step is on; `data` is `{ticket, expiresAt}` for
   * /api/login/secondStep. The login page asks for the code (nothing is toasted).
   */
  TWO_STEP_REQUIRED: 4140,
  /** A sensitive call without `twoStepCode` while 2-step is on: the form shows the code field. */
  TWO_STEP_CODE_REQUIRED: 4141,
  /** The 2-step code is wrong, already used, or not a recovery code left. */
  TWO_STEP_CODE_WRONG: 4142,
  /** The second-step ticket is unknown, used or past its 5 minutes: sign in again. */
  SECOND_STEP_EXPIRED: 4143,
  /** 2-step is already on (turning it on) or off (turning it off, confirming without beginning). */
  TWO_STEP_STATE: 4144,
  /** The passkey is unknown, removed, not the member's, or its signature or counter is refused. */
  PASSKEY_REFUSED: 4145,
  /** The passkey challenge is unknown, already used, or past its 5 minutes: start again. */
  PASSKEY_CHALLENGE_EXPIRED: 4146,
  /** The member already has the most passkeys allowed (MAX_PASSKEYS). */
  PASSKEY_LIMIT: 4147,
  /**
   * Responsible trading (issue 20): the member's own daily loss limit leaves no room for this
   * contract (running contracts count as lost). `data`: `{limit, room, resetsAt}`. The app says so
   * in a dialog that offers the limits page.
   */
  CONTRACT_LOSS_LIMIT: 4160,
  /** The member's own daily stake limit leaves no room for this contract. `data`: `{limit, room, resetsAt}`. */
  CONTRACT_STAKE_LIMIT: 4161,
  /** The member is taking a break from contracts until `data.until` (epoch ms). */
  CONTRACT_COOL_OFF: 4162,
  /** The member excluded themselves from contracts; `data.endsAt` is when an asked end comes, or null. */
  CONTRACT_SELF_EXCLUDED: 4163,
  /** The member already has PRICE_ALERT_MAX_ACTIVE active price alerts (issue 40): one must go first. */
  ALERT_LIMIT: 4170,
  /**
   * The verification step cannot be taken now (issue 41): a submission is already open, the level
   * is not the next one, pictures are missing, or the submission is decided: the message says which.
   */
  KYC_STATE: 4180,
} as const;

export type ResultCode = (typeof CODE)[keyof typeof CODE];

/** What the app does when a call answers with a code (spec section 8). */
export type CodeAction =
  | { kind: 'success' }
  | { kind: 'relogin' }
  | { kind: 'maintenance' }
  | { kind: 'toast' }
  | { kind: 'modal-then-recharge-bills' }
  /** Not a failure to show: the page that made the call goes on with the answer's data. */
  | { kind: 'caller' }
  | { kind: 'toast-then'; target: 'bet-record' | 'recharge'; delayMs: number }
  /** A dialog with the message that offers the page where the member changes what refused it. */
  | { kind: 'modal-offering'; target: 'trading-limits' };

/** Delay before the follow-up navigation of 7003/7004/6005/7012 (spec section 9). */
export const REDIRECT_DELAY_MS = 1500;
/** How long a toast stays (spec section 9). */
export const TOAST_MS = 2000;

export function actionForCode(code: number): CodeAction {
  switch (code) {
    case CODE.OK:
      return { kind: 'success' };
    case CODE.SESSION_INVALID:
      return { kind: 'relogin' };
    case CODE.MAINTENANCE:
      // The server refuses member calls while maintenance is on: the member waits on its page (spec section 4).
      return { kind: 'maintenance' };
    case CODE.RECHARGE_UNFINISHED:
      return { kind: 'modal-then-recharge-bills' };
    case CODE.TWO_STEP_REQUIRED:
      return { kind: 'caller' };
    case CODE.CONTRACT_PENDING:
    case CODE.CONTRACT_LIMIT:
      return { kind: 'toast-then', target: 'bet-record', delayMs: REDIRECT_DELAY_MS };
    case CODE.BALANCE_LOW:
    case CODE.CONTRACT_BALANCE_LOW:
      return { kind: 'toast-then', target: 'recharge', delayMs: REDIRECT_DELAY_MS };
    case CODE.CONTRACT_LOSS_LIMIT:
    case CODE.CONTRACT_STAKE_LIMIT:
    case CODE.CONTRACT_COOL_OFF:
    case CODE.CONTRACT_SELF_EXCLUDED:
      // The member's own limit: said plainly, with the way to the page that sets it, never a toast that vanishes.
      return { kind: 'modal-offering', target: 'trading-limits' };
    default:
      // 403, 500 and every other code: a toast with the server's message (or 'network error').
      return { kind: 'toast' };
  }
}
