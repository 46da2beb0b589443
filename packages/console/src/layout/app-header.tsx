import { useGetIdentity } from '@refinedev/core';
import { Button, Layout, Space, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorIdentity } from '../auth/auth-provider';
import { ChangePasswordModal } from './change-password-modal';
import { ColourSchemeSwitch } from './colour-scheme-switch';
import { LanguageSwitch } from './language-switch';

/** The bar above every page: who is signed in (and in which role), their password, the language and the theme. */
export function AppHeader() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data: identity } = useGetIdentity<OperatorIdentity>();
  const [isChangingPassword, setChangingPassword] = useState(false);
  return (
    <Layout.Header
      style={{ background: token.colorBgElevated, display: 'flex', justifyContent: 'flex-end', alignItems: 'center', padding: '0 24px', height: 64 }}
    >
      <Space size="large">
        {identity ? <Typography.Text>{t('app.signedInAs', { username: identity.name, role: t(`roles.${identity.role}`) })}</Typography.Text> : null}
        {identity ? (
          <Button type="link" onClick={() => { setChangingPassword(true); }}>
            {t('account.changePassword')}
          </Button>
        ) : null}
        <LanguageSwitch />
        <ColourSchemeSwitch />
      </Space>
      <ChangePasswordModal open={isChangingPassword} onClose={() => { setChangingPassword(false); }} />
    </Layout.Header>
  );
}
