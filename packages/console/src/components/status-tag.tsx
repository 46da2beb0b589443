import { ToneTag, type Tone } from './tone-tag';

/** The tone of an order's state, the same in every list. */
const STATUS_TONES: Record<string, Tone> = {
  pending: 'waiting',
  pending_review: 'waiting',
  waiting_payment: 'info',
  approved: 'positive',
  completed: 'positive',
  paid: 'positive',
  rejected: 'negative',
  failed: 'negative',
  // Members' orders: contracts, mining machines, interest deposits and goods-order tasks.
  running: 'info',
  won: 'positive',
  lost: 'negative',
  holding: 'info',
  waiting: 'waiting',
};

export function StatusTag({ status, label }: { status: string; label: string }) {
  return <ToneTag tone={STATUS_TONES[status] ?? 'neutral'}>{label}</ToneTag>;
}
