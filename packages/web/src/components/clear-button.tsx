import { CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './field-icon-button.module.css';

/**
 * Empties a text field: a real button with its name, in place of antd-mobile's `clearable`, whose
 * clear mark is a `div` carrying an `aria-label` (axe: a name on an element that has no role, so no
 * screen reader announces it). Shown only while there is something to clear.
 */
export function ClearButton({ value, onClear, disabled = false }: { value: string; onClear: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  if (value === '' || disabled) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('form.clear')}
      // The field keeps its focus (and a phone its keyboard) while the mark is pressed.
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={onClear}
    >
      <CloseCircleFill />
    </button>
  );
}
