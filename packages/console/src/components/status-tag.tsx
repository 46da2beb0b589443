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
};

export function StatusTag({ status, label }: { status: string; label: string }) {
  return <ToneTag tone={STATUS_TONES[status] ?? 'neutral'}>{label}</ToneTag>;
}
