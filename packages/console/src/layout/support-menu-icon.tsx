import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSupportUnread } from '../live/support-store';
import { CountMenuIcon } from './count-menu-icon';

/**
 * The "Support" entry's icon, with the number of conversations whose member's messages are not
 * answered yet as a badge (from the list's `supportUnread`, asked again on each member's message).
 */
export function SupportMenuIcon({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useSupportUnread() ?? 0;
  return <CountMenuIcon className={className} icon={<CustomerServiceOutlined style={{ color: 'inherit' }} />} count={count} label={t('live.supportUnread', { count })} />;
}
