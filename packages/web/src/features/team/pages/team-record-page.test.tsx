import { API, CODE, type TGetAgentReportResponse, type TLowerMember } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, payloadsTo } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { reportPeriodFromQuery, teamLevelFromQuery } from '../lib/team-query';
import { TeamRecordPage } from './team-record-page';
import { waitUntil } from '../../../testing/wait-until';

const JOINED = Date.UTC(2031, 4, 4, 10, 20);
const member = (memberId: number, level: 1 | 2 | 3, contact = 'fr***@example.com'): TLowerMember => ({ memberId, username: `fr***0${memberId}`, contact, joinedAt: JOINED, level });

function report(period: TGetAgentReportResponse['period'], teamSize: number): TGetAgentReportResponse {
  return {
    period,
    from: period === 'all' ? null : Date.UTC(2031, 4, 1, 16),
    teamSize,
    newMembers: 1,
    teamRecharge: '300',
    teamWithdrawal: '50',
    commissionEarned: '4.5',
    currency: 'USDT',
    byLevel: [
      { level: 1, members: 2, newMembers: 1, recharge: '200', withdrawal: '50', commission: '4' },
      { level: 2, members: 1, newMembers: 0, recharge: '100', withdrawal: '0', commission: '0.5' },
      { level: 3, members: 0, newMembers: 0, recharge: '0', withdrawal: '0', commission: '0' },
    ],
  };
}

function server() {
  return mockServer((call) => {
    const payload = call.payload as { level?: number; period?: TGetAgentReportResponse['period'] };
    switch (call.path) {
      case API.agent.getAgentReport:
        return { code: CODE.OK, data: report(payload.period ?? 'today', payload.period === 'all' ? 9 : 3) };
      case API.agent.getLowerList: {
        const list = payload.level === 1 ? [member(1, 1), member(2, 1, '')] : payload.level === 2 ? [member(3, 2, '+85******12')] : [];
        return { code: CODE.OK, data: { list, total: list.length, page: 1, pageSize: 20 } };
      }
      default:
        return { code: CODE.OK };
    }
  });
}

let user = userEvent.setup();

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('team record page', () => {
  it('shows today’s report and the first level, members masked, joined in the member’s zone', async () => {
    const { calls } = server();
    renderPage(ROUTE.teamRecord, <TeamRecordPage />);

    expect(await screen.findByTestId('report-teamSize')).toHaveTextContent('3');
    expect(screen.getByTestId('report-commissionEarned')).toHaveTextContent('4.50');
    expect(screen.getByText('Since 2031-05-02 00:00')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('lower-member');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] ?? document.body).getByText('fr***01')).toBeInTheDocument();
    expect(within(rows[0] ?? document.body).getByText('fr***@example.com')).toBeInTheDocument();
    expect(within(rows[0] ?? document.body).getByText('2031-05-04 18:20')).toBeInTheDocument();
    expect(within(rows[1] ?? document.body).getByText('No contact given')).toBeInTheDocument();
    expect(payloadsTo(calls, API.agent.getAgentReport)).toEqual([{ period: 'today' }]);
    expect(payloadsTo(calls, API.agent.getLowerList)).toEqual([{ level: 1, page: 1, pageSize: 20 }]);
  });

  it('asks for the chosen period and keeps it in the address', async () => {
    const { calls } = server();
    const { router } = renderPage(ROUTE.teamRecord, <TeamRecordPage />);
    await screen.findByTestId('report-teamSize');

    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'All time' }));
    expect(screen.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
    await waitUntil(() => {
      expect(screen.getByTestId('report-teamSize')).toHaveTextContent('9');
    });
    expect(screen.getByText('Since the team began')).toBeInTheDocument();
    expect(payloadsTo(calls, API.agent.getAgentReport)).toContainEqual({ period: 'all' });
    expect(router.state.location.search).toContain('period=all');
  });

  it('lists the members of the level chosen, and says when a level has none', async () => {
    const { calls } = server();
    renderPage(ROUTE.teamRecord, <TeamRecordPage />);
    await screen.findAllByTestId('lower-member');

    await user.click(screen.getByRole('tab', { name: 'Level 2' }));
    expect(await screen.findByText('+85******12')).toBeInTheDocument();
    expect(screen.getAllByTestId('lower-member')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Level 3' }));
    expect(await screen.findByText('No level 3 members yet')).toBeInTheDocument();
    expect(payloadsTo(calls, API.agent.getLowerList).map((payload) => (payload as { level: number }).level)).toEqual([1, 2, 3]);
  });

  it('opens on the level and period in the address', async () => {
    const { calls } = server();
    renderPage(ROUTE.teamRecord, <TeamRecordPage />, `${ROUTE.teamRecord}?level=2&period=week`);
    expect(await screen.findByText('+85******12')).toBeInTheDocument();
    expect(payloadsTo(calls, API.agent.getAgentReport)).toEqual([{ period: 'week' }]);
  });
});

describe('team query', () => {
  it('reads a level 1–3 and a known period, else the defaults', () => {
    expect(teamLevelFromQuery('3')).toBe(3);
    expect(teamLevelFromQuery('4')).toBe(1);
    expect(teamLevelFromQuery(null)).toBe(1);
    expect(reportPeriodFromQuery('month')).toBe('month');
    expect(reportPeriodFromQuery('year')).toBe('today');
  });
});
