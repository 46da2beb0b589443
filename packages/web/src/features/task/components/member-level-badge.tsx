import { StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTE } from '../../../config/routes';
import { useMemberLevelInfo } from '../api/get-member-level-info';
import styles from './task.module.css';

/**
 * The member's task level with its commission, for the my page header; a tap opens the task page.
 * Nothing shows until the level is known, so the header never jumps to a wrong level.
 */
export function MemberLevelBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const level = useMemberLevelInfo();
  const data = level.data;
  if (data === undefined) return null;
  const rule = data.levels.find((item) => item.level === data.level);
  const text = rule === undefined ? data.levelName : t('task.myLevelValue', { name: data.levelName, percent: rule.commissionPercent });
  return (
    <button
      type="button"
      className={styles.badge}
      data-testid="member-level"
      aria-label={`${t('task.myLevel')}: ${text}`}
      onClick={() => {
        void navigate(ROUTE.task);
      }}
    >
      <StarOutline aria-hidden="true" />
      <span>{text}</span>
    </button>
  );
}
