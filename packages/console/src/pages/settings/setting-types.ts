import type { LocalizedText } from '../../lib/content-languages';

/**
 * The settings' shapes as `settings-get` answers them and `settings-set` takes them (the server's
 * packages/server/src/settings/). Amounts and percents are decimal strings, as there.
 */

/** `GET /admin/settings/:key`: the value, and whether it is stored or the default. */
export interface StoredSetting<Value> {
  key: string;
  source: string;
  value: Value;
}

export interface Bank {
  code: string;
  name: LocalizedText;
}

export interface OnlineChannel {
  code: string;
  name: LocalizedText;
  provider: PaymentProvider;
  min: string;
  max: string;
}

export interface PayeeAccount {
  bankCode: string;
  holder: string;
  account: string;
  branch: string;
}

export interface OfflineMethod {
  code: string;
  name: LocalizedText;
  min: string;
  max: string;
  payees: PayeeAccount[];
}

export interface CryptoChannel {
  code: string;
  coin: string;
  network: string;
  address: string;
  /** Platform currency per coin. */
  rate: string;
  min: string;
  max: string;
}

/** The payment providers the server has an adapter for (recharge-settings.ts PAYMENT_PROVIDERS). */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export interface RechargeSettings {
  onlineChannels: OnlineChannel[];
  offlineMethods: OfflineMethod[];
  banks: Bank[];
  cryptoChannels: CryptoChannel[];
  amounts: { quickAmounts: string[]; min: string; max: string };
  /** The recharge page's banner; empty for none. */
  openRechargeImg: string;
}

export interface WithdrawRules {
  minAmount: string;
  maxAmount: string;
  dailyCount: number;
  freeCount: number;
  taxPercent: string;
  feeAmount: string;
}

export interface CoinNetwork {
  network: string;
  /** A regular expression an address on this chain matches. */
  addressPattern: string;
}

export interface WithdrawSettings {
  rules: WithdrawRules;
  banks: Bank[];
  networks: CoinNetwork[];
}

export interface WithdrawWhitelistSettings {
  delayHours: number;
}

export interface TaskLevel {
  level: number;
  name: string;
  completedTasksNeeded: number;
  tasksPerDay: number;
  commissionPercent: string;
}

export interface TaskSettings {
  levels: TaskLevel[];
  grabIntervalSeconds: number;
  /** [direct inviter, their inviter, the next]: percent of a goods order's commission. */
  referralPercents: string[];
}

export interface ContractOption {
  seconds: number;
  yieldPercent: string;
  minAmount: string;
  maxAmount: string;
}

export interface ContractSettings {
  options: ContractOption[];
  /** The pairs offered, in order; null: every pair the market lists. */
  allnames: string[] | null;
}

export const SUPPORT_KINDS = ['email', 'telegram', 'whatsapp', 'phone', 'link'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];

export interface SupportChannel {
  kind: SupportKind;
  label: LocalizedText;
  value: string;
}

export interface CustomerServiceSettings {
  channels: SupportChannel[];
  workingHours: LocalizedText;
}

export const VERIFY_BY = ['none', 'email', 'mobile'] as const;

export interface RegisterSettings {
  inviteCodeRequired: boolean;
  /** Which contact a new member proves with a code. */
  verifyBy: (typeof VERIFY_BY)[number];
  /** The code of the agreement new members accept. */
  agreementCode: string;
}
