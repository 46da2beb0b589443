import '@ant-design/v5-patch-for-react-19';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TConsoleSession, TPushDeliveriesAnswer, TPushDelivery } from '@meridian/protocol';
import { applyLanguage } from '../../i18n';
import { closeConsole, openConsoleAt } from '../../testing/console-page';
import { choose, fillIn, operatorUser, rowShowing, rowWith } from '../../testing/console-screen';
import { lastQuery, stubListRoute } from '../../testing/list-api';

const SUPPORT: TConsoleSession = { username: 'sup', role: 'support', stage: 'ready', csrfToken: 'csrf-1', allowed: ['dashboard', 'members', 'member', 'outbox', 'push-deliveries'] };

const delivery = (id: number, fields: Partial<TPushDelivery> = {}): TPushDelivery => ({
  id,
  createdAt: '2026-11-30T08:00:00.000Z',
  member: 'ann',
  kind: 'depositCredited',
  device: 'Chrome on Android',
  status: 'pending',
  attempts: 2,
  nextAttemptAt: '2026-11-30T08:05:00.000Z',
  lastError: 'HTTP 503',
  doneAt: null,
  ...fields,
});

/** The queue three hours after its oldest waiting push was queued. */
const answerOf = (deliveries: TPushDelivery[]): TPushDeliveriesAnswer => ({
  counts: { pending: 4, sent: 120, quiet: 3, skipped: 0, expired: 1, gone: 2, failed: 0 },
  oldestPendingAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  deliveries,
});
const QUEUE = [
  delivery(12),
  delivery(11, { member: 'bob', kind: 'letter', device: null, status: 'gone', attempts: 1, lastError: 'the device was removed', doneAt: '2026-11-30T07:59:00.000Z' }),
  delivery(10, { kind: 'withdrawalSent', device: 'Firefox on Linux', status: 'sent', attempts: 1, lastError: null, doneAt: '2026-11-30T07:30:00.000Z' }),
];

const user = operatorUser();

/** The figure under a status's (or the oldest push's) title in the row of statistics, named `group`. */
function figureOf(title: string, group = 'The push queue by status'): string {
  const figures = screen.getByRole('group', { name: group });
  const statistic = within(figures).getByText(title).closest('.ant-statistic');
  return statistic?.querySelector('.ant-statistic-content')?.textContent ?? '';
}

afterEach(async () => {
  closeConsole();
  await applyLanguage('en-US');
});

describe('the push deliveries page', () => {
  it("shows the whole queue's figures, how long the oldest push has waited, and the latest deliveries with their status", async () => {
    const asked = stubListRoute(SUPPORT, '/admin/push-deliveries', () => answerOf(QUEUE));
    openConsoleAt('/system/push-deliveries');
    await rowShowing('Chrome on Android');
    expect(lastQuery(asked)).toEqual({ limit: '20' });
    expect(screen.getByRole('heading', { level: 1, name: 'Push notification deliveries' })).toBeInTheDocument();
    expect(figureOf('Waiting')).toBe('4');
    expect(figureOf('Sent')).toBe('120');
    expect(figureOf('Failed')).toBe('0');
    expect(figureOf('Oldest push waiting')).toBe('3 hours');
    expect(rowWith('Chrome on Android')).toHaveTextContent(/annDeposit creditedChrome on AndroidWaiting2.*HTTP 503—$/);
    // A device removed leaves its pushes, named as such; a done push has no next try.
    expect(rowWith('Device removed')).toHaveTextContent(/bobLetterDevice removedDevice gone1—the device was removed/);
    expect(within(rowWith('Firefox on Linux')).getByText('Sent')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Push deliveries/ })).toBeInTheDocument();
  });

  it('asks for one status of one member, as many as the operator wants', async () => {
    const asked = stubListRoute(SUPPORT, '/admin/push-deliveries', (query) => answerOf(query.get('status') === 'gone' ? QUEUE.filter((row) => row.status === 'gone') : QUEUE));
    openConsoleAt('/system/push-deliveries');
    await rowShowing('Chrome on Android');
    await choose('Status', 'Device gone');
    await fillIn(screen.getByRole('textbox', { name: 'Member (username or ID)' }), 'bob');
    await fillIn(screen.getByRole('spinbutton', { name: 'How many' }), '50');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(lastQuery(asked)).toEqual({ status: 'gone', member: 'bob', limit: '50' });
    });
    await waitFor(() => {
      expect(screen.queryByText('Chrome on Android')).toBeNull();
    });
    expect(rowWith('Device removed')).toHaveTextContent('bob');
  });

  it('says the statuses, kinds and figures in the operator’s language', async () => {
    stubListRoute(SUPPORT, '/admin/push-deliveries', () => answerOf(QUEUE));
    openConsoleAt('/system/push-deliveries');
    await rowShowing('Chrome on Android');
    await act(() => applyLanguage('zh-HK'));
    await waitFor(() => {
      expect(rowWith('Chrome on Android')).toHaveTextContent('存款已入帳');
    });
    expect(within(rowWith('Chrome on Android')).getByText('等待中')).toBeInTheDocument();
    expect(rowWith('裝置已移除')).toHaveTextContent('裝置已失效');
    expect(figureOf('已送出', '推送佇列（按狀態）')).toBe('120');
  });
});
