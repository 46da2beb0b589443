import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './send-code-button.module.css';

interface SendCodeButtonProps {
  /** Sends the code; resolves to the seconds to wait before another, or null when it was not sent. */
  onSend: () => Promise<number | null>;
  /** Seconds to wait at first: a code was sent already, before this button was shown. */
  initialWait?: number;
}

/** "Send code", then a countdown until another may be asked for. */
export function SendCodeButton({ onSend, initialWait = 0 }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(initialWait);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => {
      setSecondsLeft((left) => left - 1);
    }, 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [secondsLeft]);

  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== null) setSecondsLeft(wait);
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.button}
      disabled={sending || secondsLeft > 0}
      onClick={() => {
        void send();
      }}
    >
      {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
    </button>
  );
}
