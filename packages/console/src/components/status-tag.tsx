import { ToneTag, type Tone } from './tone-tag';

/** The tone of an order's state, the same in every list. */
const STATUS_TONES: Record<string, Tone> = {
  pending: 'waiting',
  approved: 'positive',
  paid: 'positive',
  rejected: 'negative',
};

export function StatusTag({ status, label }: { status: string; label: string }) {
  return <ToneTag tone={STATUS_TONES[status] ?? 'neutral'}>{label}</ToneTag>;
}
