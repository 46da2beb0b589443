import { currencyScale, type TMiningProduct } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import styles from './product-card.module.css';

interface ProductCardProps {
  product: TMiningProduct;
  timeZone: string | undefined;
  onBuy: (product: TMiningProduct) => void;
}

/** One machine on sale: its published terms, and the button that shows the schedule to confirm. */
export function ProductCard({ product, timeZone, onBuy }: ProductCardProps) {
  const { t } = useTranslation();
  const money = (value: string) => `${formatMoney(value, currencyScale(product.currency))} ${product.currency}`;
  return (
    <Card title={product.name}>
      <dl className={styles.terms} data-testid="mining-product">
        <div>
          <dt>{t('mining.price')}</dt>
          <dd>{money(product.price)}</dd>
        </div>
        <div>
          <dt>{t('mining.dailyRate')}</dt>
          <dd>{t('mining.percent', { value: product.dailyRate })}</dd>
        </div>
        <div>
          <dt>{t('mining.dailyIncome')}</dt>
          <dd>{money(product.dailyIncome)}</dd>
        </div>
        <div>
          <dt>{t('mining.lockDays')}</dt>
          <dd>{t('mining.days', { count: product.lockDays })}</dd>
        </div>
        <div>
          <dt>{t('mining.totalIncome')}</dt>
          <dd>{money(product.totalIncome)}</dd>
        </div>
        <div>
          <dt>{t('mining.singleLimit')}</dt>
          <dd>{t('mining.limitValue', { count: product.singleLimit })}</dd>
        </div>
        <div>
          <dt>{t('mining.expiresAt')}</dt>
          <dd>{product.expiresAt === null ? t('mining.noExpiry') : formatDateTime(product.expiresAt, timeZone)}</dd>
        </div>
      </dl>
      <Button
        block
        shape="rounded"
        color="primary"
        onClick={() => {
          onBuy(product);
        }}
      >
        {t('mining.buy')}
      </Button>
    </Card>
  );
}
