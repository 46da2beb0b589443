import { ZRegisterRequest, isEmail, isPhoneNumber, isValidUsername, type TRegisterConfig } from '@meridian/protocol';
import { Button, Checkbox, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loaded } from '../../../components/query-state';
import { SubmitForm } from '../../../components/submit-form';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { ROUTE } from '../../../config/routes';
import { validateForm } from '../../../lib/form-validation';
import { existsUsername } from '../api/exists-username';
import { useRegisterConfig } from '../api/get-register-config';
import { useRegister } from '../api/register';
import { useSendSignUpCode, type SignUpCodeTarget } from '../api/send-sign-up-code';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import { SendCodeButton } from '../components/send-code-button';
import { SliderCaptcha } from '../components/slider-captcha';
import { useSliderCaptcha } from '../hooks/use-slider-captcha';
import styles from './auth-pages.module.css';

const FIELDS = ['username', 'password', 'confirmPassword', 'inviteCode', 'agree', 'email', 'emailCode', 'mobile', 'mobileCode'] as const;

interface RegisterPageProps {
  /** The link that shows the agreement (the content feature draws it; the app passes it in). */
  renderAgreement: (agreementCode: string, onAgree: () => void) => ReactNode;
}

export function RegisterPage({ renderAgreement }: RegisterPageProps) {
  const { t } = useTranslation();
  const config = useRegisterConfig();
  return (
    <AuthLayout title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <Loaded query={config} rows={6} card={false}>
        {(registerConfig) => <RegisterForm config={registerConfig} renderAgreement={renderAgreement} />}
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

function RegisterForm({ config, renderAgreement }: { config: TRegisterConfig } & RegisterPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const captcha = useSliderCaptcha();
  const registerMutation = useRegister();
  const sendCode = useSendSignUpCode();
  const [takenUsername, setTakenUsername] = useState<string | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const { values, setField, bind, errors, setErrors } = useForm({
    username: '',
    password: '',
    confirmPassword: '',
    // An invite link carries the inviter's code (`#/pages/login/register?code=…`).
    inviteCode: searchParams.get('code') ?? '',
    email: '',
    emailCode: '',
    mobile: '',
    mobileCode: '',
    agree: false,
  });

  const checkUsername = async () => {
    const username = values.username.trim();
    if (!isValidUsername(username)) return;
    const result = await existsUsername(username);
    if (result.ok && result.data.exists) {
      setTakenUsername(username);
      setErrors((current) => ({ ...current, username: t('auth.usernameTaken') }));
    }
  };

  const codeTarget = (): SignUpCodeTarget | null => {
    if (config.verifyBy === 'email') {
      if (isEmail(values.email.trim())) return { channel: 'email', email: values.email.trim() };
      setErrors((current) => ({ ...current, email: t('rule.email') }));
      return null;
    }
    if (isPhoneNumber(values.mobile.trim())) return { channel: 'mobile', mobile: values.mobile.trim() };
    setErrors((current) => ({ ...current, mobile: t('rule.mobile') }));
    return null;
  };

  /** Sending a code uses up the puzzle, so a fresh one follows either way. */
  const sendVerificationCode = async (): Promise<number | null> => {
    const target = codeTarget();
    if (target === null) return null;
    if (captcha.answer === null) {
      setErrors((current) => ({ ...current, captcha: captcha.error }));
      return null;
    }
    try {
      const sent = await sendCode.mutateAsync({ target, captcha: captcha.answer });
      setCodeSentTo(sent.sentTo);
      return sent.resendAfterSeconds;
    } catch {
      return null;
    } finally {
      captcha.refresh();
    }
  };

  const submit = () => {
    const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
    const payload = {
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      inviteCode: optional(values.inviteCode),
      agree: values.agree,
      ...(config.verifyBy === 'email' ? { email: values.email.trim(), emailCode: values.emailCode.trim() } : {}),
      ...(config.verifyBy === 'mobile' ? { mobile: values.mobile.trim(), mobileCode: values.mobileCode.trim() } : {}),
      ...captcha.payload,
    };
    const checked = validateForm(ZRegisterRequest, payload, FIELDS, {
      username: t('auth.usernameRequired'),
    });
    const fieldErrors = checked.ok ? {} : { ...checked.errors };
    if (config.inviteCodeRequired && payload.inviteCode === undefined) fieldErrors.inviteCode = t('rule.inviteCode');
    // The schema compares the passwords only once every field is valid; the member hears it now.
    if (payload.password !== payload.confirmPassword) fieldErrors.confirmPassword ??= t('rule.passwordMismatch');
    if (takenUsername !== null && takenUsername === payload.username) fieldErrors.username = t('auth.usernameTaken');
    setErrors({ ...fieldErrors, captcha: captcha.error });
    if (!checked.ok || Object.keys(fieldErrors).length > 0 || captcha.answer === null) return;

    registerMutation.mutate(checked.data, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('auth.registered') });
        void navigate(ROUTE.login, { replace: true });
      },
      onSettled: () => {
        captcha.refresh();
      },
    });
  };

  const codeField = config.verifyBy === 'email' ? 'emailCode' : 'mobileCode';
  const verification =
    config.verifyBy === 'none' ? null : (
      <>
        {config.verifyBy === 'email' ? (
          <TextField label={t('auth.email')} {...bind('email')} type="email" placeholder={t('auth.emailPlaceholder')} autoComplete="email" />
        ) : (
          <TextField label={t('auth.mobile')} {...bind('mobile')} type="tel" placeholder={t('auth.mobilePlaceholder')} autoComplete="tel" />
        )}
        <TextField
          label={t('auth.verificationCode')}
          {...bind(codeField)}
          hint={codeSentTo === null ? t('auth.codeNeedsPuzzle') : t('auth.codeSentTo', { target: codeSentTo })}
          extra={<SendCodeButton onSend={sendVerificationCode} />}
          inputMode="numeric"
          maxLength={6}
          placeholder={t('auth.codePlaceholder')}
          autoComplete="one-time-code"
        />
      </>
    );

  return (
    <SubmitForm onSubmit={submit}>
      <TextField
        label={t('auth.username')}
        {...bind('username')}
        hint={t('auth.usernameHint')}
        onBlur={() => {
          void checkUsername();
        }}
        placeholder={t('auth.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        maxLength={30}
      />
      <NewPasswordFields bind={bind} label={t('auth.password')} />
      <TextField
        label={config.inviteCodeRequired ? t('auth.inviteCode') : t('auth.inviteCodeOptional')}
        {...bind('inviteCode')}
        placeholder={t('auth.inviteCodePlaceholder')}
        autoCapitalize="characters"
        maxLength={32}
      />
      {verification}
      <SliderCaptcha {...captcha.props} error={errors.captcha} />
      <div>
        {/* The agreement link is a button inside the label: tapping it opens the text, not the box. */}
        <Checkbox
          className={styles.agreement}
          checked={values.agree}
          onChange={(checked) => {
            setField('agree', checked);
          }}
        >
          {t('auth.agreePrefix')}{' '}
          {renderAgreement(config.agreementCode, () => {
            setField('agree', true);
          })}
        </Checkbox>
        {errors.agree !== undefined && (
          <div className={styles.error} role="alert">
            {errors.agree}
          </div>
        )}
      </div>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={registerMutation.isPending}>
        {t('auth.register')}
      </Button>
    </SubmitForm>
  );
}
