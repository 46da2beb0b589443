import { APPROVAL_STATUSES, newRequestId, type TApprovalItem, type TApprovalStatus } from '@meridian/protocol';
import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import { useCan, useCustomMutation, type HttpError } from '@refinedev/core';
import { App, Button, Flex, Form, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearchForm } from '../../components/list-search-form';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { PageFrame } from '../../components/page-frame';
import { ReasonModal } from '../../components/reason-modal';
import { RefusalAlert } from '../../components/refusal-alert';
import { StatusTag } from '../../components/status-tag';
import { LIST_PAGE_SIZE } from '../../config/lists';
import { formatTime } from '../../lib/format-time';
import { approvalRefusalNotification, doneNotification } from '../../lib/refusal-text';
import { setWaitingApprovals, useWaitingApprovalsChange } from '../../live/approvals-count-store';
import { ApprovalContextCell } from './approval-context-cell';
import { useListPager } from '../../components/list-pager';
import { auditActorLabel, auditTargetLabel } from '../../lib/audit-words';
import { changeCall, type AdminChangeCall } from '../../api/admin-call';

interface ApprovalSearch {
  status?: TApprovalStatus;
}

/** The list opens on what waits for a decision. */
const DEFAULT_STATUS: TApprovalStatus = 'pending';

function useMay(action: string): boolean {
  return useCan({ resource: 'approvals', action }).data?.can ?? false;
}

/** Asks why a held command is refused (kept in the audit log). */
function RejectApprovalModal({ approval, isPending, onReject, onClose }: { approval: TApprovalItem | null; isPending: boolean; onReject: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      open={approval !== null}
      title={t('approvals.rejectTitle', { id: approval?.id ?? '' })}
      label={t('common.reason')}
      okText={t('approvals.rejectSubmit')}
      danger
      isPending={isPending}
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}

/** The held command's fields, as it will run (its name is the row's action). */
function requestedChange(command: unknown): string {
  if (typeof command !== 'object' || command === null) return '';
  const { name: _name, ...fields } = command as Record<string, unknown>;
  return JSON.stringify(fields, null, 2);
}

/** What the checker reads before deciding: the change as it will run, and the settings it was asked against. */
function ApprovalDetail({ approval }: { approval: TApprovalItem }) {
  const { t } = useTranslation();
  const basis = approval.basis === null ? [] : Object.entries(approval.basis);
  return (
    <Flex gap={24} wrap>
      <div>
        <Typography.Text strong>{t('approvals.change')}</Typography.Text>
        <pre style={{ margin: 0 }}>{requestedChange(approval.command)}</pre>
      </div>
      {basis.map(([key, value]) => (
        <div key={key}>
          <Typography.Text strong>{`${t('approvals.askedAgainst')}: ${key}`}</Typography.Text>
          <pre style={{ margin: 0 }}>{value === null ? t('approvals.notSet') : JSON.stringify(value, null, 2)}</pre>
        </div>
      ))}
    </Flex>
  );
}

/** Four eyes: adjustments, payments and changes of terms held for a second operator, approved or refused here. */
export default function ApprovalListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [rejecting, setRejecting] = useState<TApprovalItem | null>(null);
  const { tableProps, searchFormProps, sorters, tableQuery, filters } = useListPager(useTable<TApprovalItem, HttpError, ApprovalSearch>({
    resource: 'approvals',
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    filters: { initial: [{ field: 'status', operator: 'eq', value: DEFAULT_STATUS }] },
    errorNotification: false,
    // Cleared, the select means every status.
    onSearch: ({ status }) => [{ field: 'status', operator: 'eq', value: status ?? undefined }],
  }));
  const { mutate, mutation } = useCustomMutation();
  const may = { approve: useMay('approve'), reject: useMay('reject') };
  // An approval asked for, decided or cancelled elsewhere (the live channel): the list shows it.
  useWaitingApprovalsChange(() => void tableQuery.refetch());
  // The list of what waits counts it for the sider's badge too.
  const showsWaiting = filters.some((filter) => 'field' in filter && filter.field === 'status' && filter.value === 'pending');
  const waitingTotal = showsWaiting && tableQuery.isSuccess ? tableQuery.data.total : null;
  useEffect(() => {
    if (waitingTotal !== null) setWaitingApprovals(waitingTotal);
  }, [waitingTotal]);
  const statusLabel = (status: TApprovalStatus) => t(`approvals.statuses.${status}`);

  const decide = (call: AdminChangeCall<'approval-approve'> | AdminChangeCall<'approval-reject'>) =>
    new Promise<void>((resolve) => {
      mutate(
        {
          ...call,
          successNotification: doneNotification,
          errorNotification: approvalRefusalNotification,
        },
        {
          onSuccess: () => { setRejecting(null); },
          // Decided or refused (409: another operator was first), the list may have moved.
          onSettled: () => {
            void tableQuery.refetch();
            resolve();
          },
        },
      );
    });

  const confirmApprove = (approval: TApprovalItem) => {
    // One id for this confirmation: a retry of its request answers the first result (operator-requests.ts).
    const requestId = newRequestId();
    modal.confirm({
      title: t('approvals.approve'),
      content: t(approval.basis === null ? 'approvals.approveConfirm' : 'approvals.approveTermsConfirm', {
        id: approval.id,
        action: t(`approvals.actions.${approval.action}`, { defaultValue: approval.action }),
        target: approval.target,
        amount: approval.amount,
        maker: approval.maker,
      }),
      okText: t('approvals.approve'),
      cancelText: t('common.cancel'),
      onOk: () => decide(changeCall('approval-approve', { requestId }, { id: approval.id })),
    });
  };

  return (
    <PageFrame title={t('approvals.title')}>
      <ListSearchForm formProps={{ ...searchFormProps, initialValues: { status: DEFAULT_STATUS } }}>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear placeholder={t('common.allStatuses')} style={{ width: 160 }} options={APPROVAL_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))} />
        </Form.Item>
      </ListSearchForm>
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : null}
      <KeyboardScrollable label={t('approvals.title')}>
        <Table<TApprovalItem> {...tableProps} rowKey="id" size="middle" scroll={{ x: 1600 }} expandable={{ expandedRowRender: (approval) => <ApprovalDetail approval={approval} /> }}>
          <Table.Column<TApprovalItem> dataIndex="id" title={t('approvals.id')} sorter defaultSortOrder={getDefaultSortOrder('id', sorters)} render={(id: number) => `#${id}`} />
          <Table.Column<TApprovalItem> dataIndex="action" title={t('approvals.action')} render={(action: string) => t(`approvals.actions.${action}`, { defaultValue: action })} />
          <Table.Column<TApprovalItem> dataIndex="target" title={t('approvals.target')} render={(target: string) => auditTargetLabel(t, target)} />
          <Table.Column<TApprovalItem> dataIndex="amount" title={t('common.amount')} align="right" render={(amount: string, approval) => (approval.basis === null ? amount : '—')} />
          <Table.Column<TApprovalItem> dataIndex="reason" title={t('approvals.makerReason')} width={200} render={(reason: string | null) => reason ?? '—'} />
          <Table.Column<TApprovalItem> key="context" title={t('approvals.context')} width={340} render={(_value, approval) => <ApprovalContextCell approval={approval} />} />
          <Table.Column<TApprovalItem> dataIndex="maker" title={t('approvals.maker')} render={(maker: string) => auditActorLabel(t, maker)} />
          <Table.Column<TApprovalItem> dataIndex="status" title={t('common.status')} render={(status: TApprovalStatus) => <StatusTag status={status} label={statusLabel(status)} />} />
          <Table.Column<TApprovalItem> dataIndex="checker" title={t('approvals.checker')} render={(checker: string | null) => (checker === null ? '—' : auditActorLabel(t, checker))} />
          <Table.Column<TApprovalItem> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
          <Table.Column<TApprovalItem>
            key="actions"
            title={t('common.actions')}
            width={200}
            render={(_value, approval) =>
              approval.status !== 'pending' ? null : (
                <Space wrap>
                  {may.approve ? (
                    <Button type="primary" size="small" onClick={() => { confirmApprove(approval); }}>
                      {t('approvals.approve')}
                    </Button>
                  ) : null}
                  {may.reject ? (
                    <Button danger size="small" onClick={() => { setRejecting(approval); }}>
                      {t('approvals.reject')}
                    </Button>
                  ) : null}
                </Space>
              )
            }
          />
        </Table>
      </KeyboardScrollable>
      <RejectApprovalModal
        approval={rejecting}
        isPending={mutation.isPending}
        onClose={() => { setRejecting(null); }}
        onReject={(reason) => {
          if (rejecting !== null) void decide(changeCall('approval-reject', { reason }, { id: rejecting.id }));
        }}
      />
    </PageFrame>
  );
}
