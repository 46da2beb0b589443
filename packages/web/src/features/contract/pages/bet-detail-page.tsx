import type { TContractOrder } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { Loaded } from '../../../components/query-state';
import { Page } from '../../../components/page';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE, href } from '../../../config/routes';
import { cx } from '../../../lib/class-names';
import { formatMoney, formatRecordedPrice } from '../../../lib/money';
import { useSession } from '../../../lib/session-store';
import { useContractOrder } from '../api/get-order';
import { formatTickTime } from '../../../lib/tick-time';
import styles from './contract-pages.module.css';

interface BetDetailPageProps {
  /** The check of the contract's ticks against the committed roots (the proof feature's, joined in app/). */
  verification?: (orderNo: string) => ReactNode;
}

/** my/bet_detail?orderNo=…: one contract, with both ticks and their seconds to check on the chart. */
export function BetDetailPage({ verification }: BetDetailPageProps = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useContractOrder(orderNo);
  return (
    <Page title={t('titles.betDetail')}>
      <Loaded query={order} rows={8}>
        {(found) =>
          found === null ? (
            <Card>
              <StatusBlock status="empty" title={t('contract.notFound')} description={t('contract.notFoundHint')} />
            </Card>
          ) : (
            <>
              <OrderDetail order={found} />
              <Verification orderNo={found.orderNo}>{verification?.(found.orderNo)}</Verification>
            </>
          )
        }
      </Loaded>
    </Page>
  );
}

/** Whether the two ticks are the committed ones, and the way to the page that shows it to anyone. */
function Verification({ orderNo, children }: { orderNo: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t('contract.verification')}>
      {children}
      <Button
        className={styles.verifyLink}
        block
        fill="outline"
        shape="rounded"
        onClick={() => {
          void navigate(href(ROUTE.verifyContract, { orderNo }));
        }}
      >
        {t('contract.openVerification')}
      </Button>
    </Card>
  );
}

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string | undefined }) {
  return (
    <div className={styles.detailRow}>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

function OrderDetail({ order }: { order: TContractOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useSession((state) => state.user?.timeZone);
  const money = (amount: string) => `${formatMoney(amount)} ${order.currency}`;
  const profit = order.profit === null ? null : formatMoney(order.profit);
  return (
    <Card>
      <dl className={styles.details}>
        <Row label={t('contract.fields.orderNo')}>{order.orderNo}</Row>
        <Row label={t('contract.fields.pair')}>{order.allname}</Row>
        <Row label={t('contract.fields.direction')} className={order.direction === 'up' ? styles.won : styles.lost}>
          {t(`contract.directions.${order.direction}`)}
        </Row>
        <Row label={t('contract.fields.duration')}>{t('contract.seconds', { count: order.seconds })}</Row>
        <Row label={t('contract.fields.amount')}>{money(order.amount)}</Row>
        <Row label={t('contract.fields.yield')}>{`${order.yieldPercent}%`}</Row>
        <Row label={t('contract.fields.purchasePrice')}>{formatRecordedPrice(order.purchasePrice)}</Row>
        <Row label={t('contract.fields.purchaseTick')}>{formatTickTime(order.purchaseTickAt, timeZone)}</Row>
        <Row label={t('contract.fields.settlePrice')}>{order.settlePrice === null ? t('contract.pending') : formatRecordedPrice(order.settlePrice)}</Row>
        <Row label={order.settleTickAt === null ? t('contract.fields.settlesAt') : t('contract.fields.settleTick')}>{formatTickTime(order.settleTickAt ?? order.expiresAt, timeZone)}</Row>
        <Row label={t('contract.fields.status')} className={cx(order.status === 'won' && styles.won, order.status === 'lost' && styles.lost)}>
          {t(`contract.statuses.${order.status}`)}
        </Row>
        <Row label={t('contract.fields.profit')} className={cx(order.status === 'won' && styles.won, order.status === 'lost' && styles.lost)}>
          {profit === null ? t('contract.pending') : order.status === 'won' ? `+${profit}` : profit}
        </Row>
      </dl>
      <p className={styles.check}>{t('contract.checkOnChart')}</p>
      <Button
        block
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => {
          void navigate(href(ROUTE.kline, { symbol: order.allname }));
        }}
      >
        {t('contract.openChart')}
      </Button>
    </Card>
  );
}
