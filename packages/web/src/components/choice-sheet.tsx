import { ActionSheet } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './choice-sheet.module.css';

interface ChoiceSheetProps<T extends string> {
  visible: boolean;
  /** What the sheet asks, above the choices. */
  title: string;
  choices: readonly T[];
  /** The choice in force: drawn bold, with a check mark. */
  active: T;
  label: (choice: T) => string;
  onChoose: (choice: T) => void;
  onClose: () => void;
}

/** A bottom sheet of a few settings to choose one of (the language, the theme); it closes on a choice. */
export function ChoiceSheet<T extends string>({ visible, title, choices, active, label, onChoose, onClose }: ChoiceSheetProps<T>) {
  const { t } = useTranslation();
  return (
    <ActionSheet
      visible={visible}
      extra={title}
      cancelText={t('common.cancel')}
      onClose={onClose}
      actions={choices.map((choice) => ({
        key: choice,
        text: (
          <span className={styles.option}>
            {label(choice)}
            {choice === active && <CheckOutline className={styles.check} />}
          </span>
        ),
        bold: choice === active,
        onClick: () => {
          onChoose(choice);
          onClose();
        },
      }))}
    />
  );
}
