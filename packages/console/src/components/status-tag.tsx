import { Tag } from 'antd';

/** The colour of an order's state, the same in every list. */
const STATUS_COLORS: Record<string, string> = {
  pending: 'gold',
  approved: 'green',
  paid: 'green',
  rejected: 'red',
};

export function StatusTag({ status, label }: { status: string; label: string }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{label}</Tag>;
}
