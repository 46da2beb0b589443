import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TConsoleSession } from '@meridian/protocol';
import { PasswordChangeFields, type PasswordChangeForm } from '../../components/password-fields';
import { RefusalAlert } from '../../components/refusal-alert';
import { changeOwnPassword } from '../../lib/change-own-password';

/** Stage `password`: the one-time password is replaced by the operator's own. */
export function NewPasswordStep({ onDone }: { onDone: (session: TConsoleSession) => void }) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);

  const submit = async ({ password, newPassword }: PasswordChangeForm) => {
    setPending(true);
    setRefusal(null);
    try {
      onDone(await changeOwnPassword(password, newPassword));
    } catch (error) {
      setRefusal(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<PasswordChangeForm> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false} style={{ maxWidth: 420 }}>
      <Typography.Paragraph>{t('firstSignIn.passwordIntro')}</Typography.Paragraph>
      {refusal === null ? null : <RefusalAlert error={refusal} />}
      <PasswordChangeFields currentLabel={t('firstSignIn.currentPassword')} />
      <Button type="primary" htmlType="submit" loading={isPending}>
        {t('firstSignIn.setPassword')}
      </Button>
    </Form>
  );
}
