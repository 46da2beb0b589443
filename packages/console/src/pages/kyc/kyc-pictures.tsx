import type { TKycDocumentKind, TKycReviewItem } from '@meridian/protocol';
import { useCustom } from '@refinedev/core';
import { Alert, Col, Image, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { readCall } from '../../api/admin-call';
import { RefusalAlert } from '../../components/refusal-alert';
import { formatTime } from '../../lib/format-time';

/** One picture: its signed link asked for when the review opens (it expires within minutes), never cached. */
function Picture({ submission, kind }: { submission: TKycReviewItem; kind: TKycDocumentKind }) {
  const { t } = useTranslation();
  const { query, result } = useCustom<{ url: string; expiresAt: string }>({
    ...readCall('kyc-document-url', { id: submission.id, kind }),
    errorNotification: false,
    queryOptions: { retry: false, gcTime: 0, staleTime: 0 },
  });
  const label = t(`kyc.pictureKinds.${kind}`);
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text strong>{label}</Typography.Text>
      {query.isLoading ? <Skeleton.Image active /> : null}
      {query.isError ? <RefusalAlert error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess ? <Image src={result.data.url} alt={t('kyc.pictureAlt', { kind: label, id: submission.id })} width="100%" preview={{ mask: label }} /> : null}
    </figure>
  );
}

/** A submission's pictures side by side, or why there are none. */
export function KycPictures({ submission }: { submission: TKycReviewItem }) {
  const { t } = useTranslation();
  if (submission.picturesErasedAt !== null) return <Alert type="info" showIcon message={t('kyc.picturesErased', { time: formatTime(submission.picturesErasedAt) })} />;
  if (submission.pictures.length === 0) return <Alert type="info" showIcon message={t('kyc.noPictures')} />;
  return (
    <Row gutter={[16, 16]}>
      {submission.pictures.map((kind) => (
        <Col key={kind} xs={24} md={8}>
          <Picture submission={submission} kind={kind} />
        </Col>
      ))}
    </Row>
  );
}
