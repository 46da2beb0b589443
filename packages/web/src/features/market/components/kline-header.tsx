import type { TGetSingleNowPriceResponse } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatMoney, formatPrice } from '../../../lib/money';
import { trendOf } from './currency-row';
import styles from './kline-header.module.css';

/** Decimals the 24 h volume is read with: enough for a coin's amount, without noise. */
const VOLUME_DECIMALS = 2;

interface KLineHeaderProps {
  quote: TGetSingleNowPriceResponse;
}

/** The pair's last price coloured by its 24 h change, and the 24 h high, low and volume. */
export function KLineHeader({ quote }: KLineHeaderProps) {
  const { t } = useTranslation();
  const trend = trendOf(quote.rate);
  const coin = quote.allname.split('/')[0] ?? quote.allname;
  return (
    <section className={styles.header} aria-label={t('kline.summary', { pair: quote.allname })}>
      <div className={styles.priceBlock}>
        <span className={cx(styles.price, styles[trend])} data-testid="kline-price">
          {formatPrice(quote.price, quote.scale)}
        </span>
        <span className={cx(styles.rate, styles[trend])} data-testid="kline-rate">
          {trend === 'up' ? `+${quote.rate}%` : `${quote.rate}%`}
        </span>
        {quote.stale && <span className={styles.stale}>{t('kline.stale')}</span>}
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('kline.high24h')}</dt>
          <dd data-testid="kline-high">{formatPrice(quote.high24h, quote.scale)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('kline.low24h')}</dt>
          <dd data-testid="kline-low">{formatPrice(quote.low24h, quote.scale)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('kline.volume24h', { coin })}</dt>
          <dd data-testid="kline-volume">{formatMoney(quote.volume24h, VOLUME_DECIMALS)}</dd>
        </div>
      </dl>
    </section>
  );
}
