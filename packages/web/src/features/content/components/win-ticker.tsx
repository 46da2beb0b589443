import type { TWin } from '@meridian/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { cx } from '../../../lib/class-names';
import { useConfig } from '../../../lib/config-store';
import { formatMoney } from '../../../lib/money';
import { formatRelativeTime } from '../../../lib/time';
import { useCurWinList } from '../api/get-cur-win-list';
import styles from './win-ticker.module.css';

/** Rows in view at once, and how long each step up waits and moves. */
export const TICKER_VISIBLE = 3;
export const TICKER_STEP_MS = 2500;
const TICKER_MOVE_MS = 400;

interface Motion {
  position: number;
  animate: boolean;
}

/**
 * Moves the list up one row every TICKER_STEP_MS. The first rows are drawn again after the last,
 * so when the copy reaches the top it jumps back to the start without a visible seam.
 */
function useTickerPosition(count: number): Motion {
  const [motion, setMotion] = useState<Motion>({ position: 0, animate: false });
  const moving = count > TICKER_VISIBLE;

  useEffect(() => {
    if (!moving) return undefined;
    const timer = setInterval(() => {
      setMotion((current) => ({ position: current.position + 1, animate: true }));
    }, TICKER_STEP_MS);
    return () => {
      clearInterval(timer);
    };
  }, [moving]);

  const wrapped = moving && motion.position >= count;
  useEffect(() => {
    if (!wrapped) return undefined;
    const timer = setTimeout(() => {
      setMotion({ position: 0, animate: false });
    }, TICKER_MOVE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [wrapped]);

  return moving ? { position: Math.min(motion.position, count), animate: motion.animate } : { position: 0, animate: false };
}

function WinRow({ win, currency, hidden }: { win: TWin; currency: string; hidden: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={styles.row} aria-hidden={hidden || undefined} data-testid={hidden ? undefined : 'win-row'}>
      <span className={styles.who}>{win.username}</span>
      <span className={styles.what}>
        {t('homeContent.winLine', { pair: win.allname })}
        <strong className={styles.profit}>{`+${formatMoney(win.profit)} ${currency}`}</strong>
      </span>
      <span className={styles.when}>{formatRelativeTime(t, win.time)}</span>
    </li>
  );
}

/** Recent contract wins moving up one at a time; a quiet line while there are none. */
export function WinTicker() {
  const { t } = useTranslation();
  const currency = useConfig((state) => state.companyConfig?.currency ?? 'USDT');
  const wins = useCurWinList();
  const list = wins.data ?? [];
  const { position, animate } = useTickerPosition(list.length);
  const moving = list.length > TICKER_VISIBLE;
  const rows = moving ? [...list, ...list.slice(0, TICKER_VISIBLE)] : list;

  return (
    <Card title={t('homeContent.winsTitle')}>
      {wins.data === undefined ? null : list.length === 0 ? (
        <p className={styles.empty}>{t('homeContent.noWins')}</p>
      ) : (
        <div className={styles.window} style={{ height: `calc(var(--win-row-height) * ${Math.min(list.length, TICKER_VISIBLE)})` }}>
          <ul
            className={cx(styles.track, animate && styles.animate)}
            style={{ transform: `translateY(calc(var(--win-row-height) * ${-position}))` }}
            aria-label={t('homeContent.winsTitle')}
          >
            {rows.map((win, index) => (
              <WinRow key={`${win.id}-${index >= list.length ? 'copy' : 'own'}`} win={win} currency={currency} hidden={index >= list.length} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
