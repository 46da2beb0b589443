import type { TPendingOrder } from '@meridian/protocol';
import { Image, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneTag } from '../../components/tone-tag';
import { ageOf, formatTime } from '../../lib/format-time';
import { methodLabel } from '../../lib/payment-method';
import { ReviewFacts } from './review-facts';
import { sortOrderOf, type PendingQueue, type PendingSort, type PendingSortField } from './use-pending-queue';

const isSortField = (field: unknown): field is PendingSortField => field === 'createdAt' || field === 'amount';

/** The sort a header click asks for; a header clicked a third time sorts no more (null). */
function sortOfHeader(sorter: SorterResult<TPendingOrder> | SorterResult<TPendingOrder>[]): PendingSort | null {
  const single: SorterResult<TPendingOrder> | undefined = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = single?.columnKey;
  const direction = single?.order;
  return isSortField(field) && direction !== undefined && direction !== null ? { field, order: direction === 'ascend' ? 'asc' : 'desc' } : null;
}

interface PendingTableProps {
  queue: PendingQueue;
  /** The row's decision and claim controls. */
  actions: (order: TPendingOrder) => ReactNode;
}

/**
 * The queue a page at a time, sortable by amount and age. The receipt and the decision stay in
 * view at its right edge together: nobody approves a transfer without its receipt before them.
 */
export function PendingTable({ queue, actions }: PendingTableProps) {
  const { t } = useTranslation();
  return (
    <Table<TPendingOrder>
      rowKey="orderNo"
      size="middle"
      loading={queue.query.isFetching}
      dataSource={queue.orders}
      scroll={{ x: 1500 }}
      pagination={{
        current: queue.page,
        pageSize: queue.pageSize,
        total: queue.total,
        showSizeChanger: true,
        showTotal: (count) => t('lists.total', { count }),
      }}
      onChange={(pagination, _filters, sorter, { action }) => {
        if (action === 'paginate') {
          queue.goTo(pagination.current ?? 1, pagination.pageSize ?? queue.pageSize);
          return;
        }
        queue.sortBy(sortOfHeader(sorter));
      }}
    >
      <Table.Column<TPendingOrder>
        dataIndex="kind"
        title={t('pending.kind')}
        render={(kind: TPendingOrder['kind']) => <ToneTag tone={kind === 'recharge' ? 'info' : 'waiting'}>{t(`pending.kinds.${kind}`)}</ToneTag>}
      />
      <Table.Column<TPendingOrder> dataIndex="orderNo" title={t('common.orderNo')} width={230} />
      <Table.Column<TPendingOrder> dataIndex="username" title={t('common.member')} />
      <Table.Column<TPendingOrder>
        key="amount"
        dataIndex="amount"
        title={t('common.amount')}
        align="right"
        sorter
        sortOrder={sortOrderOf(queue.sort, 'amount')}
        render={(amount: string, order) => `${amount} ${order.currency}`}
      />
      <Table.Column<TPendingOrder> dataIndex="mode" title={t('pending.mode')} render={(mode: string | null) => methodLabel(t, mode)} />
      <Table.Column<TPendingOrder> dataIndex="facts" title={t('common.detail')} width={320} render={(facts: TPendingOrder['facts']) => <ReviewFacts facts={facts} />} />
      <Table.Column<TPendingOrder>
        key="createdAt"
        dataIndex="createdAt"
        title={t('common.createdAt')}
        sorter
        sortOrder={sortOrderOf(queue.sort, 'createdAt')}
        render={(createdAt: string) => formatTime(createdAt)}
      />
      <Table.Column<TPendingOrder> key="waiting" title={t('pending.waiting')} render={(_value, order) => ageOf(order.createdAt)} />
      <Table.Column<TPendingOrder>
        dataIndex="proofUrl"
        title={t('pending.proof')}
        width={88}
        fixed="right"
        render={(proofUrl: string | undefined, order) =>
          proofUrl === undefined || proofUrl === '' ? null : (
            <Image src={proofUrl} width={64} height={64} style={{ objectFit: 'cover' }} alt={t('pending.proofAlt', { orderNo: order.orderNo })} />
          )
        }
      />
      <Table.Column<TPendingOrder> key="actions" title={t('common.actions')} width={300} fixed="right" render={(_value, order) => actions(order)} />
    </Table>
  );
}
