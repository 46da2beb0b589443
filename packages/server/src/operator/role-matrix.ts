import { mayChangeSetting, settingsChangeableBy } from '../settings/setting-duties.js';
import type { CommandName, OperatorCommand } from './command-registry.js';
import type { OperatorRole } from './operator-roles.js';

/**
 * Which roles run which command: the one place that says it. `owner` runs everything and is not
 * listed. The admin API refuses (403) a console operator whose role is not here, whatever the
 * console shows; bearer tokens (scripts) and the CLI are the platform's own and run everything.
 * Keyed by every command name, so a new command does not compile until someone decides who may
 * run it.
 */
const FINANCE = 'finance';
const SUPPORT = 'support';
const CONTENT = 'content';
const COMPLIANCE = 'compliance';
const EVERYONE = [FINANCE, SUPPORT, CONTENT, COMPLIANCE] as const;

const ROLE_MATRIX: Readonly<Record<CommandName, readonly Exclude<OperatorRole, 'owner'>[]>> = {
  // The platform: every role reads the dashboard and finds members; support acts on them.
  dashboard: EVERYONE,
  // Compliance finds the member behind a submission and reads their record (never changes it).
  members: [FINANCE, SUPPORT, COMPLIANCE],
  member: [FINANCE, SUPPORT, COMPLIANCE],
  'member-sign-ins': [FINANCE, SUPPORT],
  kick: [SUPPORT],
  'member-freeze': [SUPPORT],
  // A granted level raises a member's tasks per day and commission: support's, as the other member actions.
  'member-level': [SUPPORT],
  'pay-password-reset': [SUPPORT],
  'two-step-reset': [SUPPORT],
  conversations: [SUPPORT],
  conversation: [SUPPORT],
  'conversation-reply': [SUPPORT],
  'conversation-close': [SUPPORT],
  outbox: [SUPPORT],
  // The push queue names members and what kind of thing they were told, never a device's address:
  // support answers the member whose phone stayed silent; finance reads the platform's other queues
  // and their health (the chain watchers, the signer), and most pushes that lag are money's
  // (a deposit credited, a withdrawal sent). Content reads no member's records.
  'push-deliveries': [FINANCE, SUPPORT],
  popup: [SUPPORT, CONTENT],
  maintenance: [],
  'ledger-check': [FINANCE],
  // Checking the price record's proofs reads no member's money; support answers members who doubt a contract.
  'verify-chain': [FINANCE],
  'verify-contract': [FINANCE, SUPPORT],
  // Money.
  pending: [FINANCE],
  // Claiming an order is part of working the queue: whoever decides orders.
  'order-claim': [FINANCE],
  'order-unclaim': [FINANCE],
  'recharge-approve': [FINANCE],
  'recharge-reject': [FINANCE],
  'withdrawal-pay': [FINANCE],
  'withdrawal-reject': [FINANCE],
  adjust: [FINANCE],
  // Four eyes: a second operator decides only what their own role may run (approval-decision.ts),
  // so content approves content's terms, finance finance's money and compliance identities.
  approvals: [FINANCE, CONTENT, COMPLIANCE],
  'approval-approve': [FINANCE, CONTENT, COMPLIANCE],
  'approval-reject': [FINANCE, CONTENT, COMPLIANCE],
  // Identity verification (issue 41): compliance's alone. Finance, who moves the money a level
  // unlocks, never approves the identity that unlocks it; compliance changes no limit, fee or
  // wallet (no settings-set, no money command) and sees a picture only through a link of its own.
  'kyc-submissions': [COMPLIANCE],
  'kyc-document-url': [COMPLIANCE],
  'kyc-approve': [COMPLIANCE],
  'kyc-reject': [COMPLIANCE],
  // Publishing what the platform owes its members is finance's (and the owner's).
  'liabilities-snapshot': [FINANCE],
  // The chain watchers: finance reads and credits unmatched deposits; support reads them to answer
  // a member whose deposit has not arrived; resuming a halted network is the owner's alone.
  'chain-status': [FINANCE, SUPPORT],
  'chain-deposits': [FINANCE, SUPPORT],
  'chain-deposit-credit': [FINANCE],
  'chain-resume': [],
  // The platform's wallets and the signer's sends: finance's, as money is. Failing a send and
  // refunding it is held for a second operator besides (wallets-fail-and-refund).
  wallets: [FINANCE],
  'wallets-rebroadcast': [FINANCE],
  'wallets-replace': [FINANCE],
  'wallets-fail-and-refund': [FINANCE],
  recharges: [FINANCE, SUPPORT],
  withdrawals: [FINANCE, SUPPORT],
  bills: [FINANCE, SUPPORT],
  // Members' orders: read-only, for those who answer members and those who account for money.
  contracts: [FINANCE, SUPPORT],
  'mining-orders': [FINANCE, SUPPORT],
  'interest-orders': [FINANCE, SUPPORT],
  'task-orders': [FINANCE, SUPPORT],
  // An export is as open as the list it exports (and audited, since the data leaves the platform).
  'recharges-export': [FINANCE, SUPPORT],
  'withdrawals-export': [FINANCE, SUPPORT],
  'bills-export': [FINANCE, SUPPORT],
  // Product terms and settings.
  'settings-get': [CONTENT, FINANCE],
  // Which settings each role may change is their duty's (settings/setting-duties.ts).
  'settings-set': [CONTENT, FINANCE],
  'contract-options': [CONTENT],
  'contract-option-set': [CONTENT],
  'contract-option-remove': [CONTENT],
  'interest-terms': [CONTENT],
  'channel-name': [CONTENT],
  'support-hours': [CONTENT],
  'support-label': [CONTENT],
  'mining-products': [CONTENT],
  'mining-product-add': [CONTENT],
  'mining-product-set': [CONTENT],
  goods: [CONTENT],
  'goods-add': [CONTENT],
  'goods-set': [CONTENT],
  // Content: letters are support's too (answering a member).
  notices: [CONTENT],
  'notice-add': [CONTENT],
  'notice-set': [CONTENT],
  'notice-remove': [CONTENT],
  'letter-send': [SUPPORT, CONTENT],
  'letter-reach': [SUPPORT, CONTENT],
  'help-articles': [CONTENT],
  'help-set': [CONTENT],
  'help-remove': [CONTENT],
  activities: [CONTENT],
  'activity-add': [CONTENT],
  'activity-set': [CONTENT],
  banners: [CONTENT],
  'banner-add': [CONTENT],
  'banner-set': [CONTENT],
  // The logo is part of the company's branding (the `company` setting): content's duty.
  'logo-set': [CONTENT],
  // Operators and the audit log: the owner's alone.
  operators: [],
  'operator-add': [],
  'operator-set': [],
  // Resetting another operator's password or authenticator hands out their way in: the owner's alone.
  'operator-password-reset': [],
  'operator-authenticator-reset': [],
  audit: [],
  'audit-export': [],
};

export function mayRun(role: OperatorRole, command: string): boolean {
  if (role === 'owner') return true;
  const roles: readonly string[] | undefined = (ROLE_MATRIX as Readonly<Record<string, readonly string[]>>)[command];
  return roles?.includes(role) ?? false;
}

/** Whether `role` may run this command as given: its name, and for a setting, whose duty it is. */
export function mayRunCommand(role: OperatorRole, command: OperatorCommand): boolean {
  if (!mayRun(role, command.name)) return false;
  return command.name !== 'settings-set' || mayChangeSetting(role, command.key);
}

/**
 * The commands a role may run, for the console to show only those, with `settings-set:<key>` for
 * each setting the role may change.
 */
export function allowedCommands(role: OperatorRole): string[] {
  const commands = Object.keys(ROLE_MATRIX).filter((command) => mayRun(role, command));
  const settings = mayRun(role, 'settings-set') ? settingsChangeableBy(role).map((key) => `settings-set:${key}`) : [];
  return [...commands, ...settings];
}
