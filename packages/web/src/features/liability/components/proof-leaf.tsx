import type { TLiabilityShard } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { exactAmount } from '../lib/exact-amount';
import { ProofPath } from './proof-path';
import styles from './liability.module.css';

interface ProofLeafProps {
  leaf: TLiabilityShard;
  /** Which of the member's leaves this is (from 0), and how many they have: one in a proof of format 1. */
  index: number;
  count: number;
}

/** One leaf of the member's (a part of their balance, or all of it in an older snapshot): its amount, its nonce, and its path to the root. */
export function ProofLeaf({ leaf, index, count }: ProofLeafProps) {
  const { t } = useTranslation();
  const isPart = count > 1;
  return (
    <Card title={isPart ? t('liability.part', { part: index + 1, count }) : t('liability.yourLeaf')}>
      <div className={styles.stack}>
        <dl className={styles.facts}>
          {isPart && (
            <>
              <dt>{t('liability.amount')}</dt>
              <dd>{exactAmount(leaf.amount)}</dd>
            </>
          )}
          <dt>{t('liability.nonce')}</dt>
          <dd className={styles.hash}>{leaf.nonce}</dd>
        </dl>
        <ProofPath path={leaf.path} />
      </div>
    </Card>
  );
}
