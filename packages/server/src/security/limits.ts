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
  /**
   * Failed sign-ins from one of the member's known devices (member-devices.ts): counted on that
   * device alone, which the address and account counters of unknown clients never lock.
   */
  loginFailuresPerDevice: LimitRule;
  /** Sign-in attempts from one known device, right or wrong, before any password is hashed. */
  loginAttemptsPerDevice: LimitRule;
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
  /** One code per target (email, phone, account) and browser per window. */
  codePerTarget: LimitRule;
  /** Codes asked for from one address (not counted for the account's own known devices). */
  codePerIp: LimitRule;
  /**
   * Codes to one recipient from anyone but the account's own known devices: nobody floods a
   * person's mailbox or phone, and nothing a stranger does stops the member's own device getting
   * a code. There is no ceiling shared by everyone: a crowd of addresses could fill it for all.
   */
  codePerRecipient: LimitRule;
  captchaPerIp: LimitRule;
  existsUsernamePerIp: LimitRule;
  uploadPerMember: LimitRule;
  /**
   * Uploads from one address, whoever is signed in: each is up to 2 MB to receive, decode and keep,
   * and accounts are cheap to make. Members behind one address (a family, an office, a carrier's
   * shared address) rarely upload at once, so the room of two members' hours is plenty.
   */
  uploadPerIp: LimitRule;
  /**
   * Identity document pictures of one member (issue 41): each is up to 10 MB to receive, check and
   * re-encode. A submission holds three at most, so an hour's room is plenty of retakes.
   */
  kycUploadPerMember: LimitRule;
  /** Identity document pictures from one address, whoever is signed in: two members' hours. */
  kycUploadPerIp: LimitRule;
  /** Support messages of one member: a burst of a conversation is fine, a script pasting hundreds is not. */
  supportMessagesPerMember: LimitRule;
  /** Statements (CSV files of bills) of one member: each reads the member's whole history. */
  billExportsPerMember: LimitRule;
  /** The embedded demo's faucet, per member: each send is a transaction on the demo chain everyone shares. */
  demoFaucetPerMember: LimitRule;
  /**
   * Live-channel sockets open at once from one address, in each server process: a household or an
   * office with several members and tabs stays under it; one client opening thousands does not.
   */
  socketsPerAddress: number;
  /** Live-channel sockets open at once for one member, in each server process: tabs and devices. */
  socketsPerMember: number;
  /** Admin API requests of one operator or token, wherever they come from: a person or a script, not a flood. */
  adminRequestsPerOperator: LimitRule;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerAccountIp: { name: 'login-fail-account-ip', limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { name: 'login-fail-ip', limit: 20, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { name: 'login-fail-account', limit: 50, windowMs: 24 * HOUR },
  loginAttemptsPerIp: { name: 'login-ip', limit: 30, windowMs: MINUTE },
  loginFailuresPerDevice: { name: 'login-fail-device', limit: 10, windowMs: 15 * MINUTE },
  loginAttemptsPerDevice: { name: 'login-device', limit: 30, windowMs: MINUTE },
  loginSuccessesPerAccount: { name: 'login-ok-account', limit: 30, windowMs: HOUR },
  loginSlowAfter: 3,
  loginSlowdownMs: 1000,
  loginSlowdownMaxMs: 5000,
  passwordFailuresPerMember: { name: 'password-fail-member', limit: 5, windowMs: 15 * MINUTE },
  codeAttempts: 5,
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: HOUR },
  codePerTarget: { name: 'code-target', limit: 1, windowMs: MINUTE },
  codePerIp: { name: 'code-ip', limit: 10, windowMs: HOUR },
  codePerRecipient: { name: 'code-recipient', limit: 10, windowMs: HOUR },
  captchaPerIp: { name: 'captcha-ip', limit: 60, windowMs: MINUTE },
  existsUsernamePerIp: { name: 'exists-username-ip', limit: 60, windowMs: MINUTE },
  uploadPerMember: { name: 'upload-member', limit: 30, windowMs: HOUR },
  uploadPerIp: { name: 'upload-ip', limit: 60, windowMs: HOUR },
  kycUploadPerMember: { name: 'kyc-upload-member', limit: 30, windowMs: HOUR },
  kycUploadPerIp: { name: 'kyc-upload-ip', limit: 60, windowMs: HOUR },
  supportMessagesPerMember: { name: 'support-message-member', limit: 10, windowMs: MINUTE },
  billExportsPerMember: { name: 'bill-export-member', limit: 10, windowMs: HOUR },
  demoFaucetPerMember: { name: 'demo-faucet-member', limit: 10, windowMs: HOUR },
  socketsPerAddress: 30,
  socketsPerMember: 10,
  adminRequestsPerOperator: { name: 'admin-operator', limit: 120, windowMs: MINUTE },
};
