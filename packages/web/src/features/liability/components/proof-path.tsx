import type { TLiabilityPathStep } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { exactAmount } from '../lib/exact-amount';
import styles from './liability.module.css';

/** The siblings from the member's leaf up to the root: each only a hash and a sum. */
export function ProofPath({ path }: { path: readonly TLiabilityPathStep[] }) {
  const { t } = useTranslation();
  if (path.length === 0) return <p className={styles.intro}>{t('liability.pathEmpty')}</p>;
  return (
    <ol className={styles.path} aria-label={t('liability.path')}>
      {path.map((step, index) => (
        // A path's steps never move: the index is their identity.
        <li key={index} className={styles.step}>
          <p className={styles.stepTitle}>{t('liability.step', { step: index + 1, side: step.side === 'left' ? t('liability.left') : t('liability.right') })}</p>
          <dl className={styles.facts}>
            <dt>{t('liability.sum')}</dt>
            <dd>{exactAmount(step.sum)}</dd>
            <dt>{t('liability.hash')}</dt>
            <dd className={styles.hash}>{step.hash}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
