import { rateText, trendOf, type TOpenCurrency } from '@meridian/protocol';
import { RightOutline } from 'antd-mobile-icons';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { QueryState } from '../../../components/query-state';
import { ROUTE, href } from '../../../config/routes';
import { cx } from '../../../lib/class-names';
import { formatPrice } from '../../../lib/money';
import { useRisingCurrencies } from '../hooks/use-rising-currencies';
import type { PriceMove } from '../lib/merge-price-push';
import styles from './rising-list.module.css';

interface RisingRowProps {
  row: TOpenCurrency;
  flash: PriceMove | undefined;
  onOpen: (allname: string) => void;
}

/** One riser; renders again only when its own price, rate or flash changes. */
const RisingRow = memo(function RisingRow({ row, flash, onOpen }: RisingRowProps) {
  const trend = trendOf(row.rate);
  return (
    <li className={cx(styles.row, flash === 'up' && styles.flashUp, flash === 'down' && styles.flashDown)} data-testid="rising-row">
      <button
        type="button"
        className={styles.open}
        onClick={() => {
          onOpen(row.allname);
        }}
      >
        <span className={styles.pair}>
          <span className={styles.symbol}>{row.name}</span>
          <span className={styles.allname}>{row.allname}</span>
        </span>
        <span className={styles.price}>{formatPrice(row.price, row.scale)}</span>
        <span className={cx(styles.pill, styles[trend])}>{rateText(row.rate)}</span>
      </button>
    </li>
  );
});

/** The home page's top risers by 24 h change, live; a tap opens the coin's K-line. */
export function RisingList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rising = useRisingCurrencies();
  const open = useCallback(
    (allname: string) => {
      void navigate(href(ROUTE.kline, { symbol: allname }));
    },
    [navigate],
  );

  return (
    <Card flush>
      <div className={styles.heading}>
        <h2 className={styles.title}>{t('rising.title')}</h2>
        <button
          type="button"
          className={styles.more}
          onClick={() => {
            void navigate(ROUTE.market);
          }}
        >
          {t('rising.more')}
          <RightOutline aria-hidden="true" />
        </button>
      </div>
      {rising.rows === undefined ? (
        <div className={styles.state}>
          <QueryState isError={rising.isError} rows={4} onRetry={rising.retry} />
        </div>
      ) : rising.rows.length === 0 ? (
        <p className={styles.empty}>{t('rising.empty')}</p>
      ) : (
        <>
          <div className={styles.header} aria-hidden="true">
            <span>{t('rising.pair')}</span>
            <span className={styles.headerPrice}>{t('rising.price')}</span>
            <span className={styles.headerChange}>{t('rising.change')}</span>
          </div>
          <ul className={styles.list} aria-label={t('rising.title')}>
            {rising.rows.map((row) => (
              <RisingRow key={row.id} row={row} flash={rising.flashOf(row.allname)} onOpen={open} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
