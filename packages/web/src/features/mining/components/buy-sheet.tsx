import type { TMiningProduct } from '@meridian/protocol';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IncomeSchedule } from './income-schedule';
import styles from './buy-sheet.module.css';

interface BuySheetProps {
  product: TMiningProduct | null;
  timeZone: string | undefined;
  isBuying: boolean;
  onClose: () => void;
  onConfirm: (product: TMiningProduct) => void;
}

/** The exact schedule of the machine, shown before the member commits the price. */
export function BuySheet({ product, timeZone, isBuying, onClose, onConfirm }: BuySheetProps) {
  const { t } = useTranslation();
  // The schedule starts when the sheet opens: close enough to the purchase second to read by.
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  return (
    <Popup
      visible={product !== null}
      onMaskClick={onClose}
      afterShow={() => {
        setOpenedAt(Date.now());
      }}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh', overflowY: 'auto' }}
    >
      {product !== null && (
        <div className={styles.sheet} role="dialog" aria-label={t('mining.confirmTitle', { name: product.name })}>
          <h2 className={styles.title}>{t('mining.confirmTitle', { name: product.name })}</h2>
          <p className={styles.note}>{t('mining.confirmNote', { count: product.lockDays })}</p>
          <IncomeSchedule product={product} startedAt={openedAt} timeZone={timeZone} />
          <div className={styles.actions}>
            <Button block shape="rounded" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              block
              shape="rounded"
              color="primary"
              loading={isBuying}
              onClick={() => {
                onConfirm(product);
              }}
            >
              {t('mining.confirmBuy')}
            </Button>
          </div>
        </div>
      )}
    </Popup>
  );
}
