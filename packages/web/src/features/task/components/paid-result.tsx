import type { TGoodsOrder } from '@meridian/protocol';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { formatMoney, currencyLabel } from '../../../lib/money';

interface PaidResultProps {
  order: TGoodsOrder;
  onViewBills: () => void;
}

/** The success after paying: the commission that just reached the balance. */
export function PaidResult({ order, onViewBills }: PaidResultProps) {
  const { t } = useTranslation();
  const amount = `${currencyLabel(order.currency)} ${formatMoney(order.commission)}`;
  return (
    <Card>
      <div data-testid="task-paid-result" data-order-no={order.orderNo}>
        <Result status="success" title={t('task.paidTitle')} description={t('task.paidText', { amount })} />
        <Button block fill="outline" color="primary" shape="rounded" onClick={onViewBills}>
          {t('task.viewBills')}
        </Button>
      </div>
    </Card>
  );
}
