import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTE } from '../../../config/routes';
import { useDeviceNow } from '../../../lib/use-device-now';
import { formatTimeLeft, type SignInRefusal } from '../lib/sign-in-refusal';
import styles from './sign-in-refusal-notice.module.css';

const TICK_MS = 1000;

interface SignInRefusalNoticeProps {
  refusal: SignInRefusal;
  /** A wait has run out: the member may sign in again, and the notice goes. */
  onOver: () => void;
}

/** Why the last sign-in was refused, in view until the member tries again (or a wait runs out). */
export function SignInRefusalNotice({ refusal, onOver }: SignInRefusalNoticeProps) {
  const { t } = useTranslation();
  if (refusal.kind === 'wait') return <WaitNotice until={refusal.until} onOver={onOver} />;
  return (
    <div className={styles.notice} role="alert">
      <span>{refusal.message}</span>
      {refusal.kind === 'reset' && (
        <Link className={styles.link} to={ROUTE.forgetPassword}>
          {t('auth.forgotPassword')}
        </Link>
      )}
    </div>
  );
}

/** The lock's time left, counted down each second from the server's answer. */
function WaitNotice({ until, onOver }: { until: number; onOver: () => void }) {
  const { t } = useTranslation();
  const now = useDeviceNow(TICK_MS);
  const left = until - now;
  useEffect(() => {
    if (left <= 0) onOver();
  }, [left, onOver]);
  if (left <= 0) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="sign-in-wait">
      <span className={styles.title}>{t('auth.lockedTitle')}</span>
      {/* The seconds change each second: read once with the alert, not announced at every tick. */}
      <span aria-live="off" className={styles.time}>
        {t('auth.lockedWait', { time: formatTimeLeft(left) })}
      </span>
    </div>
  );
}
