import type { TTradingLimits } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { ROUTE } from '../../../config/routes';
import { useLimits } from '../api/get-limits';
import { CoolOffCard } from '../components/cool-off-card';
import { DailyLimitCard } from '../components/daily-limit-card';
import { ExclusionCard } from '../components/exclusion-card';
import { ReminderCard } from '../components/reminder-card';
import { TodayCard } from '../components/today-card';
import styles from '../components/limits.module.css';

/**
 * my/limits: the limits a member sets on their own contracts. Stricter applies at once; looser, or
 * ending a break or the exclusion, 24 hours after asking. The server enforces every one of them.
 */
export function TradingLimitsPage() {
  const { t } = useTranslation();
  const limits = useLimits();
  return (
    <Page title={t('titles.tradingLimits')}>
      <p className={styles.intro}>{t('limits.intro')}</p>
      <Loaded query={limits}>{(data) => <LimitCards limits={data} />}</Loaded>
    </Page>
  );
}

function LimitCards({ limits }: { limits: TTradingLimits }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.stack}>
      <TodayCard limits={limits} />
      <DailyLimitCard kind="loss" limits={limits} />
      <DailyLimitCard kind="stake" limits={limits} />
      <ReminderCard limits={limits} />
      <CoolOffCard limits={limits} />
      <ExclusionCard limits={limits} />
      <button
        type="button"
        className={styles.link}
        onClick={() => {
          void navigate(ROUTE.transparency);
        }}
      >
        {t('limits.transparencyLink')}
      </button>
    </div>
  );
}
