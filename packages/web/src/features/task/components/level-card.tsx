import type { TGetTaskInfoResponse } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Money } from '../../../components/money';
import styles from './task.module.css';

/** The member's level and today's tasks, and what the next level needs: the rules before any grab. */
export function LevelCard({ info }: { info: TGetTaskInfoResponse }) {
  const { t } = useTranslation();
  const next = info.nextLevel;
  return (
    <Card title={t('task.levelCard')}>
      <p className={styles.levelName} data-testid="task-level-name">
        {info.levelName}
      </p>
      <dl className={styles.terms}>
        <div>
          <dt>{t('task.commission')}</dt>
          <dd data-testid="task-commission-rate">{t('task.commissionRate', { percent: info.commissionPercent })}</dd>
        </div>
        <div>
          <dt>{t('task.tasksLeft')}</dt>
          <dd data-testid="task-tasks-left">{t('task.tasksLeftValue', { left: info.tasksLeftToday, perDay: info.tasksPerDay })}</dd>
        </div>
        <div>
          <dt>{t('task.todayCommission')}</dt>
          <dd data-testid="task-today-commission">
            <Money amount={info.todayCommission} currency={info.currency} />
          </dd>
        </div>
      </dl>
      <p className={styles.rule}>
        <strong>{t('task.nextLevel')}: </strong>
        {next === null
          ? t('task.topLevel')
          : t('task.nextLevelRule', {
              name: next.levelName,
              needed: next.completedTasksNeeded,
              done: info.completedTotal,
              perDay: next.tasksPerDay,
              percent: next.commissionPercent,
            })}
      </p>
    </Card>
  );
}
