import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePendingQueue } from '../live/pending-count-store';
import { CountMenuIcon } from './count-menu-icon';

/** The "Pending orders" entry's icon, with the queue's size from the live channel as a badge. */
export function PendingMenuIcon({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = usePendingQueue()?.count ?? 0;
  return <CountMenuIcon className={className} icon={<ClockCircleOutlined style={{ color: 'inherit' }} />} count={count} label={t('live.pendingCount', { count })} />;
}
