import { Picker } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QUIET_MINUTE_STEP } from '../lib/quiet-hours';

const pad = (value: number) => String(value).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, hour) => ({ label: pad(hour), value: hour }));
const MINUTES = Array.from({ length: 60 / QUIET_MINUTE_STEP }, (_, index) => ({ label: pad(index * QUIET_MINUTE_STEP), value: index * QUIET_MINUTE_STEP }));

interface QuietTimePickerProps {
  title: string;
  visible: boolean;
  /** Minutes since midnight shown when it opens. */
  minuteOfDay: number;
  onPick: (minuteOfDay: number) => void;
  onClose: () => void;
}

/** An hour and a minute (every fifth) on two wheels. */
export function QuietTimePicker({ title, visible, minuteOfDay, onPick, onClose }: QuietTimePickerProps) {
  const { t } = useTranslation();
  const minute = minuteOfDay % 60;
  return (
    <Picker
      visible={visible}
      title={title}
      confirmText={t('common.confirm')}
      cancelText={t('common.cancel')}
      columns={[HOURS, MINUTES]}
      value={[Math.floor(minuteOfDay / 60), minute - (minute % QUIET_MINUTE_STEP)]}
      onClose={onClose}
      onConfirm={([hour, minutes]) => {
        if (typeof hour === 'number' && typeof minutes === 'number') onPick(hour * 60 + minutes);
      }}
    />
  );
}
