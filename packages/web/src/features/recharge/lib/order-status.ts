import type { TRechargeMode, TRechargeStatus } from '@meridian/protocol';

/** How a status looks: its tag colour. Waiting is a warning, credited a success, the rest plain or danger. */
export const STATUS_COLOUR: Readonly<Record<TRechargeStatus, 'warning' | 'success' | 'danger' | 'default'>> = {
  waiting_payment: 'warning',
  pending_review: 'warning',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'default',
  failed: 'danger',
};

/** i18n keys (`recharge.status.*`, `recharge.mode.*`): the same words as the enum, camel-cased. */
export const STATUS_KEY = {
  waiting_payment: 'waitingPayment',
  pending_review: 'pendingReview',
  completed: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
  failed: 'failed',
} as const satisfies Record<TRechargeStatus, string>;

export const MODE_KEY = { online: 'online', offline: 'offline', crypto: 'crypto' } as const satisfies Record<TRechargeMode, string>;
