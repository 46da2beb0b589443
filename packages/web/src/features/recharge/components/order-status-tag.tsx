import type { TRechargeStatus } from '@meridian/protocol';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOUR, STATUS_KEY } from '../lib/order-status';

export function OrderStatusTag({ status }: { status: TRechargeStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOUR[status]} fill="outline" data-testid="order-status">
      {t(`recharge.status.${STATUS_KEY[status]}`)}
    </Tag>
  );
}
