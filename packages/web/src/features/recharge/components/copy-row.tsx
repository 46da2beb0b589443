import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/clipboard';
import styles from './copy-row.module.css';

interface CopyRowProps {
  label: string;
  value: string;
  /** Values a member types into a bank app or a wallet get a copy button; the rest are read only. */
  copyable?: boolean;
  testId?: string;
}

/** One labelled detail of an order or a payee, with a copy button (spec section 8: copy success / fail). */
export function CopyRow({ label, value, copyable = false, testId }: CopyRowProps) {
  const { t } = useTranslation();
  const shown = value === '' ? '--' : value;
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value} data-testid={testId}>
        {shown}
      </span>
      {copyable && value !== '' && (
        <Button
          size="mini"
          color="primary"
          fill="outline"
          className={styles.copy}
          aria-label={t('recharge.copyLabel', { name: label })}
          onClick={() => {
            void copyText(value);
          }}
        >
          {t('recharge.copy')}
        </Button>
      )}
    </div>
  );
}
