import type { TKycReviewItem } from '@meridian/protocol';
import { useCan } from '@refinedev/core';
import { Alert, Button, Drawer, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeCall } from '../../api/admin-call';
import { ReasonModal } from '../../components/reason-modal';
import { useAdminChange } from '../../lib/admin-calls';
import { KycPictures } from './kyc-pictures';
import { KycSubmissionDetails } from './kyc-submission-details';

/** Within the server's 4 to 500 characters, said before the request goes. */
const REASON_LENGTH = { min: 4, max: 500 };

/**
 * One submission under review: its details, its pictures side by side (links asked for as the
 * drawer opens), the automated check's advice, and Approve (held for a second operator, which
 * the answer says) or Reject with the reason the member reads.
 */
export function KycReviewDrawer({ submission, onClose, onDecided }: { submission: TKycReviewItem | null; onClose: () => void; onDecided: () => void }) {
  const { t } = useTranslation();
  const { change, isPending } = useAdminChange();
  const [rejecting, setRejecting] = useState(false);
  const mayApprove = useCan({ resource: 'kyc', action: 'approve' }).data?.can ?? false;
  const mayReject = useCan({ resource: 'kyc', action: 'reject' }).data?.can ?? false;
  if (submission === null) return null;
  const decided = () => {
    onDecided();
    onClose();
  };
  const reject = (reason: string) => {
    if (reason.length < REASON_LENGTH.min || reason.length > REASON_LENGTH.max) return;
    change(changeCall('kyc-reject', { reason }, { id: submission.id }), () => {
      setRejecting(false);
      decided();
    });
  };
  const open = submission.status === 'submitted';
  return (
    <Drawer open width="min(1100px, 100vw)" title={t('kyc.reviewTitle', { id: submission.id, username: submission.username })} onClose={onClose} destroyOnHidden>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <KycSubmissionDetails submission={submission} />
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {t('kyc.pictures')}
        </Typography.Title>
        <KycPictures submission={submission} />
        {submission.approvalId === null ? null : <Alert type="warning" showIcon message={t('kyc.awaitingSecond', { id: submission.approvalId })} />}
        {open && (mayApprove || mayReject) ? (
          <Space wrap>
            {mayApprove && submission.approvalId === null ? (
              <Button type="primary" loading={isPending} onClick={() => { change(changeCall('kyc-approve', {}, { id: submission.id }), decided); }}>
                {t('kyc.approve')}
              </Button>
            ) : null}
            {mayReject ? (
              <Button danger onClick={() => { setRejecting(true); }}>
                {t('kyc.reject')}
              </Button>
            ) : null}
            {mayApprove ? <Typography.Text type="secondary">{t('kyc.approveIntro')}</Typography.Text> : null}
          </Space>
        ) : null}
      </Space>
      <ReasonModal
        open={rejecting}
        title={t('kyc.rejectTitle', { id: submission.id })}
        intro={`${t('kyc.rejectIntro')} ${t('kyc.reasonLength')}`}
        label={t('kyc.reason')}
        okText={t('kyc.reject')}
        danger
        isPending={isPending}
        onSubmit={reject}
        onClose={() => { setRejecting(false); }}
      />
    </Drawer>
  );
}
