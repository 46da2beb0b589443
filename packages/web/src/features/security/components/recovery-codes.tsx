import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { copyText } from '../../../lib/clipboard';
import styles from './two-step.module.css';

/** The recovery codes, this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Card title={t('twoStep.recoveryTitle')}>
        <p className={styles.text}>{t('twoStep.recoveryText', { count: codes.length })}</p>
        <ol className={styles.codes} aria-label={t('twoStep.recoveryTitle')}>
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <Button block onClick={() => void copyText(codes.join('\n'))}>
          {t('twoStep.copyCodes')}
        </Button>
      </Card>
      <Button block color="primary" size="large" shape="rounded" onClick={onDone}>
        {t('twoStep.savedCodes')}
      </Button>
    </>
  );
}
