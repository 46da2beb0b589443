import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecoveryCodes } from '../../../components/recovery-codes';
import { ROUTE } from '../../../config/routes';
import { AuthLayout } from './auth-layout';

/**
 * Sign-up's last step, before login: the account recovery codes (issue 35), shown this once. They
 * are the way back into an account without email or phone, so the member says they kept them.
 */
export function SignUpRecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // No back arrow: nothing behind this step shows the codes again.
  return (
    <AuthLayout title={t('recovery.signUpTitle')} subtitle={t('recovery.signUpSubtitle')} back={false}>
      <RecoveryCodes
        label={t('recovery.title')}
        text={t('recovery.text', { count: codes.length })}
        codes={codes}
        doneLabel={t('recovery.continueToLogin')}
        confirmKept
        onDone={() => {
          Toast.show({ icon: 'success', content: t('auth.registered') });
          void navigate(ROUTE.login, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
