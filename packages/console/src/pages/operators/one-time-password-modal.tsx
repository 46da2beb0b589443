import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A one-time password the server made (a new operator's, or a reset one), shown once: closing
 * the dialog forgets it. `hint` says what the operator does with it.
 */
export function OneTimePasswordModal({ username, password, hint, onClose }: { username: string; password: string; hint: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('operators.passwordTitle', { username })} onOk={onClose} onCancel={onClose} okText={t('common.close')} cancelButtonProps={{ style: { display: 'none' } }}>
      <Alert type="warning" showIcon message={hint} style={{ marginBottom: 16 }} />
      <Typography.Paragraph copyable code style={{ fontSize: 18 }}>
        {password}
      </Typography.Paragraph>
    </Modal>
  );
}
