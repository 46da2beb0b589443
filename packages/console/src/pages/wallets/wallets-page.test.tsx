import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession, TWalletNetwork, TWalletSend } from '@meridian/protocol';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { fillIn, operatorUser, rowShowing, rowWith } from '../../testing/console-screen';

const FINANCE: TConsoleSession = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-1', allowed: ['wallets', 'wallets-rebroadcast', 'wallets-replace', 'wallets-fail-and-refund'] };
const READER: TConsoleSession = { username: 'reader', role: 'finance', stage: 'ready', csrfToken: 'csrf-2', allowed: ['wallets'] };

const send = (id: number, fields: Partial<TWalletSend> = {}): TWalletSend => ({
  id,
  purpose: 'withdrawal',
  reference: `WD${id}`,
  wallet: 'hot',
  asset: 'token',
  amount: '97',
  toAddress: '0x00000000000000000000000000000000000000cc',
  status: 'broadcast',
  txHash: `0x${String(id).padStart(64, 'a')}`,
  nonce: id,
  ageSeconds: 900,
  broadcastAt: '2026-11-30T07:45:00.000Z',
  broadcasts: 1,
  lastError: '',
  requestedAction: '',
  requestedBy: '',
  cancelling: false,
  stuck: false,
  ...fields,
});

const ERC20: TWalletNetwork = {
  network: 'ERC20',
  token: '0x0000000000000000000000000000000000000077',
  decimals: 6,
  balances: [
    { role: 'hot', address: '0x00000000000000000000000000000000000000a1', token: '999903', native: '0.98' },
    { role: 'fee', address: '0x00000000000000000000000000000000000000a2', token: '0', native: '2.5' },
    { role: 'cold', address: '0x00000000000000000000000000000000000000a3', token: '5000000', native: null },
  ],
  balanceError: '',
  signer: { state: 'up', startedAt: '2026-11-30T06:00:00.000Z', heartbeatAt: '2026-11-30T08:00:00.000Z', heartbeatAgeSeconds: 2, lastStep: { signed: 1 }, lastError: '' },
  queued: 1,
  signed: 0,
  broadcast: 2,
  stuck: 1,
  pendingSweeps: 3,
  queuedWithdrawals: 1,
  sends: [send(11, { stuck: true, lastError: 'replacement transaction underpriced' }), send(12), send(13, { status: 'queued', txHash: '', nonce: null }), send(14, { stuck: true, cancelling: true })],
};
const TRC20: TWalletNetwork = { ...ERC20, network: 'TRC20', balances: [], balanceError: 'fetch failed', signer: { state: 'down', startedAt: null, heartbeatAt: '2026-11-30T07:00:00.000Z', heartbeatAgeSeconds: 3600, lastStep: {}, lastError: 'connection refused' }, stuck: 0, sends: [] };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function stubServer(session: TConsoleSession, change: { status: number; body: unknown } = { status: 200, body: { ok: true, message: 'Asked.', data: { id: 11, network: 'ERC20', reference: 'WD11', requestedAction: 'rebroadcast' } } }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      calls.push({ method, path: parsed.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (parsed.pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (parsed.pathname === '/admin/wallets') return jsonAnswer(200, { ok: true, message: '', data: { networks: [ERC20, TRC20], stuckAfterSeconds: 600, signerDownAfterSeconds: 30 } });
      if (method === 'POST' && parsed.pathname.startsWith('/admin/wallets/sends/')) return jsonAnswer(change.status, change.body);
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return calls;
}

const user = operatorUser();
const posts = (calls: readonly Call[]) => calls.filter((call) => call.method === 'POST');

async function cardOf(network: string): Promise<HTMLElement> {
  const card = (await screen.findByRole('heading', { name: network })).closest('.ant-card');
  if (!(card instanceof HTMLElement)) throw new Error(`no ${network} card`);
  return card;
}

afterEach(() => {
  closeConsole();
});

describe('the wallets page', () => {
  it("shows each network's balances, the signer's health and the stuck sends first, and reads them again every few seconds", async () => {
    const calls = stubServer(FINANCE);
    openConsoleAt('/wallets');
    const erc20 = await cardOf('ERC20');
    expect(within(erc20).getByText('Signer up')).toBeInTheDocument();
    expect(within(erc20).getByTestId('balance-hot')).toHaveTextContent('999903');
    expect(within(erc20).getByText('Coin for gas: 0.98')).toBeInTheDocument();
    expect(within(erc20).getByTestId('balance-cold')).toHaveTextContent('5000000');
    const trc20 = await cardOf('TRC20');
    expect(within(trc20).getByText('Signer down')).toBeInTheDocument();
    expect(within(trc20).getByText('fetch failed')).toBeInTheDocument();
    expect(within(trc20).getByText('Last error: connection refused')).toBeInTheDocument();
    await rowShowing('WD11');
    expect(rowWith('WD11')).toHaveTextContent('replacement transaction underpriced');
    expect(screen.queryByText('WD12')).toBeNull();
    await waitFor(
      () => {
        expect(calls.filter((call) => call.path === '/admin/wallets').length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 8_000 },
    );
  }, 15_000);

  it('rebroadcasts a stuck send once the operator confirms', async () => {
    const calls = stubServer(FINANCE);
    openConsoleAt('/wallets');
    await rowShowing('WD11');
    await user.click(await within(rowWith('WD11')).findByRole('button', { name: 'Rebroadcast' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Nothing new is signed');
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Rebroadcast' }));
    await waitFor(() => {
      expect(posts(calls)).toEqual([expect.objectContaining({ path: '/admin/wallets/sends/11/rebroadcast' })]);
    });
  });

  it('fails and refunds a stuck send with a reason, and says it waits for a second operator', async () => {
    const calls = stubServer(FINANCE, { status: 202, body: { ok: true, message: 'Held for a second operator (approval #9).', data: { approvalId: 9, held: true } } });
    openConsoleAt('/wallets');
    await rowShowing('WD11');
    await user.click(await within(rowWith('WD11')).findByRole('button', { name: 'Fail and refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('A second operator must approve this');
    await fillIn(within(dialog).getByRole('textbox'), 'Stuck for an hour');
    await user.click(within(dialog).getByRole('button', { name: 'Fail and refund' }));
    expect(await screen.findByText("Held for a second operator's approval (#9)", { exact: false })).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({ path: '/admin/wallets/sends/11/fail-and-refund', body: { reason: 'Stuck for an hour', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) } }),
    ]);
  });

  it('offers no rebroadcast or replacement of a send never signed, and no action to an operator who may only read', async () => {
    stubServer(FINANCE);
    openConsoleAt('/wallets');
    await rowShowing('WD11');
    await user.click(screen.getAllByRole('tab', { name: /Queued/ })[0] ?? document.body);
    await rowShowing('WD13');
    expect(await within(rowWith('WD13')).findByRole('button', { name: 'Fail and refund' })).toBeInTheDocument();
    expect(within(rowWith('WD13')).queryByRole('button', { name: 'Rebroadcast' })).toBeNull();
    expect(within(rowWith('WD13')).queryByRole('button', { name: 'Replace' })).toBeNull();
    // Being cancelled: pushed on if need be, never cancelled twice.
    await user.click(screen.getAllByRole('tab', { name: /Stuck/ })[0] ?? document.body);
    await rowShowing('WD14');
    expect(await within(rowWith('WD14')).findByRole('button', { name: 'Replace' })).toBeInTheDocument();
    expect(rowWith('WD14')).toHaveTextContent('Cancelling: refunded once the cancel is final');
    expect(within(rowWith('WD14')).queryByRole('button', { name: 'Fail and refund' })).toBeNull();
    closeConsole();

    stubServer(READER);
    openConsoleAt('/wallets');
    await rowShowing('WD11');
    expect(screen.getByRole('menuitem', { name: /Wallets/ })).toBeInTheDocument();
    for (const name of ['Rebroadcast', 'Replace', 'Fail and refund']) expect(within(rowWith('WD11')).queryByRole('button', { name })).toBeNull();
  });
});
