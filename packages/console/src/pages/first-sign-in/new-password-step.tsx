import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRequest } from '../../api/admin-request';
import type { Session } from '../../api/admin-types';
import { rememberSession } from '../../auth/session-store';
import { RefusalAlert } from '../../components/refusal-alert';

/** The contract's bounds of a new password (docs/console-api.md). */
const PASSWORD_MIN = 10;
const PASSWORD_MAX = 128;

interface PasswordForm {
  password: string;
  newPassword: string;
  repeat: string;
}

/** Stage `password`: the one-time password is replaced by the operator's own. */
export function NewPasswordStep({ onDone }: { onDone: (session: Session) => void }) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);

  const submit = async ({ password, newPassword }: PasswordForm) => {
    setPending(true);
    setRefusal(null);
    try {
      const { data } = await adminRequest<Session>({ method: 'POST', path: '/session/password', body: { password, newPassword } });
      rememberSession(data);
      onDone(data);
    } catch (error) {
      setRefusal(error);
    } finally {
      setPending(false);
    }
  };

  const lengthRule = { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('firstSignIn.passwordLength') };
  return (
    <Form<PasswordForm> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false} style={{ maxWidth: 420 }}>
      <Typography.Paragraph>{t('firstSignIn.passwordIntro')}</Typography.Paragraph>
      {refusal === null ? null : <RefusalAlert error={refusal} />}
      <Form.Item name="password" label={t('firstSignIn.currentPassword')} rules={[{ required: true, message: t('common.required') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('firstSignIn.newPassword')} rules={[{ required: true, message: t('common.required') }, lengthRule]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('firstSignIn.repeatPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('common.required') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('firstSignIn.passwordsDiffer'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isPending}>
        {t('firstSignIn.setPassword')}
      </Button>
    </Form>
  );
}
