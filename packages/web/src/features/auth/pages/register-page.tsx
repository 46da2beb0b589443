import { isValidUsername, type TRegisterConfig, type TRegisterRequest } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loaded } from '../../../components/query-state';
import { SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { ROUTE } from '../../../config/routes';
import { existsUsername } from '../api/exists-username';
import { useRegisterConfig } from '../api/get-register-config';
import { useRegister } from '../api/register';
import { AgreementCheckbox } from '../components/agreement-checkbox';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import { SignUpRecoveryCodes } from '../components/sign-up-recovery-codes';
import { SignUpVerification } from '../components/sign-up-verification';
import { SliderCaptcha } from '../components/slider-captcha';
import { useSliderCaptcha } from '../hooks/use-slider-captcha';
import { emptyRegisterForm, registerFormSchema } from '../lib/register-form';
import styles from './auth-pages.module.css';

interface RegisterPageProps {
  /** The link that shows the agreement (the content feature draws it; the app passes it in). */
  renderAgreement: (agreementCode: string, onAgree: () => void) => ReactNode;
}

export function RegisterPage({ renderAgreement }: RegisterPageProps) {
  const { t } = useTranslation();
  const config = useRegisterConfig();
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  // Signed up: the recovery codes, once, then login.
  if (recoveryCodes !== null) return <SignUpRecoveryCodes codes={recoveryCodes} />;
  return (
    <AuthLayout title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <Loaded query={config} rows={6} card={false}>
        {(registerConfig) => <RegisterForm config={registerConfig} renderAgreement={renderAgreement} onRegistered={setRecoveryCodes} />}
      </Loaded>
      <p className={styles.switch}>
        {t('auth.haveAccount')}{' '}
        <Link className={styles.link} to={ROUTE.login} replace>
          {t('auth.loginNow')}
        </Link>
      </p>
    </AuthLayout>
  );
}

interface RegisterFormProps extends RegisterPageProps {
  config: TRegisterConfig;
  /** The account is made: its recovery codes, to show before login. */
  onRegistered: (recoveryCodes: readonly string[]) => void;
}

function RegisterForm({ config, renderAgreement, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const captcha = useSliderCaptcha();
  const registerMutation = useRegister();
  const [takenUsername, setTakenUsername] = useState<string | null>(null);
  const schema = registerFormSchema({
    config,
    takenUsername: takenUsername === null ? null : { username: takenUsername, message: t('auth.usernameTaken') },
  });
  // An invite link carries the inviter's code (`#/pages/login/register?code=…`).
  const form = useSchemaForm(schema, { defaultValues: emptyRegisterForm(searchParams.get('code') ?? '') });
  const { control, getValues, setError, setValue, handleSubmit, formState } = form;
  const username = useTextController(control, 'username');
  const password = useTextController(control, 'password');
  const confirmPassword = useTextController(control, 'confirmPassword');
  const inviteCode = useTextController(control, 'inviteCode');
  const agree = useController({ control, name: 'agree' });

  const checkUsername = async () => {
    const typed = getValues('username').trim();
    if (!isValidUsername(typed)) return;
    const result = await existsUsername(typed);
    if (result.ok && result.data.exists) {
      setTakenUsername(typed);
      setError('username', { message: t('auth.usernameTaken') });
    }
  };

  const signUp = (request: TRegisterRequest) => {
    registerMutation.mutate(request, {
      onSuccess: (account) => {
        onRegistered(account.recoveryCodes);
      },
      onSettled: () => {
        captcha.refresh();
      },
    });
  };

  const submit = () => {
    // The answer belongs to the puzzle on screen now; a refreshed puzzle has none yet.
    setValue('captcha', captcha.answer);
    void handleSubmit(signUp)();
  };

  return (
    <SubmitForm onSubmit={submit}>
      <TextField
        label={t('auth.username')}
        {...username}
        hint={t('auth.usernameHint')}
        onBlur={() => {
          void checkUsername();
        }}
        placeholder={t('auth.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        maxLength={30}
      />
      <NewPasswordFields bind={(field) => (field === 'password' ? password : confirmPassword)} label={t('auth.password')} />
      <TextField
        label={config.inviteCodeRequired ? t('auth.inviteCode') : t('auth.inviteCodeOptional')}
        {...inviteCode}
        placeholder={t('auth.inviteCodePlaceholder')}
        autoCapitalize="characters"
        maxLength={32}
      />
      {config.verifyBy !== 'none' && <SignUpVerification verifyBy={config.verifyBy} form={form} captcha={captcha} />}
      <SliderCaptcha {...captcha.props} error={formState.errors.captcha?.message} />
      <AgreementCheckbox checked={agree.field.value} onChange={agree.field.onChange} error={agree.fieldState.error?.message}>
        {renderAgreement(config.agreementCode, () => {
          agree.field.onChange(true);
        })}
      </AgreementCheckbox>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={registerMutation.isPending}>
        {t('auth.register')}
      </Button>
    </SubmitForm>
  );
}
