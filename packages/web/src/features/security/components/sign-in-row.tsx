import type { TSignIn } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import listRow from '../../../components/list-row.module.css';
import { cx } from '../../../lib/class-names';
import { formatDateTime } from '../../../lib/time';
import { deviceName, signInMethod, signInOutcome } from '../lib/device-text';
import styles from './security-lists.module.css';

/** One sign-in of the history: when, from where, on what, how, and how it ended. */
export function SignInRow({ signIn, timeZone }: { signIn: TSignIn; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const isOk = signIn.outcome === 'ok';
  return (
    <li className={listRow.item} data-testid="sign-in">
      <div className={styles.row}>
        <div className={styles.main}>
          <div className={styles.title}>{deviceName(t, signIn.device)}</div>
          <div className={styles.meta}>
            {formatDateTime(signIn.at, timeZone)} · {t('security.address', { ip: signIn.ip || '-' })}
          </div>
          <div className={styles.meta}>
            {signInMethod(t, signIn.method)}
            {signIn.current && ` · ${t('security.thisSession')}`}
          </div>
        </div>
        <span className={cx(styles.outcome, !isOk && styles.refused)}>{signInOutcome(t, signIn.outcome)}</span>
      </div>
    </li>
  );
}
