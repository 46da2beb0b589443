import { rateText, trendOf, type TOpenCurrency } from '@meridian/protocol';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatPrice } from '../../../lib/money';
import type { PriceMove } from '../lib/merge-price-push';
import styles from './currency-row.module.css';

interface CurrencyRowProps {
  row: TOpenCurrency;
  favourite: boolean;
  flash: PriceMove | undefined;
  onOpen: (allname: string) => void;
  onToggleFavourite: (allname: string) => void;
}

/** One currency of the market list; renders again only when its own data changes. */
export const CurrencyRow = memo(function CurrencyRow({ row, favourite, flash, onOpen, onToggleFavourite }: CurrencyRowProps) {
  const { t } = useTranslation();
  const trend = trendOf(row.rate);
  const rate = rateText(row.rate);
  return (
    <li className={cx(styles.row, flash === 'up' && styles.flashUp, flash === 'down' && styles.flashDown)} data-testid="currency-row">
      <button
        type="button"
        className={cx(styles.star, favourite && styles.starOn)}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'market.removeFavourite' : 'market.addFavourite', { name: row.name })}
        onClick={() => {
          onToggleFavourite(row.allname);
        }}
      >
        {favourite ? <StarFill /> : <StarOutline />}
      </button>
      <button
        type="button"
        className={styles.open}
        onClick={() => {
          onOpen(row.allname);
        }}
      >
        <span className={styles.pair}>
          <span className={styles.symbol}>{row.name}</span>
          <span className={styles.allname}>
            {row.allname}
            {row.stale && (
              <span className={styles.stale} title={t('market.staleHint')}>
                {t('market.stale')}
              </span>
            )}
          </span>
        </span>
        <span className={cx(styles.price, trend === 'up' && styles.textUp, trend === 'down' && styles.textDown)}>{formatPrice(row.price, row.scale)}</span>
        <span className={cx(styles.pill, styles[trend])}>{rate}</span>
      </button>
    </li>
  );
});
