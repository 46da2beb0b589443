/** A fixed-window limit: at most `limit` hits per `windowMs` for one subject. */
export interface LimitRule {
  /** Part of the storage key; two rules never share a name. */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Limits {
  /**
   * Failed logins of one account from one address: slowed from `loginSlowAfter` failures, refused
   * from `limit`. Keyed on the pair, so someone guessing from elsewhere slows only themselves and
   * never locks the member out on their own device.
   */
  loginFailuresPerAccountIp: LimitRule;
  /** Failed logins from one address, whatever the account. */
  loginFailuresPerIp: LimitRule;
  /**
   * Failed logins of one account from anywhere: far above the per-pair limit, a guessing campaign
   * from many addresses. The account is locked until the member resets the password by code, and
   * a letter tells them so.
   */
  loginFailuresPerAccount: LimitRule;
  /** Login attempts from one address, right or wrong, counted before any password is hashed. */
  loginAttemptsPerIp: LimitRule;
  /** Successful logins of one account: a script logging in over and over is not a member. */
  loginSuccessesPerAccount: LimitRule;
  /** Failures before each further attempt waits. */
  loginSlowAfter: number;
  /** The wait per failure beyond `loginSlowAfter`, capped at `loginSlowdownMaxMs`. */
  loginSlowdownMs: number;
  loginSlowdownMaxMs: number;
  /** Wrong pay or old passwords of one member. */
  passwordFailuresPerMember: LimitRule;
  /** Wrong verification codes for one target before its codes are dead. */
  codeAttempts: number;
  registerPerIp: LimitRule;
  /** One code per target (email, phone, account) per window. */
  codePerTarget: LimitRule;
  codePerIp: LimitRule;
  /**
   * Codes sent by the whole platform per window, whoever asks: many addresses together cannot
   * turn the mail or SMS account into a spam cannon (or run up its bill).
   */
  codeGlobal: LimitRule;
  captchaPerIp: LimitRule;
  existsUsernamePerIp: LimitRule;
  uploadPerMember: LimitRule;
  /** Admin API requests of one operator or token, wherever they come from: a person or a script, not a flood. */
  adminRequestsPerOperator: LimitRule;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerAccountIp: { name: 'login-fail-account-ip', limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { name: 'login-fail-ip', limit: 20, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { name: 'login-fail-account', limit: 50, windowMs: 24 * HOUR },
  loginAttemptsPerIp: { name: 'login-ip', limit: 30, windowMs: MINUTE },
  loginSuccessesPerAccount: { name: 'login-ok-account', limit: 30, windowMs: HOUR },
  loginSlowAfter: 3,
  loginSlowdownMs: 1000,
  loginSlowdownMaxMs: 5000,
  passwordFailuresPerMember: { name: 'password-fail-member', limit: 5, windowMs: 15 * MINUTE },
  codeAttempts: 5,
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: HOUR },
  codePerTarget: { name: 'code-target', limit: 1, windowMs: MINUTE },
  codePerIp: { name: 'code-ip', limit: 10, windowMs: HOUR },
  codeGlobal: { name: 'code-global', limit: 300, windowMs: MINUTE },
  captchaPerIp: { name: 'captcha-ip', limit: 60, windowMs: MINUTE },
  existsUsernamePerIp: { name: 'exists-username-ip', limit: 60, windowMs: MINUTE },
  uploadPerMember: { name: 'upload-member', limit: 30, windowMs: HOUR },
  adminRequestsPerOperator: { name: 'admin-operator', limit: 120, windowMs: MINUTE },
};
