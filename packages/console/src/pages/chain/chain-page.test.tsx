import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TChainDepositRow, TChainNetworkStatus, TConsoleSession } from '@meridian/protocol';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { fillIn, operatorUser, rowShowing, rowWith } from '../../testing/console-screen';

const OWNER: TConsoleSession = { username: 'own', role: 'owner', stage: 'ready', csrfToken: 'csrf-1', allowed: ['chain-status', 'chain-deposits', 'chain-deposit-credit', 'chain-resume'] };
const SUPPORT: TConsoleSession = { username: 'sup', role: 'support', stage: 'ready', csrfToken: 'csrf-2', allowed: ['chain-status', 'chain-deposits'] };

const NETWORK: TChainNetworkStatus = {
  network: 'ERC20',
  head: 1000,
  cursor: 988,
  lag: 12,
  polledAt: '2026-11-30T08:00:00.000Z',
  lastError: '',
  lastErrorAt: null,
  healthy: true,
  confirming: 2,
  unmatched: 1,
  droppedLastWeek: 0,
  reorgs: 1,
  lastReorgAt: '2026-11-30T07:00:00.000Z',
  lastReorgDepth: 2,
  haltedAt: null,
  haltReason: '',
};
const HALTED: TChainNetworkStatus = {
  ...NETWORK,
  network: 'TRC20',
  lag: 0,
  healthy: false,
  lastError: 'connection refused',
  lastErrorAt: '2026-11-30T08:01:00.000Z',
  haltedAt: '2026-11-30T07:30:00.000Z',
  haltReason: 're-org of 30 blocks removed credited deposits: 0xdead#0',
};

const deposit = (id: number, status: string, fields: Partial<TChainDepositRow> = {}): TChainDepositRow => ({
  id,
  network: 'ERC20',
  memberId: null,
  username: null,
  amount: '75.5',
  txHash: `0x${String(id).padStart(64, 'a')}`,
  logIndex: 0,
  blockNumber: 950,
  fromAddress: '0x00000000000000000000000000000000000000aa',
  toAddress: '0x00000000000000000000000000000000000000cc',
  confirmations: 40,
  status,
  unmatchedReason: status === 'unmatched' ? 'no_owner' : '',
  reorgedAt: null,
  orderNo: null,
  createdAt: '2026-11-30T06:00:00.000Z',
  ...fields,
});
const DEPOSITS: Record<string, TChainDepositRow[]> = {
  unmatched: [deposit(7, 'unmatched')],
  seen: [deposit(8, 'seen', { username: 'ann', memberId: 42, confirmations: 3 })],
  reorged: [deposit(9, 'credited', { username: 'bob', memberId: 43, orderNo: 'RCCH9', reorgedAt: '2026-11-30T07:30:00.000Z' })],
};

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

function stubServer(session: TConsoleSession, change: { status: number; body: unknown } = { status: 200, body: { ok: true, message: '', data: {} } }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      calls.push({ method, path: parsed.pathname, search: parsed.search, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (parsed.pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (parsed.pathname === '/admin/chain') return jsonAnswer(200, { ok: true, message: '', data: { networks: [NETWORK, HALTED] } });
      if (parsed.pathname === '/admin/chain/deposits') {
        const items = DEPOSITS[parsed.searchParams.get('status') ?? ''] ?? [];
        return jsonAnswer(200, { ok: true, message: '', data: { items, total: items.length } });
      }
      if (method === 'POST' && parsed.pathname.startsWith('/admin/chain/')) return jsonAnswer(change.status, change.body);
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return calls;
}

const user = operatorUser();
const posts = (calls: readonly Call[]) => calls.filter((call) => call.method === 'POST');

/** Opens the page, presses the unmatched deposit #7's Credit and sends the dialog filled in. */
async function creditDepositSeven(username: string, reason: string): Promise<void> {
  openConsoleAt('/chain');
  await rowShowing('#7');
  await user.click(within(rowWith('#7')).getByRole('button', { name: 'Credit to member' }));
  const dialog = await screen.findByRole('dialog');
  await fillIn(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await fillIn(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
}

afterEach(() => {
  closeConsole();
});

describe('the chain page', () => {
  it("shows each network's lag, RPC health and halt with its reason, and the unmatched deposits first", async () => {
    const calls = stubServer(OWNER);
    openConsoleAt('/chain');
    const erc20 = (await screen.findByRole('heading', { name: 'ERC20' })).closest('.ant-card');
    if (!(erc20 instanceof HTMLElement)) throw new Error('no ERC20 card');
    expect(within(erc20).getByText('12 blocks behind')).toBeInTheDocument();
    expect(within(erc20).getByText('Healthy')).toBeInTheDocument();
    expect(within(erc20).queryByRole('button', { name: 'Resume' })).toBeNull();
    const trc20 = screen.getByRole('heading', { name: 'TRC20' }).closest('.ant-card');
    if (!(trc20 instanceof HTMLElement)) throw new Error('no TRC20 card');
    expect(within(trc20).getByText('Failing')).toBeInTheDocument();
    expect(within(trc20).getByText(/connection refused/)).toBeInTheDocument();
    expect(within(trc20).getByText(/re-org of 30 blocks removed credited deposits/)).toBeInTheDocument();
    await rowShowing('#7');
    expect(rowWith('#7')).toHaveTextContent('No member owns the address');
    expect(new URLSearchParams(calls.find((call) => call.path === '/admin/chain/deposits')?.search).get('status')).toBe('unmatched');
  });

  it('filters the deposits by status: confirming, re-orged', async () => {
    const calls = stubServer(OWNER);
    openConsoleAt('/chain');
    await rowShowing('#7');
    await user.click(screen.getByRole('tab', { name: 'Confirming' }));
    await rowShowing('ann');
    await user.click(screen.getByRole('tab', { name: 'Re-orged' }));
    await rowShowing('bob');
    expect(rowWith('bob')).toHaveTextContent('Re-orged');
    const asked = calls.filter((call) => call.path === '/admin/chain/deposits').map((call) => new URLSearchParams(call.search).get('status'));
    expect(asked).toEqual(expect.arrayContaining(['unmatched', 'seen', 'reorged']));
  });

  it('credits an unmatched deposit to the member named, with the reason and one request id', async () => {
    const calls = stubServer(OWNER, { status: 200, body: { ok: true, message: 'Credited.', data: { depositId: 7, orderNo: 'RCCH7', entryId: 1, memberId: 42, amount: '75.50', currency: 'USDT' } } });
    await creditDepositSeven(' ann ', 'Sent to the shared address; proof checked');
    await waitFor(() => {
      expect(posts(calls)).not.toEqual([]);
    });
    expect(posts(calls)).toEqual([
      expect.objectContaining({ path: '/admin/chain/deposits/7/credit', body: { username: 'ann', reason: 'Sent to the shared address; proof checked', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) } }),
    ]);
  });

  it('says a credit above the limit waits for a second operator', async () => {
    const calls = stubServer(OWNER, { status: 202, body: { ok: true, message: 'Held for a second operator (approval #5).', data: { approvalId: 5, held: true } } });
    await creditDepositSeven('ann', 'Large');
    expect(await screen.findByText("Held for a second operator's approval (#5)", { exact: false })).toBeInTheDocument();
    expect(posts(calls).map((call) => call.path)).toEqual(['/admin/chain/deposits/7/credit']);
  });

  it('resumes a halted network with the reason given', async () => {
    const calls = stubServer(OWNER, { status: 200, body: { ok: true, message: 'TRC20 resumed.', data: { network: 'TRC20', haltedAt: HALTED.haltedAt, haltReason: HALTED.haltReason } } });
    openConsoleAt('/chain');
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    const dialog = await screen.findByRole('dialog');
    await fillIn(within(dialog).getByRole('textbox'), 'Reviewed with the node operator');
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await waitFor(() => {
      expect(posts(calls)).not.toEqual([]);
    });
    expect(posts(calls)).toEqual([expect.objectContaining({ path: '/admin/chain/TRC20/resume', body: { reason: 'Reviewed with the node operator' } })]);
  });

  it('lets support read but neither credit nor resume', async () => {
    stubServer(SUPPORT);
    openConsoleAt('/chain');
    await rowShowing('#7');
    expect(screen.getByRole('heading', { name: 'TRC20' })).toBeInTheDocument();
    expect(within(rowWith('#7')).queryByRole('button', { name: 'Credit to member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: /Chain/ })).toBeInTheDocument();
  });
});
