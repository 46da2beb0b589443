import { AGENT_REPORT_PERIODS, type TAgentReportPeriod, type TGetAgentReportResponse } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Money } from '../../../components/money';
import { Loaded } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/time';
import { useAgentReport } from '../api/get-agent-report';
import styles from './team.module.css';

interface AgentReportProps {
  period: TAgentReportPeriod;
  onPeriodChange: (period: TAgentReportPeriod) => void;
  timeZone: string | undefined;
}

/** The team's figures over the chosen period, in total and per level. */
export function AgentReport({ period, onPeriodChange, timeZone }: AgentReportProps) {
  const { t } = useTranslation();
  const report = useAgentReport(period);

  return (
    <Card title={t('team.report')}>
      {/* Four short buttons that always fit: no sideways scrolling a keyboard could not reach. */}
      <div className={styles.periods} role="group" aria-label={t('team.periodLabel')}>
        {AGENT_REPORT_PERIODS.map((item) => (
          <button
            key={item}
            type="button"
            className={styles.period}
            aria-pressed={item === period}
            onClick={() => {
              onPeriodChange(item);
            }}
          >
            {t(`team.periods.${item}`)}
          </button>
        ))}
      </div>
      <Loaded query={report} card={false} rows={4}>
        {(data) => <ReportFigures report={data} timeZone={timeZone} />}
      </Loaded>
    </Card>
  );
}

function ReportFigures({ report, timeZone }: { report: TGetAgentReportResponse; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'teamSize', label: t('team.teamSize'), value: String(report.teamSize) },
    { key: 'newMembers', label: t('team.newMembers'), value: String(report.newMembers) },
  ];
  const amounts = [
    { key: 'teamRecharge', label: t('team.teamRecharge'), amount: report.teamRecharge },
    { key: 'teamWithdrawal', label: t('team.teamWithdrawal'), amount: report.teamWithdrawal },
    { key: 'commissionEarned', label: t('team.commissionEarned'), amount: report.commissionEarned },
  ];
  return (
    <div data-testid="agent-report">
      <p className={styles.since}>{report.from === null ? t('team.sinceEver') : t('team.since', { time: formatDateTime(report.from, timeZone) })}</p>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd data-testid={`report-${figure.key}`}>{figure.value}</dd>
          </div>
        ))}
        {amounts.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd data-testid={`report-${figure.key}`}>
              <Money amount={figure.amount} currency={report.currency} />
            </dd>
          </div>
        ))}
      </dl>
      <table className={styles.levels}>
        <caption className={styles.caption}>{t('team.byLevel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('team.levelColumn')}</th>
            <th scope="col">{t('team.membersColumn')}</th>
            <th scope="col">{t('team.rechargeColumn')}</th>
            <th scope="col">{t('team.withdrawalColumn')}</th>
            <th scope="col">{t('team.commissionColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {report.byLevel.map((row) => (
            <tr key={row.level}>
              <th scope="row">{t('team.level', { level: row.level })}</th>
              <td>
                {row.members}
                {row.newMembers > 0 && <span className={styles.new}> {t('team.newCount', { count: row.newMembers })}</span>}
              </td>
              <td>
                <Money amount={row.recharge} />
              </td>
              <td>
                <Money amount={row.withdrawal} />
              </td>
              <td>
                <Money amount={row.commission} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
