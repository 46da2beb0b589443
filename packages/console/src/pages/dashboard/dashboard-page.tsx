import { CanAccess, useCustom } from '@refinedev/core';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboard } from '@meridian/protocol';
import { PageFrame } from '../../components/page-frame';
import { PageLoading } from '../../components/page-loading';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { ageOf } from '../../lib/format-time';
import { setPendingQueue, usePendingQueueChange } from '../../live/pending-count-store';
import { DailyChart } from './daily-chart';
import { LedgerCheckCard } from './ledger-check-card';
import { MaintenanceSwitch } from './maintenance-switch';
import { PriceFeedCard } from './price-feed-card';
import { TodayCard } from './today-card';
import { readCall } from '../../api/admin-call';

export default function DashboardPage() {
  const { t } = useTranslation();
  const { query, result } = useCustom<TDashboard>({ ...readCall('dashboard'), errorNotification: false });
  const dashboard: TDashboard | undefined = query.isSuccess ? result.data : undefined;
  const shownQueue = dashboard?.pending;
  // A new or handled order (the live channel) changes the pending card at once.
  usePendingQueueChange((queue) => {
    if (queue.count !== shownQueue?.count || queue.oldestAt !== shownQueue.oldestAt) void query.refetch();
  });
  // And the sider's badge starts from the queue the dashboard read.
  useEffect(() => {
    if (shownQueue !== undefined) setPendingQueue(shownQueue);
  }, [shownQueue]);

  return (
    <PageFrame title={t('dashboard.title')}>
      {query.isLoading ? <PageLoading /> : null}
      {query.isError ? <RefusalAlert error={query.error} onRetry={() => void query.refetch()} /> : null}
      {dashboard === undefined ? null : (
        <>
          <Row gutter={[16, 16]}>
            <Col span={6}>
              <TodayCard title={t('dashboard.rechargesToday')} done={t('dashboard.credited')} doneSum={t('dashboard.creditedSum')} figures={dashboard.today.recharges} />
            </Col>
            <Col span={6}>
              <TodayCard title={t('dashboard.withdrawalsToday')} done={t('dashboard.paid')} doneSum={t('dashboard.paidSum')} figures={dashboard.today.withdrawals} />
            </Col>
            <Col span={6}>
              <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.pending')}</h2>}>
                <Statistic title={t('dashboard.orders')} value={dashboard.pending.count} />
                <Typography.Text>
                  {dashboard.pending.oldestAt === null ? t('dashboard.noneWaiting') : t('dashboard.oldestWaiting', { age: ageOf(dashboard.pending.oldestAt) })}
                </Typography.Text>
              </Card>
            </Col>
            <Col span={6}>
              <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.maintenance')}</h2>}>
                <ToneTag tone={dashboard.maintenance.on ? 'negative' : 'positive'}>{dashboard.maintenance.on ? t('dashboard.maintenanceOn') : t('dashboard.maintenanceOff')}</ToneTag>
                {dashboard.maintenance.message ? <Typography.Paragraph style={{ marginTop: 8 }}>{dashboard.maintenance.message}</Typography.Paragraph> : null}
                <CanAccess resource="dashboard" action="maintenance">
                  <MaintenanceSwitch
                    key={`${String(dashboard.maintenance.on)}-${dashboard.maintenance.message}`}
                    on={dashboard.maintenance.on}
                    message={dashboard.maintenance.message}
                    onChanged={() => void query.refetch()}
                  />
                </CanAccess>
              </Card>
            </Col>
            <Col span={6}>
              <Card>
                <Statistic title={t('dashboard.newMembers')} value={dashboard.today.newMembers} />
              </Card>
            </Col>
            <Col span={6}>
              <Card>
                <Statistic title={t('dashboard.online')} value={dashboard.online} />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col span={12}>
              <LedgerCheckCard check={dashboard.ledgerCheck} onRan={() => void query.refetch()} />
            </Col>
            <Col span={12}>
              <PriceFeedCard feed={dashboard.priceFeed} onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
            </Col>
          </Row>
          <DailyChart days={dashboard.days} />
        </>
      )}
    </PageFrame>
  );
}
