import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE } from '../../../config/routes';
import { useLiabilitySnapshot } from '../api/get-liability-snapshot';
import { GoToButton } from '../components/go-to-button';
import { SnapshotFacts } from '../components/snapshot-facts';
import styles from '../components/liability.module.css';

/** proof/liabilities (public): the newest published snapshot and whether its total equals the ledger's. */
export function LiabilitiesPage() {
  const { t } = useTranslation();
  const snapshot = useLiabilitySnapshot();
  return (
    <Page title={t('titles.liabilities')}>
      <div className={styles.stack}>
        <Card>
          <p className={styles.intro}>{t('liability.intro')}</p>
        </Card>
        <Loaded query={snapshot}>
          {(data) =>
            data.snapshot === null ? (
              <Card>
                <StatusBlock status="empty" title={t('liability.noSnapshot')} description={t('liability.noSnapshotHint')} />
              </Card>
            ) : (
              <Card title={t('liability.published')}>
                <SnapshotFacts snapshot={data.snapshot} />
              </Card>
            )
          }
        </Loaded>
        <GoToButton to={ROUTE.myLiabilities} isPrimary>
          {t('liability.checkMine')}
        </GoToButton>
        <GoToButton to={ROUTE.reserves}>{t('liability.seeReserves')}</GoToButton>
      </div>
    </Page>
  );
}
