/**
 * The admin API's shapes, as docs/console-api.md writes them. Amounts are decimal strings and
 * times ISO strings on the wire, and stay so here: the console shows them, it never computes
 * with them.
 */
import type { LocalizedText } from '../lib/content-languages';

export type Role = 'owner' | 'finance' | 'support' | 'content';
export const ROLES: readonly Role[] = ['owner', 'finance', 'support', 'content'];

export type SessionStage = 'password' | 'totp' | 'ready';

export interface Session {
  username: string;
  role: Role;
  /** password: must set a new password; totp: must enrol an authenticator; ready: may work. */
  stage: SessionStage;
  csrfToken: string;
  /** The command names this role may run. */
  allowed: string[];
}

export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** A `data:image/png;base64,…` picture of the otpauth URI. */
  qr: string;
}

export interface TotpConfirmation {
  session: Session;
  recoveryCodes: string[];
}

export interface ListPage<T> {
  items: T[];
  total: number;
  /** There are more than `total`: the server counts only as far as the pager looks (docs/console-api.md, "Lists"). */
  totalIsLowerBound?: boolean;
  /** A money list's: what every row its filter matches adds up to, per currency (not only the page). */
  totals?: AmountTotal[];
}

/** How many rows of a money list match, and the sum of their amounts, in one currency. */
export interface AmountTotal {
  currency: string;
  count: number;
  amount: string;
}

export interface MemberItem {
  id: number;
  username: string;
  nickname: string;
  mobile: string;
  email: string;
  inviteCode: string;
  inviterId: number | null;
  balance: string;
  frozen: string;
  registeredAt: string;
  loginFrozen: boolean;
  withdrawFrozen: boolean;
  /** The task level support granted, or null. */
  grantedLevel: number | null;
}

export interface MemberDetail {
  member: MemberItem;
  bankCards: { id: number; bankName: string; holder: string; account: string; createdAt: string }[];
  addresses: { id: number; network: string; address: string }[];
  inviters: { id: number; username: string }[];
  teamSize: number;
  sessions: { createdAt: string; ip: string; userAgent: string }[];
  /** Whether the member has an authenticator app on (support may reset it). */
  twoStepOn: boolean;
  taskLevel: MemberTaskLevel;
}

/** The member's task level, and the levels support may grant (member-level). */
export interface MemberTaskLevel {
  level: number;
  name: string;
  /** The level shown is the granted one, above what the paid orders reach. */
  granted: boolean;
  grantedLevel: number | null;
  completedTotal: number;
  levels: { level: number; name: string; completedTasksNeeded: number }[];
}

export type SignInOutcome = 'ok' | 'wrong-password' | 'wrong-code' | 'frozen';

/** One attempt to sign in to a member's account (kept 90 days). */
export interface SignInItem {
  id: number;
  at: string;
  ip: string;
  device: { browser: string; os: string; kind: string };
  method: string;
  outcome: SignInOutcome;
  sessionId: number | null;
}

export interface BillItem {
  id: number;
  memberId: number;
  username: string;
  type: string;
  /** The journal entry's kind (what made the bill). */
  kind: string;
  amount: string;
  currency: string;
  memo: string | null;
  createdAt: string;
}

export type RechargeStatus = 'waiting_payment' | 'pending_review' | 'completed' | 'rejected' | 'cancelled' | 'failed';
export const RECHARGE_STATUSES: readonly RechargeStatus[] = ['waiting_payment', 'pending_review', 'completed', 'rejected', 'cancelled', 'failed'];

export interface RechargeItem {
  orderNo: string;
  memberId: number;
  username: string;
  mode: string;
  channel: string | null;
  amount: string;
  currency: string;
  status: RechargeStatus;
  payerName: string | null;
  txid: string | null;
  proofUrl: string | null;
  reason: string | null;
  createdAt: string;
  completedAt: string | null;
}

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';
export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['pending', 'paid', 'rejected'];

export interface WithdrawalItem {
  orderNo: string;
  memberId: number;
  username: string;
  method: string;
  amount: string;
  fee: string;
  actualAmount: string;
  currency: string;
  destination: string;
  status: WithdrawalStatus;
  createdAt: string;
  reviewedAt: string | null;
  reason: string | null;
}

/** What an operator checks of a pending order (the server's `ReviewFact`); the value is the order's own text. */
export interface ReviewFact {
  name: 'payer' | 'payee' | 'coins' | 'rate' | 'network' | 'address' | 'txid' | 'destination' | 'fee' | 'tax' | 'payOut';
  value: string;
}

/** A clerk's hold on a pending order: their audit actor (`console:ann`) and since when. */
export interface OrderClaim {
  claimedBy: string;
  claimedAt: string;
}

export interface PendingOrder {
  kind: 'recharge' | 'withdrawal';
  orderNo: string;
  memberId: number;
  username: string;
  mode: string | null;
  amount: string;
  currency: string;
  /** The facts labelled for the operator; `detail` is the same as the command line's one English line. */
  facts: ReviewFact[];
  detail: string | null;
  /** A recharge's payment proof, served under /uploads/. */
  proofUrl?: string;
  createdAt: string;
  /** A withdrawal whose payment waits for a second operator (four eyes): its approval, else null. */
  approvalId?: number | null;
  /** Who works it now (claimed from the queue), or null while it is anyone's. */
  claim?: OrderClaim | null;
}

/** One page of the review queue (`GET /admin/pending`). */
export interface PendingPage {
  orders: PendingOrder[];
  total: number;
}

export interface AuditItem {
  id: number;
  actor: string;
  action: string;
  target: string;
  /** The command's fields or result: any JSON. */
  detail: unknown;
  outcome: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
}

export interface OperatorItem {
  username: string;
  role: Role;
  disabled: boolean;
  enrolled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface NewOperator {
  username: string;
  role: Role;
  /** Shown once: the operator changes it at first sign-in. */
  password: string;
}

export interface Dashboard {
  /** Done today (recharges credited, withdrawals paid), with every order requested today beside them. */
  today: {
    recharges: TodayFigures;
    withdrawals: TodayFigures;
    newMembers: number;
  };
  pending: { count: number; oldestAt: string | null };
  online: number;
  /** 30 days, oldest first. */
  days: { day: string; contractVolume: string; platformResult: string }[];
  maintenance: { on: boolean; message: string | null };
  /** The last ledger check, by anyone (null: never run). */
  ledgerCheck: LastLedgerCheck | null;
  /** null when the dashboard was read without a running server (the CLI on the database). */
  priceFeed: PriceFeed | null;
}

/** How many orders and their sum: those done today, and those requested today. */
export interface TodayFigures {
  count: number;
  sum: string;
  requested: { count: number; sum: string };
}

export interface LastLedgerCheck {
  at: string;
  /** The audit log's actor: `console:<operator>`, `api:<token>`, `cli:<user>`. */
  by: string;
  ok: boolean;
  discrepancies: number;
  /** The first few problems, in the server's (English) words. */
  first: string[];
}

export interface FeedProcess {
  host: string;
  pid: number;
}

export interface PriceFeed {
  source: string;
  owner: (FeedProcess & { source: string; since: string }) | null;
  ownedHere: boolean;
  answeredBy: FeedProcess;
  lastTickAt: string | null;
  staleAfterSeconds: number;
  stale: { currency: string; lastTickAt: string | null }[];
}

/** cancelled: its order was paid or rejected another way before anyone decided it. */
export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
export const APPROVAL_STATUSES: readonly ApprovalStatus[] = ['pending', 'approved', 'rejected', 'cancelled'];

/** What a checker reads before deciding, as it is now: the member with their balance, and the withdrawal a payment pays. */
export interface ApprovalContext {
  member: { id: number; username: string; available: string; held: string; currency: string } | null;
  order: WithdrawalItem | null;
}

/** A command held by four eyes until a second operator decides it. */
export interface ApprovalItem {
  id: number;
  /** The command held: `adjust`, `withdrawal-pay`, or a change of terms (`settings-set`, `contract-option-set`, …). */
  action: string;
  command: unknown;
  /** What made it need approval; 0 for a change of terms. */
  amount: string;
  /** For a change of settings, the values it was asked against (null for one never stored). */
  basis: Record<string, unknown> | null;
  target: string;
  maker: string;
  /** Why the maker asked (an adjustment's reason), or null. */
  reason: string | null;
  /** The order a held payment pays, or null. */
  orderNo: string | null;
  context: ApprovalContext;
  status: ApprovalStatus;
  checker: string | null;
  outcome: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A contract's states; the list filters by `open` (running) or `settled` (won, lost or draw). */
export type ContractStatus = 'running' | 'won' | 'lost' | 'draw';
export type ContractFilterStatus = 'open' | 'settled';
export const CONTRACT_FILTER_STATUSES: readonly ContractFilterStatus[] = ['open', 'settled'];
export type ContractDirection = 'up' | 'down';
export const CONTRACT_DIRECTIONS: readonly ContractDirection[] = ['up', 'down'];

/** A contract with the two recorded ticks it was priced on (settle* are null while it runs). */
export interface ContractOrderItem {
  id: number;
  orderNo: string;
  memberId: number;
  username: string;
  /** The pair bet on, e.g. `BTC/USDT`. */
  allname: string;
  direction: ContractDirection;
  seconds: number;
  yieldPercent: string;
  amount: string;
  currency: string;
  purchasePrice: string;
  purchaseTickAt: string;
  expiresAt: string;
  settlePrice: string | null;
  settleTickAt: string | null;
  status: ContractStatus;
  profit: string | null;
  createdAt: string;
  settledAt: string | null;
}

export type MiningOrderStatus = 'running' | 'finished';
export const MINING_ORDER_STATUSES: readonly MiningOrderStatus[] = ['running', 'finished'];

export interface MiningOrderItem {
  id: number;
  orderNo: string;
  memberId: number;
  username: string;
  productId: number;
  /** In every language it had when bought. */
  productName: LocalizedText;
  price: string;
  currency: string;
  dailyRate: string;
  dailyIncome: string;
  lockDays: number;
  daysPaid: number;
  status: MiningOrderStatus;
  startedAt: string;
  endsAt: string;
  createdAt: string;
  finishedAt: string | null;
}

export type InterestOrderStatus = 'holding' | 'extracted';
export const INTEREST_ORDER_STATUSES: readonly InterestOrderStatus[] = ['holding', 'extracted'];

export interface InterestOrderItem {
  id: number;
  orderNo: string;
  memberId: number;
  username: string;
  amount: string;
  currency: string;
  dailyRate: string;
  holdDays: number;
  handlingPercent: string;
  depositedAt: string;
  daysAccrued: number;
  interestAccrued: string;
  status: InterestOrderStatus;
  extractedAt: string | null;
  paidOut: string | null;
  handlingCharge: string | null;
  interestPaid: string | null;
  createdAt: string;
}

export type TaskOrderStatus = 'waiting' | 'paid' | 'cancelled';
/** The list filters by these (no goods order is ever cancelled today). */
export const TASK_ORDER_FILTER_STATUSES: readonly TaskOrderStatus[] = ['waiting', 'paid'];

export interface TaskOrderItem {
  id: number;
  orderNo: string;
  memberId: number;
  username: string;
  goodsId: number;
  /** In every language it had when grabbed. */
  goodsName: LocalizedText;
  goodsImage: string;
  price: string;
  currency: string;
  commissionPercent: string;
  commission: string;
  level: number;
  taskDay: string;
  status: TaskOrderStatus;
  grabbedAt: string;
  paidAt: string | null;
  createdAt: string;
}
