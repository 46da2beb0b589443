import { CloseOutline } from 'antd-mobile-icons';
import styles from './sheet-header.module.css';

interface SheetHeaderProps {
  /** The title's id: the sheet's dialog is named by it (`aria-labelledby`). */
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}

/** The top of a bottom sheet: its title, and a close button. */
export function SheetHeader({ titleId, title, closeLabel, onClose }: SheetHeaderProps) {
  return (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <CloseOutline />
      </button>
    </div>
  );
}
