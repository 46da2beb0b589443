import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavButton } from '../../../components/nav-button';
import { UnreadBadge } from '../../../components/unread-count';
import { ROUTE } from '../../../config/routes';
import { useHydrated } from '../../../lib/hydration';
import { useNotificationUnreadNum } from '../api/get-notification-unread-num';

/**
 * The bell in a page's bar: the unread count on it, a tap opens the notifications (a visitor is
 * asked to log in first, by the page's guard). Kept to an icon and a count: it is on home's first
 * paint, whose texts are the catalog's first part (i18n/first-paint-texts.ts).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useNotificationUnreadNum();
  // Prerendered on home (src/prerender): the build knows no member, so the count waits for hydration.
  const count = useHydrated() ? unread : 0;
  const label = count > 0 ? t('notification.bellUnread', { count }) : t('notification.bell');
  return (
    <NavButton
      label={label}
      onClick={() => {
        void navigate(ROUTE.notifications);
      }}
    >
      <UnreadBadge count={count} label={label}>
        <BellOutline aria-hidden="true" />
      </UnreadBadge>
    </NavButton>
  );
}
