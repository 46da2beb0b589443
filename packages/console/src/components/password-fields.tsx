import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The contract's bounds of a new password (docs/console-api.md). */
const PASSWORD_MIN = 10;
const PASSWORD_MAX = 128;

/** What a password change sends (POST /admin/session/password), and the repeat checked here. */
export interface PasswordChangeForm {
  password: string;
  newPassword: string;
  repeat: string;
}

/**
 * The fields of every password change, with the first sign-in's rules: the password the operator
 * has now (`currentLabel`: the one-time password, or their own), a new one of 10 to 128
 * characters other than it, and the new one again.
 */
export function PasswordChangeFields({ currentLabel }: { currentLabel: string }) {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  return (
    <>
      <Form.Item name="password" label={currentLabel} rules={[required]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('firstSignIn.newPassword')}
        dependencies={['password']}
        rules={[
          required,
          { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('firstSignIn.passwordLength') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              value === undefined || value === '' || value !== getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('account.samePassword'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('firstSignIn.repeatPassword')}
        dependencies={['newPassword']}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('firstSignIn.passwordsDiffer'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
