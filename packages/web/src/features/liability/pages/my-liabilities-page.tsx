import { checkLiabilityProof, liabilityProofLeaves, type TLiabilityProof } from '@meridian/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE } from '../../../config/routes';
import { useLiabilityProof } from '../api/get-liability-proof';
import { DownloadCard } from '../components/download-card';
import { GoToButton } from '../components/go-to-button';
import { ProofLeaf } from '../components/proof-leaf';
import { ProofVerdict } from '../components/proof-verdict';
import { SnapshotFacts } from '../components/snapshot-facts';
import styles from '../components/liability.module.css';
import { exactAmount } from '../lib/exact-amount';
import { downloadProofFile } from '../lib/proof-file';

/**
 * my/liabilities: "my balance is included". The member's leaves (the random parts of their balance)
 * and their paths in the newest snapshot, checked here in the browser with the protocol's code (not
 * taken on the server's word), and the proof as a file to check again offline.
 */
export function MyLiabilitiesPage() {
  const { t } = useTranslation();
  const answer = useLiabilityProof();
  return (
    <Page title={t('titles.myLiabilities')}>
      <div className={styles.stack}>
        <Loaded query={answer}>
          {({ snapshot, proof }) => {
            if (snapshot === null) {
              return (
                <Card>
                  <StatusBlock status="empty" title={t('liability.noSnapshot')} description={t('liability.noSnapshotHint')} />
                </Card>
              );
            }
            if (proof === null) {
              return (
                <Card>
                  <StatusBlock status="empty" title={t('liability.notIncluded')} description={t('liability.notIncludedHint')} />
                </Card>
              );
            }
            return <ProofDetails proof={proof} />;
          }}
        </Loaded>
        <GoToButton to={ROUTE.liabilities}>{t('liability.seePublished')}</GoToButton>
      </div>
    </Page>
  );
}

function ProofDetails({ proof }: { proof: TLiabilityProof }) {
  const { t } = useTranslation();
  const check = useMemo(() => checkLiabilityProof(proof), [proof]);
  const { memberId, balance, leaves } = liabilityProofLeaves(proof);
  return (
    <>
      <Card>
        <div className={styles.stack}>
          <ProofVerdict check={check} />
          <p className={styles.intro}>{leaves.length > 1 ? t('liability.myIntroParts') : t('liability.myIntro')}</p>
          <p className={styles.intro}>{t('liability.pathHint')}</p>
        </div>
      </Card>
      <Card title={t('liability.yourBalance')}>
        <dl className={styles.facts}>
          <dt>{t('liability.memberId')}</dt>
          <dd>{memberId}</dd>
          <dt>{t('liability.balance')}</dt>
          <dd data-testid="liability-balance">{exactAmount(balance)}</dd>
        </dl>
      </Card>
      {leaves.map((leaf, index) => (
        // A proof's leaves never move: the index is their identity (a tampered file may repeat a nonce).
        <ProofLeaf key={index} leaf={leaf} index={index} count={leaves.length} />
      ))}
      <Card title={t('liability.published')}>
        <SnapshotFacts snapshot={proof.snapshot} />
      </Card>
      <DownloadCard
        label={t('liability.download')}
        hint={t('liability.downloadHint')}
        onDownload={() => {
          downloadProofFile(proof);
        }}
      />
    </>
  );
}
