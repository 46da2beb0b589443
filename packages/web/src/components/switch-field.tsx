import { Switch } from 'antd-mobile';
import { useId } from 'react';
import styles from './switch-field.module.css';

interface SwitchFieldProps {
  label: string;
  /** A line under the label: what the switch does, or why it cannot change. */
  hint?: string | undefined;
  checked: boolean;
  disabled?: boolean;
  /** The change is under way (a browser's permission asked, a subscription made): the switch spins. */
  loading?: boolean;
  onChange: (checked: boolean) => void;
}

/** A switch of a form with its label (which names it) and a hint, on one line. */
export function SwitchField({ label, hint, checked, disabled = false, loading = false, onChange }: SwitchFieldProps) {
  const labelId = useId();
  return (
    <div className={styles.row}>
      <span className={styles.text}>
        <span className={styles.label} id={labelId}>
          {label}
        </span>
        {hint !== undefined && <span className={styles.hint}>{hint}</span>}
      </span>
      <Switch aria-labelledby={labelId} checked={checked} disabled={disabled} loading={loading} onChange={onChange} />
    </div>
  );
}
