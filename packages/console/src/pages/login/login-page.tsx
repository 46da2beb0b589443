import { useLogin } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginForm } from '../../auth/auth-provider';
import { LanguageSwitch } from '../../layout/language-switch';

/**
 * Username and password; the code field appears once the server answers `needsCode` (the operator
 * has enrolled an authenticator), and the same form is sent again with it.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginForm>();
  const [needsCode, setNeedsCode] = useState(false);
  const { mutate: login, isPending } = useLogin<LoginForm>();
  const queryClient = useQueryClient();

  const submit = (values: LoginForm) => {
    login(values, {
      onSuccess: (result) => {
        if (!result.success && result.needsCode === true) setNeedsCode(true);
        // What the previous operator could see (the sider, each button's access) is not this one's.
        if (result.success) void queryClient.invalidateQueries();
      },
    });
  };

  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', padding: 24 }}>
      <main style={{ width: 400, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }}>
        <Card style={{ width: '100%' }}>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {t('login.title')}
          </Typography.Title>
          <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item name="username" label={t('login.username')} rules={[{ required: true, message: t('common.required') }]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('common.required') }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            {needsCode ? (
              <Form.Item name="code" label={t('login.code')} extra={t('login.codeHint')} rules={[{ required: true, message: t('common.required') }]}>
                <Input autoComplete="one-time-code" inputMode="text" autoFocus />
              </Form.Item>
            ) : null}
            <Button type="primary" htmlType="submit" block loading={isPending}>
              {t('login.submit')}
            </Button>
          </Form>
        </Card>
        <LanguageSwitch />
      </main>
    </Flex>
  );
}
