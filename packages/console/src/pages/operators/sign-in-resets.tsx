import { CanAccess, useCustomMutation, useGetIdentity } from '@refinedev/core';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOperatorItem } from '@meridian/protocol';
import type { OperatorIdentity } from '../../auth/auth-provider';
import { doneNotification, refusalNotification } from '../../lib/refusal-text';
import { OneTimePasswordModal } from './one-time-password-modal';
import { changeCall } from '../../api/admin-call';

/**
 * The owner's resets of another operator's sign-in, each asked first: a one-time password (shown
 * once) or a new authenticator at their next sign-in. Either ends their sessions. Not on the
 * operator's own row: their own password is changed from the header, knowing the current one.
 */
export function SignInResets({ operator, onReset }: { operator: TOperatorItem; onReset: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { data: identity } = useGetIdentity<OperatorIdentity>();
  const { mutate: custom } = useCustomMutation<{ username: string; password?: string }>();
  const [oneTimePassword, setOneTimePassword] = useState<string | null>(null);
  if (identity?.name === operator.username) return null;

  const confirmReset = (kind: 'password-reset' | 'authenticator-reset') => {
    const isPassword = kind === 'password-reset';
    modal.confirm({
      title: isPassword ? t('operators.resetPassword') : t('operators.resetAuthenticator'),
      content: t(isPassword ? 'operators.resetPasswordConfirm' : 'operators.resetAuthenticatorConfirm', { username: operator.username }),
      okText: isPassword ? t('operators.resetPassword') : t('operators.resetAuthenticator'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        new Promise<void>((resolve) => {
          custom(
            {
              ...changeCall(isPassword ? 'operator-password-reset' : 'operator-authenticator-reset', {}, { username: operator.username }),
              // The one-time password is the answer itself: its dialog says what was done.
              successNotification: isPassword ? false : doneNotification,
              errorNotification: refusalNotification,
            },
            {
              onSettled: () => { resolve(); },
              onSuccess: ({ data }) => {
                if (typeof data.password === 'string') setOneTimePassword(data.password);
                onReset();
              },
            },
          );
        }),
    });
  };

  return (
    <>
      <CanAccess resource="operators" action="password-reset">
        <Button size="small" onClick={() => { confirmReset('password-reset'); }}>
          {t('operators.resetPassword')}
        </Button>
      </CanAccess>
      <CanAccess resource="operators" action="authenticator-reset">
        <Button size="small" onClick={() => { confirmReset('authenticator-reset'); }}>
          {t('operators.resetAuthenticator')}
        </Button>
      </CanAccess>
      {oneTimePassword === null ? null : (
        <OneTimePasswordModal username={operator.username} password={oneTimePassword} hint={t('operators.resetPasswordHint')} onClose={() => { setOneTimePassword(null); }} />
      )}
    </>
  );
}
