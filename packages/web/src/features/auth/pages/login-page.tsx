import { ZLoginRequest, type TLoginRequest, type TSecondStepTicket } from '@meridian/protocol';
import { Button, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguagePicker } from '../../../components/language-picker';
import { SubmitForm } from '../../../components/submit-form';
import { PasswordField, TextField } from '../../../components/text-field';
import { useSchemaForm, useTextController } from '../../../components/use-schema-form';
import { ROUTE } from '../../../config/routes';
import { useHydrated, useOnHydrated } from '../../../lib/hydration';
import { canUsePasskeys, PasskeyCeremonyError } from '../../../lib/passkey-browser';
import { requestForm } from '../../../lib/request-form';
import { session } from '../../../lib/session-store';
import { useFinishPasskeySignIn } from '../api/finish-passkey-sign-in';
import { rememberedUsername, secondStepTicketOf, useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { SecondStepForm } from '../components/second-step-form';
import { SignInRefusalNotice } from '../components/sign-in-refusal-notice';
import { SliderCaptcha } from '../components/slider-captcha';
import { useSliderCaptcha } from '../hooks/use-slider-captcha';
import { captchaAnswered, captchaFields, type CaptchaForm } from '../lib/captcha-field';
import { signInRefusalOf, type SignInRefusal } from '../lib/sign-in-refusal';
import styles from './auth-pages.module.css';

type LoginForm = CaptchaForm & { username: string; password: string };

/** The login form checked by the protocol's `ZLoginRequest`, with the slider's answer. */
const LOGIN_FORM = requestForm(({ captcha, ...form }: LoginForm) => ({ ...form, ...captchaFields(captcha) }), ZLoginRequest.check(captchaAnswered));

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useSliderCaptcha();
  const loginMutation = useLogin();
  const passkeySignIn = useFinishPasskeySignIn();
  const [ticket, setTicket] = useState<TSecondStepTicket | null>(null);
  const [refusal, setRefusal] = useState<SignInRefusal | null>(null);
  const clearRefusal = useCallback(() => {
    setRefusal(null);
  }, []);
  // Prerendered (src/prerender): the build knows no remembered username nor what the browser
  // supports; both come in once hydrated. The passkey button is drawn until then, as most browsers have them.
  const hydrated = useHydrated();
  const [startValues] = useState((): LoginForm => ({ username: hydrated ? rememberedUsername() : '', password: '', captcha: null }));
  const { control, handleSubmit, setValue, formState } = useSchemaForm(LOGIN_FORM, {
    defaultValues: startValues,
    required: { username: t('auth.usernameRequired'), password: t('auth.passwordRequired') },
  });
  const username = useTextController(control, 'username');
  const password = useTextController(control, 'password');
  useOnHydrated(() => {
    const remembered = rememberedUsername();
    if (remembered !== '') setValue('username', remembered);
  });

  const logIn = (request: TLoginRequest) => {
    setRefusal(null);
    loginMutation.mutate(request, {
      onSuccess: signedIn,
      onError: (error) => {
        captcha.refresh();
        const secondStep = secondStepTicketOf(error);
        setTicket(secondStep);
        if (secondStep === null) setRefusal(signInRefusalOf(error, Date.now()));
      },
    });
  };

  const submit = () => {
    // The answer belongs to the puzzle on screen now; a refreshed puzzle has none yet.
    setValue('captcha', captcha.answer);
    void handleSubmit(logIn)();
  };

  // Back to the page the member was on before login (spec section 2), else home.
  function signedIn() {
    void navigate(session.takeLastPage() ?? ROUTE.home, { replace: true });
  }

  const signInWithPasskey = () => {
    passkeySignIn.mutate(undefined, {
      onSuccess: signedIn,
      onError: (error) => {
        // The server's refusals were toasted by the request; the browser's are said here.
        if (error instanceof PasskeyCeremonyError) Toast.show({ content: t('passkeys.browserRefused') });
      },
    });
  };

  if (ticket !== null) {
    return (
      <AuthLayout title={t('twoStep.loginTitle')} subtitle={t('auth.loginSubtitle')} right={<LanguagePicker variant="button" />}>
        <SecondStepForm
          ticket={ticket}
          onSignedIn={signedIn}
          onExpired={() => {
            setTicket(null);
            setValue('password', '');
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')} right={<LanguagePicker variant="button" />}>
      <SubmitForm onSubmit={submit}>
        <TextField
          label={t('auth.username')}
          {...username}
          placeholder={t('auth.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
        />
        <PasswordField label={t('auth.password')} {...password} placeholder={t('auth.passwordPlaceholder')} maxLength={64} />
        <SliderCaptcha {...captcha.props} error={formState.errors.captcha?.message} />
        {refusal !== null && <SignInRefusalNotice refusal={refusal} onOver={clearRefusal} />}
        <div className={styles.rowEnd}>
          <Link className={styles.link} to={ROUTE.forgetPassword}>
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={loginMutation.isPending}>
          {t('auth.login')}
        </Button>
      </SubmitForm>
      {(!hydrated || canUsePasskeys()) && (
        <Button block fill="outline" color="primary" size="large" shape="rounded" className={styles.passkeyButton} loading={passkeySignIn.isPending} onClick={signInWithPasskey}>
          {t('passkeys.signIn')}
        </Button>
      )}
      <p className={styles.switch}>
        {t('auth.noAccount')}{' '}
        <Link className={styles.link} to={ROUTE.register}>
          {t('auth.registerNow')}
        </Link>
      </p>
    </AuthLayout>
  );
}
