import type { TKycSubmissionStatus } from '@meridian/protocol';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TKycSubmissionStatus, 'default' | 'primary' | 'success' | 'danger' | 'warning'> = {
  drafted: 'default',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'default',
};

/** Where a submission stands: drafted, submitted, approved, rejected or withdrawn. */
export function SubmissionStatusTag({ status }: { status: TKycSubmissionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} fill="outline" round>
      {t(`kyc.status.${status}`)}
    </Tag>
  );
}
