import type { TGetKycStatusResponse, TKycSubmittedLevel } from '@meridian/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { useKycStatus } from '../api/get-kyc-status';
import { AddressDraftCard } from '../components/address-draft-card';
import { IdentityDraftCard } from '../components/identity-draft-card';
import styles from '../components/kyc.module.css';
import { LevelSummary } from '../components/level-summary';
import { LevelsCard } from '../components/levels-card';
import { NextLevelCard } from '../components/next-level-card';
import { SubmissionHistory } from '../components/submission-history';
import { SubmittedCard } from '../components/submitted-card';
import { asSubmittedLevel } from '../lib/kyc-level';

/**
 * The submission the member works on: the open one on the server (a draft, or one waiting for
 * review), else the one they just started here (the server makes the draft at its first picture),
 * else the way to the next level.
 */
function CurrentStep({ status }: { status: TGetKycStatusResponse }) {
  const [started, setStarted] = useState<TKycSubmittedLevel | null>(null);
  const leave = () => {
    setStarted(null);
  };
  const { open, asks } = status;
  if (open?.status === 'submitted') return <SubmittedCard submission={open} onWithdrawn={leave} />;
  const draftLevel = open === null ? started : asSubmittedLevel(open.level);
  if (draftLevel === 2) return <IdentityDraftCard draft={open} asks={asks} onLeave={leave} />;
  if (draftLevel === 3) return <AddressDraftCard draft={open} onLeave={leave} />;
  return <NextLevelCard status={status} onStart={setStarted} />;
}

function VerificationCards({ status }: { status: TGetKycStatusResponse }) {
  return (
    <div className={styles.stack}>
      <LevelSummary status={status} />
      {/* A decision (an approval raises the level, a rejection adds to the history) ends what the
          member had started here: the step starts again from what the server says. */}
      <CurrentStep key={`${status.level}-${status.history.length}`} status={status} />
      <LevelsCard status={status} />
      {status.history.length > 0 && <SubmissionHistory history={status.history} />}
    </div>
  );
}

/**
 * my/verification: the member's identity verification (issue 41). Their level and its withdrawal
 * limits, what the next level asks for and unlocks, their submission from draft to decision, and
 * the ones decided before. Operators decide in the console; this page only asks and shows.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const status = useKycStatus();
  return (
    <Page title={t('titles.verification')}>
      <Loaded query={status}>{(data) => <VerificationCards status={data} />}</Loaded>
    </Page>
  );
}
