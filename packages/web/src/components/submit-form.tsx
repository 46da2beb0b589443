import type { ReactNode } from 'react';
import styles from './submit-form.module.css';

/**
 * A form the app checks itself (with the protocol's rules) before anything is sent: the browser's
 * own validation is off, and submitting, by button or the keyboard's Go key, calls `onSubmit`.
 */
export function SubmitForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** Fields one under another, evenly spaced (inside a card of a form). */
export function FieldStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
