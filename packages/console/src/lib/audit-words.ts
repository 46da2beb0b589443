import type { TFunction } from 'i18next';
import { isOneOf } from './one-of';

/**
 * The audit log's codes in the operator's words: who (`console:fin2`), what (`recharge-approve`)
 * and on what (`member:demo0001`). A code the console does not know (a server newer than the
 * console) shows as the server wrote it.
 */

/** Every action the audit log records: each operator command, and the console's own session steps. */
export const AUDIT_ACTIONS = [
  'activities', 'activity-add', 'activity-set', 'adjust', 'approval-approve', 'approval-reject', 'approvals', 'audit', 'audit-export',
  'banner-add', 'banner-set', 'banners', 'bills', 'bills-export', 'channel-name', 'contract-option-remove', 'contract-option-set',
  'contract-options', 'contracts', 'conversation', 'conversation-close', 'conversation-reply', 'conversations', 'dashboard', 'goods',
  'goods-add', 'goods-set', 'help-articles', 'help-remove', 'help-set', 'interest-orders', 'interest-terms', 'kick', 'ledger-check',
  'letter-reach', 'letter-send', 'liabilities-snapshot', 'maintenance', 'member', 'member-freeze', 'member-level', 'member-sign-ins',
  'members', 'mining-orders', 'mining-product-add', 'mining-product-set', 'mining-products', 'notice-add', 'notice-remove', 'notice-set',
  'notices', 'operator-add', 'operator-authenticator-reset', 'operator-password-reset', 'operator-set', 'order-claim', 'order-unclaim', 'operators', 'outbox',
  'pay-password-reset', 'pending', 'popup', 'push-deliveries', 'recharge-approve', 'recharge-reject', 'recharges', 'recharges-export', 'settings-get',
  'settings-set', 'support-hours', 'support-label', 'task-orders', 'two-step-reset', 'verify-chain', 'verify-contract', 'withdrawal-pay',
  'withdrawal-reject', 'withdrawals', 'withdrawals-export', 'order-claim', 'order-unclaim', 'logo-set',
  'chain-status', 'chain-deposits', 'chain-deposit-credit', 'chain-resume',
  'wallets', 'wallets-rebroadcast', 'wallets-replace', 'wallets-fail-and-refund',
  'kyc-submissions', 'kyc-document-url', 'kyc-approve', 'kyc-reject', 'kyc-document-view',
  'sign-in', 'sign-out', 'password-change', 'totp-enrol',
] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

const ACTORS = ['console', 'api', 'cli'] as const;
const TARGETS = ['member', 'operator', 'setting', 'recharge', 'withdrawal', 'approval', 'conversation', 'notice', 'banner', 'activity', 'goods', 'mining-product', 'help', 'export', 'order', 'chain', 'chain-deposit', 'chain-send', 'kyc-submission', 'kyc-document'] as const;

/** `prefix:rest` split at its first colon; null when there is none. */
function split(code: string): [prefix: string, rest: string] | null {
  const colon = code.indexOf(':');
  return colon < 0 ? null : [code.slice(0, colon), code.slice(colon + 1)];
}

export function auditActionLabel(t: TFunction, action: string): string {
  return isOneOf<AuditAction>(AUDIT_ACTIONS, action) ? t(`audit.actions.${action}`) : action;
}

/** `console:fin2` → "fin2 (console)". */
export function auditActorLabel(t: TFunction, actor: string): string {
  const parts = split(actor);
  if (parts === null || !isOneOf(ACTORS, parts[0])) return actor;
  return t(`audit.actors.${parts[0]}`, { name: parts[1] });
}

/** `member:demo0001` → "Member demo0001"; `everyone` → "Every member". */
export function auditTargetLabel(t: TFunction, target: string): string {
  if (target === 'everyone') return t('audit.everyone');
  const parts = split(target);
  if (parts === null || !isOneOf(TARGETS, parts[0])) return target;
  return t(`audit.targets.${parts[0]}`, { id: parts[1] });
}
