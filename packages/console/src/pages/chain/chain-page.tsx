import { CHAIN_DEPOSIT_FILTERS, type AdminOutput, type TChainDepositFilter, type TChainDepositRow } from '@meridian/protocol';
import { useTable } from '@refinedev/antd';
import { useCan, useCustom, useCustomMutation } from '@refinedev/core';
import { Button, Col, Empty, Row, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeCall, readCall } from '../../api/admin-call';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { useListPager } from '../../components/list-pager';
import { PageFrame } from '../../components/page-frame';
import { PageLoading } from '../../components/page-loading';
import { ReasonModal } from '../../components/reason-modal';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { LIST_PAGE_SIZE } from '../../config/lists';
import { formatTime } from '../../lib/format-time';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { ChainNetworkCard } from './chain-network-card';
import { CreditDepositModal } from './credit-deposit-modal';

/** The tabs of the deposits table, in the order an operator works them: what needs a hand first. */
const SHOWN_FILTERS: readonly TChainDepositFilter[] = ['unmatched', 'seen', 'dropped', 'reorged', 'credited'];
const DEFAULT_FILTER: TChainDepositFilter = 'unmatched';

const isFilter = (value: string): value is TChainDepositFilter => (CHAIN_DEPOSIT_FILTERS as readonly string[]).includes(value);

/** The watched networks, one card each. */
function NetworkCards({ onResume }: { onResume: (network: string) => void }) {
  const { t } = useTranslation();
  const { query, result } = useCustom<AdminOutput<'chain-status'>>({ ...readCall('chain-status'), errorNotification: false });
  if (query.isLoading) return <PageLoading />;
  if (query.isError) return <RefusalAlert error={query.error} onRetry={() => void query.refetch()} />;
  const networks = query.isSuccess ? result.data.networks : [];
  if (networks.length === 0) return <Empty description={t('chain.noNetworks')} />;
  return (
    <Row gutter={[16, 16]}>
      {networks.map((status) => (
        <Col key={status.network} xs={24} lg={12}>
          <ChainNetworkCard status={status} onResume={onResume} />
        </Col>
      ))}
    </Row>
  );
}

/** The deposit's member, or the address it went to when no member owns it. */
const whoOf = (deposit: TChainDepositRow) => deposit.username ?? deposit.toAddress;

/** The chain watchers for operators: each network's state (and its halt's Resume), and the deposits by status, an unmatched one credited by hand. */
export default function ChainPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TChainDepositFilter>(DEFAULT_FILTER);
  const [crediting, setCrediting] = useState<TChainDepositRow | null>(null);
  const [resuming, setResuming] = useState<string | null>(null);
  const mayCredit = useCan({ resource: 'chain', action: 'credit' }).data?.can ?? false;
  const { tableProps, tableQuery, setFilters } = useListPager(useTable<TChainDepositRow>({
    resource: 'chain/deposits',
    pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { initial: [{ field: 'status', operator: 'eq', value: DEFAULT_FILTER }] },
    syncWithLocation: false,
    errorNotification: false,
  }));
  const { mutate, mutation } = useCustomMutation();
  const [statusKey, setStatusKey] = useState(0);
  const refreshAll = () => {
    void tableQuery.refetch();
    setStatusKey((key) => key + 1);
  };

  const showFilter = (key: string) => {
    if (!isFilter(key)) return;
    setFilter(key);
    setFilters([{ field: 'status', operator: 'eq', value: key }], 'replace');
  };

  const resume = (reason: string) => {
    if (resuming === null) return;
    mutate(
      { ...changeCall('chain-resume', { reason }, { network: resuming }), successNotification: doneNotification, errorNotification: refusalNotification },
      { onSuccess: () => { setResuming(null); }, onSettled: refreshAll },
    );
  };

  return (
    <PageFrame title={t('chain.title')}>
      <NetworkCards key={statusKey} onResume={setResuming} />
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('chain.deposits')}
      </Typography.Title>
      <Tabs activeKey={filter} onChange={showFilter} items={SHOWN_FILTERS.map((key) => ({ key, label: t(`chain.filters.${key}`) }))} />
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : null}
      <KeyboardScrollable label={t('chain.deposits')}>
        <Table<TChainDepositRow> {...tableProps} rowKey="id" size="middle" scroll={{ x: 1400 }}>
          <Table.Column<TChainDepositRow> dataIndex="id" title={t('chain.id')} render={(id: number) => `#${id}`} />
          <Table.Column<TChainDepositRow> dataIndex="network" title={t('chain.network')} />
          <Table.Column<TChainDepositRow> key="member" title={t('common.member')} render={(_value, deposit) => whoOf(deposit)} />
          <Table.Column<TChainDepositRow> dataIndex="amount" title={t('common.amount')} align="right" />
          <Table.Column<TChainDepositRow> key="tx" title={t('chain.transaction')} render={(_value, deposit) => <Typography.Text code copyable={{ text: deposit.txHash }}>{`${deposit.txHash.slice(0, 12)}…#${deposit.logIndex}`}</Typography.Text>} />
          <Table.Column<TChainDepositRow> dataIndex="blockNumber" title={t('chain.block')} />
          <Table.Column<TChainDepositRow> dataIndex="confirmations" title={t('chain.confirmations')} />
          <Table.Column<TChainDepositRow>
            key="status"
            title={t('common.status')}
            render={(_value, deposit) => (
              <>
                <ToneTag tone={deposit.status === 'credited' ? 'positive' : deposit.status === 'seen' ? 'info' : 'waiting'}>{t(`chain.statuses.${deposit.status}`, { defaultValue: deposit.status })}</ToneTag>
                {deposit.reorgedAt === null ? null : <ToneTag tone="negative">{t('chain.reorgedAt', { time: formatTime(deposit.reorgedAt) })}</ToneTag>}
              </>
            )}
          />
          <Table.Column<TChainDepositRow> dataIndex="unmatchedReason" title={t('chain.unmatchedReason')} render={(reason: string) => (reason === '' ? '—' : t(`chain.unmatchedReasons.${reason}`, { defaultValue: reason }))} />
          <Table.Column<TChainDepositRow> dataIndex="orderNo" title={t('common.orderNo')} render={(orderNo: string | null) => orderNo ?? '—'} />
          <Table.Column<TChainDepositRow> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
          <Table.Column<TChainDepositRow>
            key="actions"
            title={t('common.actions')}
            render={(_value, deposit) =>
              deposit.status === 'unmatched' && mayCredit ? (
                <Button type="primary" size="small" onClick={() => { setCrediting(deposit); }}>
                  {t('chain.credit')}
                </Button>
              ) : null
            }
          />
        </Table>
      </KeyboardScrollable>
      <CreditDepositModal deposit={crediting} onClose={() => { setCrediting(null); }} onCredited={refreshAll} />
      <ReasonModal
        open={resuming !== null}
        title={t('chain.resumeTitle', { network: resuming ?? '' })}
        intro={t('chain.resumeIntro')}
        label={t('common.reason')}
        okText={t('chain.resume')}
        danger
        isPending={mutation.isPending}
        onSubmit={resume}
        onClose={() => { setResuming(null); }}
      />
    </PageFrame>
  );
}
