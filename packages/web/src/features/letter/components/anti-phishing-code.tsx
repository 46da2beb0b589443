import { CheckShieldOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './anti-phishing-code.module.css';

/**
 * The member's anti-phishing code on a letter, shown where they check it (the inbox, the launch
 * popup, the letter itself): a small line of its own, so the letter's first words stay in view.
 */
export function AntiPhishingCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.code} data-testid="letter-anti-phishing-code">
      <CheckShieldOutline aria-hidden="true" />
      {t('letter.antiPhishingCode', { code })}
    </span>
  );
}
