import { FileDoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useWaitingApprovals } from '../live/approvals-count-store';
import { CountMenuIcon } from './count-menu-icon';

/** The "Approvals" entry's icon, with how many approvals wait for a second operator. */
export function ApprovalsMenuIcon({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useWaitingApprovals() ?? 0;
  return <CountMenuIcon className={className} icon={<FileDoneOutlined style={{ color: 'inherit' }} />} count={count} label={t('live.approvalsWaiting', { count })} />;
}
