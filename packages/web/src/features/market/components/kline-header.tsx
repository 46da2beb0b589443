import { quoteTexts, type TGetSingleNowPriceResponse, type TQuoteTexts } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import styles from './kline-header.module.css';

interface KLineHeaderViewProps {
  pair: string;
  texts: TQuoteTexts;
  stale: boolean;
}

/**
 * The header as written texts. The build renders it with placeholders, which the first paint's
 * script fills with the texts the server wrote (src/prerender): the same texts this app would write.
 */
export function KLineHeaderView({ pair, texts, stale }: KLineHeaderViewProps) {
  const { t } = useTranslation();
  const coin = pair.split('/')[0] ?? pair;
  return (
    <section className={styles.header} aria-label={t('kline.summary', { pair })}>
      <div className={styles.priceBlock}>
        <span className={cx(styles.price, styles[texts.trend])} data-testid="kline-price">
          {texts.price}
        </span>
        <span className={cx(styles.rate, styles[texts.trend])} data-testid="kline-rate">
          {texts.rate}
        </span>
        {stale && <span className={styles.stale}>{t('kline.stale')}</span>}
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('kline.high24h')}</dt>
          <dd data-testid="kline-high">{texts.high}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('kline.low24h')}</dt>
          <dd data-testid="kline-low">{texts.low}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('kline.volume24h', { coin })}</dt>
          <dd data-testid="kline-volume">{texts.volume}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The pair's last price coloured by its 24 h change, and the 24 h high, low and volume. */
export function KLineHeader({ quote }: { quote: TGetSingleNowPriceResponse }) {
  return <KLineHeaderView pair={quote.allname} texts={quoteTexts(quote)} stale={quote.stale} />;
}
