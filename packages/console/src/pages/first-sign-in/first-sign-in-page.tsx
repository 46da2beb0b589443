import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { TConsoleSession } from '@meridian/protocol';
import { readSession } from '../../auth/session-store';
import { PageLoading } from '../../components/page-loading';
import { RefusalAlert } from '../../components/refusal-alert';
import { PATHS } from '../../config/paths';
import { LanguageSwitch } from '../../layout/language-switch';
import { NewPasswordStep } from './new-password-step';
import { RecoveryCodesStep } from './recovery-codes-step';
import { TotpStep } from './totp-step';

type Loaded = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'loaded'; session: TConsoleSession | null };

/**
 * A new operator's first sign-in: their own password (stage `password`), then an authenticator
 * (stage `totp`), then the recovery codes, shown once. Only then may they work (stage `ready`).
 */
export default function FirstSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    readSession().then(
      (session) => { setLoaded({ state: 'loaded', session }); },
      (error: unknown) => { setLoaded({ state: 'failed', error }); },
    );
  }, []);

  if (loaded.state === 'loading') return <PageLoading />;
  if (loaded.state === 'failed') return <RefusalAlert error={loaded.error} />;
  const { session } = loaded;
  if (session === null) return <Navigate to={PATHS.login} replace />;
  if (session.stage === 'ready' && recoveryCodes === null) return <Navigate to={PATHS.dashboard} replace />;

  const step = recoveryCodes !== null ? 2 : session.stage === 'totp' ? 1 : 0;
  const finish = async () => {
    // refine remembers the earlier "not ready" answer of check() and the access it refused: ask again.
    await queryClient.invalidateQueries();
    await navigate(PATHS.dashboard, { replace: true });
  };

  return (
    <Flex vertical align="center" gap={16} style={{ minHeight: '100vh', padding: 24 }}>
      <main style={{ width: 720, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }}>
        <Card style={{ width: '100%' }}>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {t('firstSignIn.title')}
          </Typography.Title>
          <Steps
            current={step}
            style={{ marginBottom: 24 }}
            items={[{ title: t('firstSignIn.steps.password') }, { title: t('firstSignIn.steps.totp') }, { title: t('firstSignIn.steps.recovery') }]}
          />
          {step === 0 ? (
            <NewPasswordStep
              onDone={(next) => {
                // After an owner reset their password, an operator keeps their authenticator: done.
                if (next.stage === 'ready') void finish();
                else setLoaded({ state: 'loaded', session: next });
              }}
            />
          ) : null}
          {step === 1 ? <TotpStep onConfirmed={setRecoveryCodes} /> : null}
          {step === 2 && recoveryCodes !== null ? <RecoveryCodesStep codes={recoveryCodes} onSaved={() => void finish()} /> : null}
        </Card>
        <LanguageSwitch />
      </main>
    </Flex>
  );
}
