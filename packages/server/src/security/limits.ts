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
  /** Failed logins of one account: slowed from `slowAfter` failures, refused from `limit`. */
  loginFailuresPerAccount: LimitRule;
  /** Failed logins from one address, whatever the account. */
  loginFailuresPerIp: LimitRule;
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
  captchaPerIp: LimitRule;
  existsUsernamePerIp: LimitRule;
  uploadPerMember: LimitRule;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerAccount: { name: 'login-fail-account', limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { name: 'login-fail-ip', limit: 5, windowMs: 15 * MINUTE },
  loginSlowAfter: 3,
  loginSlowdownMs: 1000,
  loginSlowdownMaxMs: 5000,
  passwordFailuresPerMember: { name: 'password-fail-member', limit: 5, windowMs: 15 * MINUTE },
  codeAttempts: 5,
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: HOUR },
  codePerTarget: { name: 'code-target', limit: 1, windowMs: MINUTE },
  codePerIp: { name: 'code-ip', limit: 10, windowMs: HOUR },
  captchaPerIp: { name: 'captcha-ip', limit: 60, windowMs: MINUTE },
  existsUsernamePerIp: { name: 'exists-username-ip', limit: 60, windowMs: MINUTE },
  uploadPerMember: { name: 'upload-member', limit: 30, windowMs: HOUR },
};
