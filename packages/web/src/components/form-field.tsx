import { useId, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './form-field.module.css';

interface FormFieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** After the input, inside the box: a send-code button, a unit. */
  extra?: ReactNode;
  /**
   * Controls that draw their own box (option chips) go without the input box; the id then names
   * the label, for the control's `aria-labelledby`.
   */
  plain?: boolean;
  /** Renders the control with the id its label points at. */
  children: (id: string) => ReactNode;
}

/** A labelled input with its message below: the one look of every form in the app. */
export function FormField({ label, error, hint, extra, plain = false, children }: FormFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      {plain ? (
        <span className={styles.label} id={id}>
          {label}
        </span>
      ) : (
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
      )}
      {plain ? (
        children(id)
      ) : (
        <div className={cx(styles.control, error !== undefined && styles.invalid)}>
          {children(id)}
          {extra}
        </div>
      )}
      {error !== undefined && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      {error === undefined && hint !== undefined && <div className={styles.hint}>{hint}</div>}
    </div>
  );
}
