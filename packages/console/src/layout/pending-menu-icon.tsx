import { ClockCircleOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePendingQueue } from '../live/pending-count-store';

/**
 * The "Pending orders" entry's icon, with the queue's size from the live channel as a badge (on
 * the icon, so it shows in the collapsed sider too). antd's Menu gives its icon a class name.
 */
export function PendingMenuIcon({ className }: { className?: string }) {
  const { t } = useTranslation();
  const queue = usePendingQueue();
  const count = queue?.count ?? 0;
  return (
    <span className={className} style={{ display: 'inline-flex' }}>
      <span aria-hidden>
        <Badge count={count} size="small" offset={[4, -2]} overflowCount={99} title={t('live.pendingCount', { count })}>
          <ClockCircleOutlined style={{ color: 'inherit' }} />
        </Badge>
      </span>
      {count > 0 ? <span style={VISUALLY_HIDDEN}>{t('live.pendingCount', { count })}</span> : null}
    </span>
  );
}

/** Read by screen readers, not shown: the badge's number alone would say nothing. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
