import { KYC_REVIEW_STATUSES, type TKycReviewItem, type TKycReviewStatus } from '@meridian/protocol';
import { useTable } from '@refinedev/antd';
import { Button, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyboardScrollable } from '../../components/keyboard-scrollable';
import { useListPager } from '../../components/list-pager';
import { PageFrame } from '../../components/page-frame';
import { RefusalAlert } from '../../components/refusal-alert';
import { ToneTag } from '../../components/tone-tag';
import { LIST_PAGE_SIZE } from '../../config/lists';
import { formatTime } from '../../lib/format-time';
import { KycCheckTag } from './kyc-check-tag';
import { KycReviewDrawer } from './kyc-review-drawer';

const DEFAULT_STATUS: TKycReviewStatus = 'submitted';
const isStatus = (value: string): value is TKycReviewStatus => (KYC_REVIEW_STATUSES as readonly string[]).includes(value);

/** Who decided, and who confirmed an approval (four eyes), or the approval still waiting. */
function DecisionCell({ submission }: { submission: TKycReviewItem }) {
  const { t } = useTranslation();
  if (submission.approvalId !== null) return <ToneTag tone="waiting">{t('kyc.awaitingSecond', { id: submission.approvalId })}</ToneTag>;
  if (submission.decidedBy === null) return <>—</>;
  return (
    <>
      <div>{t('kyc.decidedBy', { name: submission.decidedBy })}</div>
      {submission.confirmedBy === null ? null : <div>{t('kyc.confirmedBy', { name: submission.confirmedBy })}</div>}
      {submission.reason === null ? null : <div>{submission.reason}</div>}
    </>
  );
}

/** Identity reviews (issue 41): the submissions to review, oldest first, and the record of those decided; each opened in a review drawer. */
export default function KycPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TKycReviewStatus>(DEFAULT_STATUS);
  const [reviewing, setReviewing] = useState<TKycReviewItem | null>(null);
  const { tableProps, tableQuery, setFilters } = useListPager(useTable<TKycReviewItem>({
    resource: 'kyc/submissions',
    pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { initial: [{ field: 'status', operator: 'eq', value: DEFAULT_STATUS }] },
    syncWithLocation: false,
    errorNotification: false,
  }));
  const showStatus = (key: string) => {
    if (!isStatus(key)) return;
    setStatus(key);
    setFilters([{ field: 'status', operator: 'eq', value: key }], 'replace');
  };
  return (
    // A submission comes, or a second operator confirms one, while the queue is open: Refresh reads it again.
    <PageFrame title={t('kyc.title')} actions={<Button onClick={() => void tableQuery.refetch()}>{t('buttons.refresh')}</Button>}>
      <Tabs activeKey={status} onChange={showStatus} items={KYC_REVIEW_STATUSES.map((key) => ({ key, label: t(`kyc.filters.${key}`) }))} />
      {tableQuery.isError ? <RefusalAlert error={tableQuery.error} onRetry={() => void tableQuery.refetch()} /> : null}
      <KeyboardScrollable label={t('kyc.title')}>
        <Table<TKycReviewItem> {...tableProps} rowKey="id" size="middle" scroll={{ x: 1100 }}>
          <Table.Column<TKycReviewItem> dataIndex="id" title={t('kyc.id')} render={(id: number) => `#${id}`} />
          <Table.Column<TKycReviewItem> dataIndex="username" title={t('common.member')} />
          <Table.Column<TKycReviewItem> dataIndex="level" title={t('kyc.level')} render={(level: number) => t('kyc.levelValue', { level })} />
          <Table.Column<TKycReviewItem>
            key="document"
            title={t('kyc.document')}
            render={(_value, submission) => (submission.documentType === null ? '—' : `${t(`kyc.documentTypes.${submission.documentType}`)} ${submission.documentNumber ?? ''}`)}
          />
          <Table.Column<TKycReviewItem> dataIndex="country" title={t('kyc.country')} render={(country: string | null) => country ?? '—'} />
          <Table.Column<TKycReviewItem> dataIndex="submittedAt" title={t('kyc.submittedAt')} render={(time: string | null) => (time === null ? '—' : formatTime(time))} />
          <Table.Column<TKycReviewItem> key="check" title={t('kyc.check')} render={(_value, submission) => <KycCheckTag check={submission.check} />} />
          <Table.Column<TKycReviewItem> key="decision" title={t('kyc.decision')} render={(_value, submission) => <DecisionCell submission={submission} />} />
          <Table.Column<TKycReviewItem>
            key="actions"
            title={t('common.actions')}
            render={(_value, submission) => (
              <Button size="small" type={submission.status === 'submitted' ? 'primary' : 'default'} onClick={() => { setReviewing(submission); }}>
                {t('kyc.review')}
              </Button>
            )}
          />
        </Table>
      </KeyboardScrollable>
      <KycReviewDrawer submission={reviewing} onClose={() => { setReviewing(null); }} onDecided={() => void tableQuery.refetch()} />
    </PageFrame>
  );
}
