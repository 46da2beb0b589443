import { Checkbox } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './agreement-checkbox.module.css';

interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  /** The link that shows the agreement. */
  children: ReactNode;
}

/** "I have read and agree to …": the box, the agreement's link, and what is wrong when it is not ticked. */
export function AgreementCheckbox({ checked, onChange, error, children }: AgreementCheckboxProps) {
  const { t } = useTranslation();
  return (
    <div>
      {/* The agreement link is a button inside the label: tapping it opens the text, not the box. */}
      <Checkbox className={styles.agreement} checked={checked} onChange={onChange}>
        {t('auth.agreePrefix')} {children}
      </Checkbox>
      {error !== undefined && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
