import type { TKycReviewItem } from '@meridian/protocol';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format-time';
import { KycCheckTag } from './kyc-check-tag';

/** What a submission says of itself: level, document (its number masked), country, when, and the check's advice in the provider's words. */
export function KycSubmissionDetails({ submission }: { submission: TKycReviewItem }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
      <Descriptions.Item label={t('kyc.level')}>{t('kyc.levelValue', { level: submission.level })}</Descriptions.Item>
      <Descriptions.Item label={t('kyc.document')}>
        {submission.documentType === null ? '—' : `${t(`kyc.documentTypes.${submission.documentType}`)} ${submission.documentNumber ?? ''}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('kyc.country')}>{submission.country ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('kyc.submittedAt')}>{submission.submittedAt === null ? '—' : formatTime(submission.submittedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('kyc.check')} span={2}>
        <KycCheckTag check={submission.check} />
        {submission.check?.detail == null ? null : <Typography.Paragraph style={{ margin: '8px 0 0' }}>{submission.check.detail}</Typography.Paragraph>}
      </Descriptions.Item>
    </Descriptions>
  );
}
