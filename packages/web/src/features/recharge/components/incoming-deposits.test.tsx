import { API, CODE, LIVE_EVENT, ZBalance, type TChainDepositItem, type TChainDepositPush } from '@meridian/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { emitLiveEvent } from '../../../api/live-events';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import type { SeenCall, ServerAnswer } from '../../../testing/envelope-fetch';
import { CHANNELS, callsTo, rechargeServer } from '../../../testing/recharge-server';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { waitUntil } from '../../../testing/wait-until';
import { BALANCE_QUERY_KEY } from '../lib/refresh-balance';
import { RechargePage } from '../pages/recharge-page';

const OWN_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = '0x9f2c4e1b7a3d5c6e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e';

/** The ERC20 channel as the server answers it where it reads the chain (and, in the demo, offers the faucet). */
function ownChannel(demoFaucet: boolean) {
  return { ...CHANNELS.crypto[1], address: OWN_ADDRESS, tokenContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', confirmations: 12, ...(demoFaucet ? { demoFaucet: true } : {}) };
}

function deposit(changes: Partial<TChainDepositItem> = {}): TChainDepositItem {
  return { network: 'ERC20', txHash: HASH, logIndex: 0, amount: '100', status: 'seen', confirmations: 2, confirmationsNeeded: 12, orderNo: null, seenAt: Date.UTC(2026, 10, 29, 8), ...changes };
}

function push(changes: Partial<TChainDepositPush> = {}): TChainDepositPush {
  return { network: 'ERC20', txHash: HASH, logIndex: 0, amount: '100', status: 'seen', confirmations: 3, confirmationsNeeded: 12, ...changes };
}

interface Setup {
  demoFaucet?: boolean;
  deposits?: () => TChainDepositItem[];
  faucet?: (call: SeenCall) => ServerAnswer;
  finish?: (call: SeenCall) => ServerAnswer;
}

function serve({ demoFaucet = false, deposits = () => [], faucet, finish }: Setup = {}) {
  return rechargeServer((call) => {
    if (call.path === API.recharge.getBitcoinRechargeChannel) return { code: CODE.OK, data: { list: [ownChannel(demoFaucet)] } };
    if (call.path === API.recharge.chainDeposits) return { code: CODE.OK, data: { list: deposits() } };
    if (call.path === API.recharge.demoFaucet && faucet) return faucet(call);
    if (call.path === API.recharge.finishBitcoinOrder && finish) return finish(call);
    return undefined;
  });
}

async function openCryptoDeposit() {
  const rendered = renderPage(ROUTE.recharge, <RechargePage />);
  await userEvent.click(await screen.findByRole('radio', { name: /^USDT/ }));
  await screen.findByTestId('crypto-address');
  return rendered;
}

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'a', user: DEMO_MEMBER, balance: { balance: '10000.00', frozen: '0.00', currency: 'USDT' } });
});

describe('incoming deposits on the crypto deposit page', () => {
  it('lists the member’s deposits to their address, with the confirmations, the credit and the drop', async () => {
    serve({ deposits: () => [deposit(), deposit({ txHash: '0xcredited', status: 'credited', confirmations: 12, orderNo: 'RC2026000009' }), deposit({ txHash: '0xdropped', status: 'dropped', confirmations: 1 })] });
    await openCryptoDeposit();
    const list = await screen.findByRole('list', { name: 'Incoming deposits' });
    const rows = within(list).getAllByTestId('chain-deposit');
    expect(rows.map((row) => within(row).getByTestId('chain-deposit-status').textContent)).toEqual(['2 of 12 confirmations', 'Credited', 'Dropped (the block was replaced)']);
    expect(within(rows[0] ?? list).getByTestId('chain-deposit-amount')).toHaveTextContent('100 USDT');
    expect(rows[1]).toHaveTextContent('Deposit order RC2026000009');
  });

  it('counts the confirmations up from the live channel, then says credited, without a reload', async () => {
    let listed = [deposit()];
    const { calls } = serve({ deposits: () => listed });
    const { queryClient } = await openCryptoDeposit();
    // The balance query as the member feature keeps it.
    await queryClient.query({ queryKey: BALANCE_QUERY_KEY, queryFn: () => unwrap(request(API.member.getBalance, {}, ZBalance)) });
    const balanceReads = callsTo(calls, API.member.getBalance).length;
    const status = () => within(screen.getByTestId('chain-deposit')).getByTestId('chain-deposit-status');
    await waitUntil(() => expect(status()).toHaveTextContent('2 of 12 confirmations'));
    const listReads = callsTo(calls, API.recharge.chainDeposits).length;

    act(() => { emitLiveEvent(LIVE_EVENT.chainDeposit, push({ confirmations: 7 })); });
    await waitUntil(() => expect(status()).toHaveTextContent('7 of 12 confirmations'));
    expect(callsTo(calls, API.recharge.chainDeposits)).toHaveLength(listReads);

    listed = [deposit({ status: 'credited', confirmations: 12, orderNo: 'RC2026000010' })];
    act(() => { emitLiveEvent(LIVE_EVENT.chainDeposit, push({ status: 'credited', confirmations: 12 })); });
    await waitUntil(() => expect(status()).toHaveTextContent('Credited'));
    // The credit is read again for its order, and the balance with it.
    expect(await screen.findByText('Deposit order RC2026000010')).toBeInTheDocument();
    await waitUntil(() => { expect(callsTo(calls, API.member.getBalance).length).toBeGreaterThan(balanceReads); });
  });

  it('shows a deposit first heard of by a push at once', async () => {
    let listed: TChainDepositItem[] = [];
    serve({ deposits: () => listed });
    await openCryptoDeposit();
    expect(await screen.findByText(/No deposits to this address yet/)).toBeInTheDocument();
    // The server has it by the time it tells of it; the page reads the list again for its details.
    listed = [deposit({ confirmations: 1, amount: '25.5' })];
    act(() => { emitLiveEvent(LIVE_EVENT.chainDeposit, push({ confirmations: 1, amount: '25.5' })); });
    expect(await screen.findByTestId('chain-deposit')).toHaveTextContent('25.5 USDT');
    expect(screen.getByTestId('chain-deposit-status')).toHaveTextContent('1 of 12 confirmations');
  });

  it('says a deposit below the minimum was not credited, and to contact support with it', async () => {
    serve({ deposits: () => [deposit({ amount: '12.5', status: 'unmatched', confirmations: 12, notCredited: { reason: 'below_minimum', minimum: '50.00', coin: 'USDT' } })] });
    await openCryptoDeposit();
    const row = await screen.findByTestId('chain-deposit');
    expect(row).toHaveAttribute('data-status', 'unmatched');
    expect(within(row).getByTestId('chain-deposit-status')).toHaveTextContent('Not credited');
    expect(within(row).getByTestId('chain-deposit-not-credited')).toHaveTextContent(
      'Below the minimum of 50.00 USDT: not credited automatically. Contact support with this transaction.',
    );
    expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows no list on a channel whose chain the server does not read', async () => {
    rechargeServer();
    renderPage(ROUTE.recharge, <RechargePage />);
    await userEvent.click(await screen.findByRole('radio', { name: /^USDT/ }));
    await screen.findByTestId('crypto-address');
    expect(screen.queryByText('Incoming deposits')).not.toBeInTheDocument();
    expect(screen.queryByTestId('demo-faucet')).not.toBeInTheDocument();
  });
});

describe('the demo faucet', () => {
  it('is offered, marked as demo only, when the channel says so, and sends 100 demo USDT to the channel', async () => {
    const { calls } = serve({ demoFaucet: true, faucet: () => ({ code: CODE.OK, data: { txHash: HASH } }) });
    await openCryptoDeposit();
    const faucet = screen.getByTestId('demo-faucet');
    expect(faucet).toHaveTextContent('Demo faucet');
    await userEvent.click(within(faucet).getByRole('button', { name: 'Send 100 demo USDT to this address — demo only, worth nothing' }));
    await waitUntil(() => { expect(callsTo(calls, API.recharge.demoFaucet)).toEqual([{ channelCode: 'usdt_erc20', amount: '100' }]); });
    expect(await screen.findByText('Sent. It shows under Incoming deposits with the next block.')).toBeInTheDocument();
    // Not the form's submit: no crypto order was made.
    expect(callsTo(calls, API.recharge.finishBitcoinOrder)).toHaveLength(0);
  });

  it('is not offered where the channel does not say so', async () => {
    serve();
    await openCryptoDeposit();
    await screen.findByRole('heading', { name: 'Incoming deposits' });
    expect(screen.queryByTestId('demo-faucet')).not.toBeInTheDocument();
  });

  it('says the server’s refusal', async () => {
    serve({ demoFaucet: true, faucet: () => ({ code: CODE.FORBIDDEN, msg: 'The demo faucet is not available here.', data: null }) });
    await openCryptoDeposit();
    await userEvent.click(screen.getByRole('button', { name: /^Send 100 demo USDT/ }));
    expect(await screen.findByText('The demo faucet is not available here.')).toBeInTheDocument();
  });
});

describe('the transaction ID form on the member’s own address', () => {
  it('is not needed for crediting: closed behind a link that opens it', async () => {
    serve();
    await openCryptoDeposit();
    expect(screen.queryByRole('textbox', { name: 'Transaction ID (TXID)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have sent the coins' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit not showing? Enter its transaction ID' }));
    expect(screen.getByRole('textbox', { name: 'Transaction ID (TXID)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have sent the coins' })).toBeInTheDocument();
  });

  it('sends the pasted transaction to be checked on chain and, found confirming, says so and closes', async () => {
    const confirming = { orderNo: 'RCCHAB12', amount: '60.00', rate: '1.00', coinCount: '60.00', chainDeposit: { status: 'seen', confirmations: 2, confirmationsNeeded: 12 } };
    const { calls } = serve({ finish: () => ({ code: CODE.OK, data: confirming }) });
    const { router } = await openCryptoDeposit();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit not showing? Enter its transaction ID' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'USDT sent' }), '60');
    await userEvent.type(screen.getByRole('textbox', { name: 'Transaction ID (TXID)' }), HASH);
    await userEvent.click(screen.getByRole('button', { name: 'I have sent the coins' }));
    expect(await screen.findByText('Found on chain. It is credited after 12 confirmations: follow it under Incoming deposits.')).toBeInTheDocument();
    expect(callsTo(calls, API.recharge.finishBitcoinOrder)).toEqual([expect.objectContaining({ channelCode: 'usdt_erc20', coinCount: '60', txid: HASH })]);
    await waitUntil(() => expect(screen.queryByRole('textbox', { name: 'Transaction ID (TXID)' })).not.toBeInTheDocument());
    // No order to open yet: the page stays where the deposit confirms.
    expect(router.state.location.pathname).toBe(ROUTE.recharge);
  });
});
