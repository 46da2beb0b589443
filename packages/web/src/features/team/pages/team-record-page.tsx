import { TEAM_LEVELS, type TAgentReportPeriod, type TTeamLevel } from '@meridian/protocol';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { PagedList } from '../../../components/paged-list';
import { useSession } from '../../../lib/session-store';
import tabStyles from '../../../components/sticky-tabs.module.css';
import { useLowerList } from '../api/get-lower-list';
import { AgentReport } from '../components/agent-report';
import { LowerMemberRow } from '../components/lower-member-row';
import { reportPeriodFromQuery, teamLevelFromQuery } from '../lib/team-query';
import styles from '../components/team.module.css';

/** my/team_record: the agent report over a period, and the members of each level below (`?level=2&period=week`). */
export function TeamRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const level = teamLevelFromQuery(params.get('level'));
  const period = reportPeriodFromQuery(params.get('period'));
  const timeZone = useSession((state) => state.user?.timeZone);

  // Replace, not push: back leaves the page instead of walking through every tab tried.
  const choose = (next: { level?: TTeamLevel; period?: TAgentReportPeriod }) => {
    setParams({ level: String(next.level ?? level), period: next.period ?? period }, { replace: true });
  };

  return (
    <Page title={t('titles.teamRecord')} flush>
      <div className={styles.content}>
        <AgentReport
          period={period}
          timeZone={timeZone}
          onPeriodChange={(next) => {
            choose({ period: next });
          }}
        />
      </div>
      <div className={tabStyles.toolbar}>
        <Tabs
          className={tabStyles.tabs}
          activeKey={String(level)}
          onChange={(key) => {
            choose({ level: teamLevelFromQuery(key) });
          }}
        >
          {TEAM_LEVELS.map((item) => (
            <Tabs.Tab key={String(item)} title={t('team.level', { level: item })} />
          ))}
        </Tabs>
      </div>
      <div className={styles.content}>
        {/* A list of its own per level: switching starts at the top of that level. */}
        <LowerList key={level} level={level} timeZone={timeZone} />
      </div>
    </Page>
  );
}

function LowerList({ level, timeZone }: { level: TTeamLevel; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const members = useLowerList(level);
  return (
    <PagedList
      query={members}
      label={t('team.level', { level })}
      emptyTitle={t('team.empty', { level })}
      emptyDescription={level === 1 ? t('team.emptyDirectHint') : t('team.emptyHint')}
      renderItem={(member) => <LowerMemberRow key={member.memberId} member={member} timeZone={timeZone} />}
    />
  );
}
