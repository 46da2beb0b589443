import type { TLowerMember } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/time';
import styles from './team.module.css';

/** A member of the team, masked as the server sends them, and when they joined. */
export function LowerMemberRow({ member, timeZone }: { member: TLowerMember; timeZone: string | undefined }) {
  const { t } = useTranslation();
  return (
    <li className={styles.member} data-testid="lower-member">
      <div className={styles.memberMain}>
        <span className={styles.username}>{member.username}</span>
        <span className={styles.contact}>{member.contact === '' ? t('team.noContact') : member.contact}</span>
      </div>
      <div className={styles.joined}>
        <span className={styles.joinedLabel}>{t('team.joinedAt')}</span>
        <span>{formatDateTime(member.joinedAt, timeZone)}</span>
      </div>
    </li>
  );
}
