import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { MiningOrderList } from '../components/mining-order-list';

/** Every machine the member bought: what, for how much, when. */
export function PurchaseRecordPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.purchaseRecord')}>
      <MiningOrderList view="purchase" />
    </Page>
  );
}
