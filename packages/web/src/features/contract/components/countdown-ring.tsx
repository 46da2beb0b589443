import { ProgressCircle } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { percentLeft, secondsLeft } from '../lib/countdown';
import styles from './countdown-ring.module.css';

interface CountdownRingProps {
  /** Epoch ms of the settlement second. */
  expiresAt: number;
  totalSeconds: number;
  /** The server's clock minus the device's, so the ring ends when the server settles. */
  skewMs?: number;
}

const TICK_MS = 250;

/** The ring that empties while a contract runs, with the seconds left in the middle. */
export function CountdownRing({ expiresAt, totalSeconds, skewMs = 0 }: CountdownRingProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now() + skewMs);
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now() + skewMs);
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [skewMs]);

  const left = secondsLeft(expiresAt, now);
  return (
    <div className={styles.ring} role="timer" aria-label={t('contract.secondsLeft', { count: left })}>
      <ProgressCircle percent={percentLeft(expiresAt, totalSeconds, now)} className={styles.circle}>
        <span className={styles.seconds}>{left > 0 ? left : t('contract.settling')}</span>
      </ProgressCircle>
    </div>
  );
}
