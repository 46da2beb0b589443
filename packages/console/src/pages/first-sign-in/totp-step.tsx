import { Button, Flex, Form, Image, Input, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRefusal } from '../../api/admin-refusal';
import { adminRequest } from '../../api/admin-request';
import { sessionPath, type TTotpConfirmation, type TTotpEnrolment } from '@meridian/protocol';
import { rememberSession } from '../../auth/session-store';
import { PageLoading } from '../../components/page-loading';
import { RefusalAlert } from '../../components/refusal-alert';

const QR_SIZE = 200;

/** Stage `totp`: a new authenticator secret (QR and text), confirmed with the first code it shows. */
export function TotpStep({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<TTotpEnrolment | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [isPending, setPending] = useState(false);
  // Each call replaces the pending secret on the server: ask once, even when StrictMode runs effects twice.
  const asked = useRef(false);

  const askSecret = useCallback(async () => {
    setRefusal(null);
    setEnrolment(null);
    try {
      const { data } = await adminRequest<TTotpEnrolment>({ method: 'POST', path: sessionPath('totp'), body: {} });
      setEnrolment(data);
    } catch (error) {
      setRefusal(error);
    }
  }, []);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void askSecret();
  }, [askSecret]);

  const confirm = async ({ code }: { code: string }) => {
    setPending(true);
    setRefusal(null);
    try {
      const { data } = await adminRequest<TTotpConfirmation>({ method: 'POST', path: sessionPath('totpConfirm'), body: { code: code.trim() } });
      rememberSession(data.session);
      onConfirmed(data.recoveryCodes);
    } catch (error) {
      setRefusal(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 520 }}>
      <Typography.Paragraph>{t('firstSignIn.totpIntro')}</Typography.Paragraph>
      {/* 422 is the server's "not this secret's code now": said as what to do, not as "the server refused". */}
      {refusal === null ? null : <RefusalAlert error={refusal} title={isAdminRefusal(refusal) && refusal.statusCode === 422 ? t('firstSignIn.codeWrong') : undefined} />}
      {enrolment === null ? (
        refusal === null ? <PageLoading /> : null
      ) : (
        <Space align="start" size="large" wrap>
          <Image src={enrolment.qr} alt={t('firstSignIn.qrAlt')} width={QR_SIZE} height={QR_SIZE} preview={false} />
          <div>
            <Typography.Text strong>{t('firstSignIn.secret')}</Typography.Text>
            <Typography.Paragraph copyable code style={{ wordBreak: 'break-all' }}>
              {enrolment.secret}
            </Typography.Paragraph>
          </div>
        </Space>
      )}
      <Form<{ code: string }> layout="vertical" onFinish={(values) => void confirm(values)} requiredMark={false}>
        <Form.Item
          name="code"
          label={t('firstSignIn.code')}
          rules={[
            { required: true, message: t('common.required') },
            { pattern: /^\s*\d{6}\s*$/, message: t('firstSignIn.codeFormat') },
          ]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={8} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={isPending} disabled={enrolment === null}>
            {t('firstSignIn.confirmCode')}
          </Button>
          <Button onClick={() => void askSecret()}>{t('firstSignIn.newSecret')}</Button>
        </Space>
      </Form>
    </Flex>
  );
}
