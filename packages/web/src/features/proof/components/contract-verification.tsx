import { CODE, verifyContractProof, type ContractCheck, type TGetContractProofResponse, type TTickEvidence } from '@meridian/protocol';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/query-client';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { cx } from '../../../lib/class-names';
import { formatRecordedPrice } from '../../../lib/money';
import { useSession } from '../../../lib/session-store';
import { formatTickTime } from '../../../lib/tick-time';
import { useContractProof } from '../api/get-contract-proof';
import styles from './contract-verification.module.css';

/**
 * The check of one contract, run in this browser with the protocol's verifier on what the server
 * stored: "verified", or exactly which check fails. The verify page and the bet detail show it.
 */
export function ContractVerification({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const proof = useContractProof(orderNo);
  const failure = proof.error instanceof RequestError ? proof.error.failure : null;
  if (failure?.code === CODE.NOT_FOUND || failure?.code === CODE.INVALID_PARAMS) {
    return <StatusBlock status="empty" title={t('proof.notFound')} description={failure.msg} />;
  }
  return (
    <Loaded query={proof} card={false} rows={6}>
      {(data) => <ProofResult proof={data} />}
    </Loaded>
  );
}

function ProofResult({ proof }: { proof: TGetContractProofResponse }) {
  const { t } = useTranslation();
  const result = useMemo(() => verifyContractProof(proof), [proof]);
  const failed = result.checks.filter((check) => !check.ok).length;
  const verdict = !result.verified ? t('proof.failed', { count: failed }) : result.settled ? t('proof.verified') : t('proof.verifiedSoFar');
  return (
    <section className={styles.result} aria-label={t('proof.result')}>
      <p role="status" data-testid="proof-verdict" className={cx(styles.verdict, result.verified ? styles.pass : styles.fail)}>
        {result.verified ? <CheckCircleFill aria-hidden="true" /> : <CloseCircleFill aria-hidden="true" />}
        <span>{verdict}</span>
      </p>
      <ul className={styles.checks} aria-label={t('proof.checksLabel')}>
        {result.checks.map((check) => (
          <CheckLine key={`${check.tick ?? 'contract'}.${check.name}`} check={check} />
        ))}
      </ul>
      <Evidence label={t('proof.ticks.entry')} evidence={proof.entry} />
      {result.settled ? <Evidence label={t('proof.ticks.exit')} evidence={proof.exit} /> : <p className={styles.note}>{t('proof.settlesLater')}</p>}
      <p className={styles.note}>{t('proof.compare')}</p>
    </section>
  );
}

function CheckLine({ check }: { check: ContractCheck }) {
  const { t } = useTranslation();
  const tick = check.tick === null ? '' : t(`proof.ticks.${check.tick}`);
  return (
    <li className={cx(styles.check, check.ok ? styles.pass : styles.fail)} data-ok={check.ok}>
      {check.ok ? <CheckCircleFill aria-label={t('proof.holds')} /> : <CloseCircleFill aria-label={t('proof.fails')} />}
      <span>{check.ok ? t(`proof.checks.${check.name}`, { tick }) : t(`proof.failures.${check.name}`, { tick })}</span>
    </li>
  );
}

function Evidence({ label, evidence }: { label: string; evidence: TTickEvidence | null }) {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  return (
    <div className={styles.evidence}>
      <h3 className={styles.heading}>{label}</h3>
      {evidence === null ? (
        <p className={styles.note}>{t('proof.noEvidence')}</p>
      ) : (
        <dl className={styles.fields}>
          <Field label={t('proof.fields.tick')}>{`${evidence.tick.allname} ${formatRecordedPrice(evidence.tick.price)}`}</Field>
          <Field label={t('proof.fields.second')}>{formatTickTime(evidence.tick.at, timeZone)}</Field>
          <Field label={t('proof.fields.seq')}>{`#${evidence.root.seq}`}</Field>
          <Field label={t('proof.fields.merkle')} isHash>
            {evidence.root.merkle}
          </Field>
          <Field label={t('proof.fields.root')} isHash>
            {evidence.root.root}
          </Field>
          <Field label={t('proof.fields.steps')}>{t('proof.steps', { count: evidence.proof.length, leaves: evidence.root.tickCount })}</Field>
        </dl>
      )}
    </div>
  );
}

function Field({ label, children, isHash = false }: { label: string; children: string; isHash?: boolean }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd className={cx(isHash && styles.hash)}>{children}</dd>
    </div>
  );
}
