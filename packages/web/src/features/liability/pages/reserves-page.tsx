import type { TPublishedReserves } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE } from '../../../config/routes';
import { useReserves } from '../api/get-reserves';
import { DownloadCard } from '../components/download-card';
import { GoToButton } from '../components/go-to-button';
import { ReserveAttestation } from '../components/reserve-attestation';
import { ReservesFacts } from '../components/reserves-facts';
import { ReservesVerdict } from '../components/reserves-verdict';
import styles from '../components/liability.module.css';
import { useReservesCheck } from '../hooks/use-reserves-check';
import { downloadReservesFile } from '../lib/reserves-file';

/**
 * proof/reserves (public): what the platform holds at a pinned block against what it owes at the
 * same liabilities snapshot, each address's signature checked here in the browser, not taken on
 * the server's word.
 */
export function ReservesPage() {
  const { t } = useTranslation();
  const answer = useReserves();
  return (
    <Page title={t('titles.reserves')}>
      <div className={styles.stack}>
        <Card>
          <p className={styles.intro}>{t('reserves.intro')}</p>
        </Card>
        <Loaded query={answer}>
          {({ reserves }) =>
            reserves === null ? (
              <Card>
                <StatusBlock status="empty" title={t('liability.noSnapshot')} description={t('liability.noSnapshotHint')} />
              </Card>
            ) : (
              <Reserves reserves={reserves} />
            )
          }
        </Loaded>
        <GoToButton to={ROUTE.liabilities}>{t('reserves.seeLiabilities')}</GoToButton>
      </div>
    </Page>
  );
}

function Reserves({ reserves }: { reserves: TPublishedReserves }) {
  const { t } = useTranslation();
  const check = useReservesCheck(reserves);
  const isAttested = reserves.attestations.length > 0;
  return (
    <>
      <Card title={t('reserves.published')}>
        <div className={styles.stack}>
          {isAttested ? <ReservesVerdict check={check.data} /> : <StatusBlock status="empty" title={t('reserves.notAttested')} description={t('reserves.notAttestedHint')} />}
          <ReservesFacts reserves={reserves} />
        </div>
      </Card>
      {reserves.attestations.map((attestation) => (
        <ReserveAttestation key={attestation.network} attestation={attestation} checks={check.data?.entries.filter((entry) => entry.network === attestation.network)} />
      ))}
      {isAttested && (
        <DownloadCard
          label={t('reserves.download')}
          hint={t('reserves.downloadHint')}
          onDownload={() => {
            downloadReservesFile(reserves);
          }}
        />
      )}
    </>
  );
}
