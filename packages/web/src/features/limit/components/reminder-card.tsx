import { LIMIT_LOOSENING_DELAY_MS, REMINDER_MINUTES, isLooserLimit, type TTradingLimits } from '@meridian/protocol';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../components/choice-chips';
import { Card } from '../../../components/card';
import { useSetReminder } from '../api/set-reminder';
import { useMemberTime } from '../hooks/use-member-time';
import { confirmChange } from './confirm-dialog';
import styles from './limits.module.css';

const CHOICES: readonly (number | null)[] = [null, ...REMINDER_MINUTES];

/** Every how many minutes of trading the chart reminds the member; less often or off waits 24 hours. */
export function ReminderCard({ limits }: { limits: TTradingLimits }) {
  const { t } = useTranslation();
  const time = useMemberTime();
  const setReminder = useSetReminder();
  const { reminder } = limits;
  const label = (minutes: number | null) => (minutes === null ? t('limits.reminderOff') : t('limits.reminderEvery', { minutes }));

  const choose = async (minutes: number | null) => {
    if (minutes === reminder.minutes && reminder.next === null) return;
    if (isLooserLimit(reminder.minutes, minutes) && !(await confirmChange(t, t('limits.looserReminderConfirm', { time: time(Date.now() + LIMIT_LOOSENING_DELAY_MS) })))) return;
    setReminder.mutate(
      { minutes },
      {
        onSuccess: (next) => {
          Toast.show({ icon: 'success', content: next.reminder.next === null ? t('limits.appliesNow') : t('limits.appliesFrom', { time: time(next.reminder.next.at) }) });
        },
      },
    );
  };

  return (
    <Card title={t('limits.reminderTitle')}>
      <div className={styles.stack}>
        <ChoiceChips
          aria-label={t('limits.reminderTitle')}
          chips={CHOICES.map((minutes) => ({ key: String(minutes ?? 'off'), value: minutes, label: label(minutes) }))}
          chosen={reminder.minutes}
          onChoose={(minutes) => void choose(minutes)}
        />
        {reminder.next !== null && (
          <p className={styles.status} role="status">
            {t('limits.changesTo', { value: label(reminder.next.minutes), time: time(reminder.next.at) })}
          </p>
        )}
        <p className={styles.note}>{t('limits.reminderExplain')}</p>
      </div>
    </Card>
  );
}
