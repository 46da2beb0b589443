import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/clipboard';
import { Card } from './card';
import styles from './recovery-codes.module.css';

interface RecoveryCodesProps {
  /** What the codes are: names the list too. */
  label: string;
  /** What they do, and that they are shown this once. */
  text: string;
  codes: readonly string[];
  doneLabel: string;
  onDone: () => void;
  /**
   * The member ticks that they kept them before going on: account recovery codes are the way back
   * into an account that has no email or phone, and nothing shows them again.
   */
  confirmKept?: boolean;
}

/** Recovery codes, this once (the server keeps only their hashes): the list, a copy button, and on. */
export function RecoveryCodes({ label, text, codes, doneLabel, onDone, confirmKept = false }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const [isKept, setKept] = useState(false);
  return (
    <div className={styles.stack}>
      <p className={styles.text}>{text}</p>
      <ol className={styles.codes} aria-label={label}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button block shape="rounded" onClick={() => void copyText(codes.join('\n'))}>
        {t('recovery.copyAll')}
      </Button>
      {confirmKept && (
        <Checkbox className={styles.kept} checked={isKept} onChange={setKept}>
          {t('recovery.kept')}
        </Checkbox>
      )}
      <Button block color="primary" size="large" shape="rounded" disabled={confirmKept && !isKept} onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}

/** The same on a card titled by the label, as a page of the app shows them. */
export function RecoveryCodesCard(props: RecoveryCodesProps) {
  return (
    <Card title={props.label}>
      <RecoveryCodes {...props} />
    </Card>
  );
}
