import { App, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChangeFields, type PasswordChangeForm } from '../components/password-fields';
import { RefusalAlert } from '../components/refusal-alert';
import { changeOwnPassword } from '../lib/change-own-password';

/**
 * The signed-in operator changes their own password: the current one, and a new one by the first
 * sign-in's rules. Their other consoles are signed out; this one goes on.
 */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<PasswordChangeForm>();
  const [isPending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);

  const close = () => {
    setRefusal(null);
    form.resetFields();
    onClose();
  };

  const submit = async ({ password, newPassword }: PasswordChangeForm) => {
    setPending(true);
    setRefusal(null);
    try {
      await changeOwnPassword(password, newPassword);
      notification.success({ message: t('account.passwordChanged'), description: t('account.otherSessionsEnded') });
      close();
    } catch (error) {
      setRefusal(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('account.changePassword')}
      okText={t('account.changePasswordSubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      onOk={() => { form.submit(); }}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('account.changePasswordIntro')}</Typography.Paragraph>
      {refusal === null ? null : <RefusalAlert error={refusal} />}
      <Form<PasswordChangeForm> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false} style={{ marginTop: 16 }}>
        <PasswordChangeFields currentLabel={t('account.currentPassword')} />
      </Form>
    </Modal>
  );
}
