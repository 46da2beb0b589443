import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { cx } from '../../../lib/class-names';
import { formatCountdown } from '../lib/grab-countdown';
import styles from './task.module.css';

/** Why the member cannot grab now, or null when they can. */
export type GrabBlock = 'waiting' | 'noTasksLeft' | 'coolingDown' | null;

interface GrabPanelProps {
  block: GrabBlock;
  /** Milliseconds until the server allows the next grab, ticking. */
  msLeft: number;
  isGrabbing: boolean;
  onGrab: () => void;
}

/** The Grab button, with the live wait until the next grab and the promise that tasks are fair. */
export function GrabPanel({ block, msLeft, isGrabbing, onGrab }: GrabPanelProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <div className={styles.grab}>
        <Button block color="primary" size="large" shape="rounded" disabled={block !== null} loading={isGrabbing} onClick={onGrab}>
          {t('task.grab')}
        </Button>
        {block === 'coolingDown' && (
          <p className={cx(styles.hint, styles.timer)} role="timer" data-testid="task-countdown">
            {t('task.nextGrabIn', { time: formatCountdown(msLeft) })}
          </p>
        )}
        {block === 'waiting' && <p className={styles.hint}>{t('task.payFirst')}</p>}
        {block === 'noTasksLeft' && <p className={styles.hint}>{t('task.noTasksLeft')}</p>}
        <p className={styles.fair}>{t('task.fairNote')}</p>
      </div>
    </Card>
  );
}
