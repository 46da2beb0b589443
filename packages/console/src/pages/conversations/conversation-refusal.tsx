import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAdminRefusal } from '../../api/admin-refusal';
import { RefusalAlert } from '../../components/refusal-alert';
import { refusalDetail } from '../../lib/refusal-text';

/** Why a reply or a close was refused: closed meanwhile (409) says so, anything else as any refusal. */
export function ConversationRefusal({ refusal }: { refusal: unknown }) {
  const { t } = useTranslation();
  if (refusal === null) return null;
  if (isAdminRefusal(refusal) && refusal.statusCode === 409) {
    return <Alert type="error" showIcon role="alert" message={t('conversations.closedRefusal')} description={refusalDetail(refusal)} />;
  }
  return <RefusalAlert error={refusal} />;
}
