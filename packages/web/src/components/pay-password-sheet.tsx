import { NumberKeyboard, PasscodeInput, Popup, type PasscodeInputRef } from 'antd-mobile';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './pay-password-sheet.module.css';
import { SheetHeader } from './sheet-header';

export const PAY_PASSWORD_LENGTH = 4;

interface PayPasswordSheetProps {
  visible: boolean;
  title: string;
  /** What the password confirms (a withdrawal's amount, fee and what arrives; a card removed; a machine bought). */
  children?: ReactNode;
  /**
   * Called once the 4 digits are in. Resolves to a message when the password was refused (it is
   * shown and the digits cleared for another try), or to null when the sheet's work is done.
   */
  onSubmit: (payPassword: string) => Promise<string | null>;
  onClose: () => void;
}

/**
 * The pay password, typed on the app's own number pad (never the system keyboard, which may
 * learn it), in a sheet over the page: the usual last step before money moves. Shared by every
 * pay-password action (its texts are the withdraw catalog's, where it began).
 */
export function PayPasswordSheet({ visible, title, children, onSubmit, onClose }: PayPasswordSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const input = useRef<PasscodeInputRef>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (payPassword: string) => {
    if (submitting) return;
    setSubmitting(true);
    const refused = await onSubmit(payPassword);
    setSubmitting(false);
    setValue('');
    setError(refused);
    if (refused !== null) input.current?.focus();
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      afterShow={() => {
        input.current?.focus();
      }}
      afterClose={() => {
        setValue('');
        setError(null);
      }}
      bodyClassName={styles.sheet}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.body}>
        <SheetHeader titleId={titleId} title={title} closeLabel={t('withdraw.close')} onClose={onClose} />
        {children}
        <p className={styles.prompt}>{t('withdraw.enterPayPassword')}</p>
        <div className={styles.code}>
          <PasscodeInput
            ref={input}
            length={PAY_PASSWORD_LENGTH}
            seperated
            value={value}
            error={error !== null}
            aria-label={t('withdraw.payPassword')}
            onChange={(next) => {
              setValue(next);
              if (next !== '') setError(null);
            }}
            onFill={(filled) => {
              void submit(filled);
            }}
            keyboard={<NumberKeyboard confirmText={null} showCloseButton={false} />}
          />
        </div>
        <div className={styles.message} role="alert">
          {submitting ? t('withdraw.checking') : error}
        </div>
      </div>
    </Popup>
  );
}
