import { Popup, Skeleton } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetHeader } from '../../../components/sheet-header';
import type { AlertPair } from '../lib/alert-pair';
import { PriceAlertForm } from './price-alert-form';
import styles from './price-alert-sheet.module.css';

interface PriceAlertSheetProps {
  visible: boolean;
  /** Undefined while the market's list loads: the form waits for it, to start at a price. */
  pairs: readonly AlertPair[] | undefined;
  initialPair: string | null;
  onClose: () => void;
}

/** The form to set an alert, in a sheet over the member's alerts; drawn afresh each time it opens. */
export function PriceAlertSheet({ visible, pairs, initialPair, onClose }: PriceAlertSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.sheet}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.body}>
        <SheetHeader titleId={titleId} title={t('alert.newTitle')} closeLabel={t('alert.close')} onClose={onClose} />
        {pairs === undefined ? <Skeleton.Paragraph lineCount={6} animated /> : <PriceAlertForm pairs={pairs} initialPair={initialPair} onDone={onClose} />}
      </div>
    </Popup>
  );
}
