import { API, CODE, ZBalance } from '@meridian/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { CHANNELS, callsTo, rechargeServer } from '../../../testing/recharge-server';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { BALANCE_QUERY_KEY } from '../lib/refresh-balance';
import { RechargePage } from './recharge-page';
import { waitUntil } from '../../../testing/wait-until';

const assign = vi.fn((_url: string | URL) => undefined);

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'a', user: DEMO_MEMBER, balance: { balance: '10000.00', frozen: '0.00', currency: 'USDT' } });
  assign.mockReset();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderRecharge() {
  const rendered = renderPage(ROUTE.recharge, <RechargePage />);
  await screen.findByRole('radiogroup', { name: 'Payment method' });
  await screen.findByRole('group', { name: 'Quick amounts' });
  return rendered;
}

describe('recharge page', () => {
  it('lists the online channel, the bank transfer and the crypto coin, with the balance', async () => {
    rechargeServer();
    await renderRecharge();

    const methods = within(screen.getByRole('radiogroup', { name: 'Payment method' })).getAllByRole('radio');
    expect(methods.map((radio) => radio.textContent)).toEqual(['Sandbox PayOnline payment', 'Bank transfer', 'USDTCrypto deposit']);
    expect(methods[0]).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('recharge-balance')).toHaveTextContent('10,000.00 USDT');
  });

  it('asks for the amount and keeps it within the method’s limits before calling the server', async () => {
    const { calls } = rechargeServer();
    await renderRecharge();

    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Please enter the amount')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '60000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('The largest deposit is 50,000.00 USDT')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The smallest deposit is 50.00 USDT')).toBeInTheDocument();
    expect(callsTo(calls, API.recharge.onlineRecharge)).toHaveLength(0);
  });

  it('offers only the quick amounts the method allows', async () => {
    rechargeServer();
    await renderRecharge();
    const quick = () => within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button').map((button) => button.textContent);

    expect(quick()).toEqual(['50', '100', '500', '5,000']);
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(screen.getByRole('button', { name: '500' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500.00');
    expect(screen.getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens an online order with a request id, goes to its detail page and leaves for the pay URL', async () => {
    const { calls } = rechargeServer((call) =>
      call.path === API.recharge.onlineRecharge ? { code: CODE.OK, data: { orderNo: 'RC42', payUrl: '/sandbox-pay/RC42?token=t' } } : undefined,
    );
    const { router } = await renderRecharge();

    await userEvent.click(screen.getByRole('button', { name: '100' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    await waitUntil(() => {
      expect(assign).toHaveBeenCalledWith(`${window.location.origin}/sandbox-pay/RC42?token=t`);
    });
    const [sent] = callsTo(calls, API.recharge.onlineRecharge);
    expect(sent).toMatchObject({ channelCode: 'sandbox', amount: '100.00' });
    expect(sent).toHaveProperty('requestId', expect.stringMatching(/^[0-9a-f]{32}$/));
    // The router shows the new address once it has drawn it.
    await waitUntil(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pages/recharge/detail?orderNo=RC42');
    });
  });

  it('sends the same request id again when the first try got no answer', async () => {
    let tries = 0;
    const { calls } = rechargeServer((call) => {
      if (call.path !== API.recharge.onlineRecharge) return undefined;
      tries += 1;
      return tries === 1 ? { code: 0, status: 502 } : { code: CODE.OK, data: { orderNo: 'RC43', payUrl: '/sandbox-pay/RC43' } };
    });
    await renderRecharge();

    await userEvent.click(screen.getByRole('button', { name: '100' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitUntil(() => {
      expect(callsTo(calls, API.recharge.onlineRecharge)).toHaveLength(1);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitUntil(() => {
      expect(assign).toHaveBeenCalled();
    });
    const [first, second] = callsTo(calls, API.recharge.onlineRecharge) as { requestId: string }[];
    expect(second?.requestId).toBe(first?.requestId);
  });

  it('takes a bank transfer on to offpay with the method and the amount', async () => {
    rechargeServer();
    const { router } = await renderRecharge();

    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '250.5');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitUntil(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pages/recharge/offpay?methodCode=bank_transfer&amount=250.50');
    });
  });

  it('shows the crypto address with a QR code, previews coins × rate and records the txid', async () => {
    const { calls } = rechargeServer((call) =>
      call.path === API.recharge.finishBitcoinOrder ? { code: CODE.OK, data: { orderNo: 'RC44', amount: '75.50', rate: '1.00', coinCount: '75.50' } } : undefined,
    );
    const { router } = await renderRecharge();

    await userEvent.click(screen.getByRole('radio', { name: /^USDT/ }));
    expect(screen.getByTestId('crypto-address')).toHaveTextContent('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(await screen.findByTestId('address-qr')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    await userEvent.click(screen.getByText('ERC20'));
    expect(screen.getByTestId('crypto-address')).toHaveTextContent('0x742d35Cc6634C0532925a3b844Bc454e4438f44e');

    await userEvent.type(screen.getByRole('textbox', { name: 'USDT sent' }), '75.5');
    expect(screen.getByTestId('crypto-credited')).toHaveTextContent('75.50 USDT');
    await userEvent.click(screen.getByRole('button', { name: 'I have sent the coins' }));
    expect(await screen.findByText('Please enter the transaction ID')).toBeInTheDocument();
    expect(callsTo(calls, API.recharge.finishBitcoinOrder)).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Transaction ID (TXID)' }), 'a1b2c3');
    await userEvent.click(screen.getByRole('button', { name: 'I have sent the coins' }));
    await waitUntil(() => {
      expect(router.state.location.search).toBe('?orderNo=RC44');
    });
    expect(callsTo(calls, API.recharge.finishBitcoinOrder)[0]).toMatchObject({ channelCode: 'usdt_erc20', coinCount: '75.5', txid: 'a1b2c3' });
  });

  it('shows the member’s own address with its token contract, minimum, confirmations and the other-token warning', async () => {
    const own = { ...CHANNELS.crypto[1], address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', tokenContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7', confirmations: 12 };
    rechargeServer((call) => (call.path === API.recharge.getBitcoinRechargeChannel ? { code: CODE.OK, data: { list: [CHANNELS.crypto[0], own] } } : undefined));
    await renderRecharge();
    await userEvent.click(screen.getByRole('radio', { name: /^USDT/ }));

    // The shared address (the chain is not read for it) says nothing of automatic credit.
    expect(screen.getByTestId('crypto-minimum')).toHaveTextContent('10.00 USDT');
    expect(screen.queryByTestId('crypto-token-contract')).not.toBeInTheDocument();
    expect(screen.queryByTestId('crypto-confirmations')).not.toBeInTheDocument();
    expect(screen.queryByTestId('crypto-auto-credit-warning')).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('ERC20'));
    expect(screen.getByTestId('crypto-address')).toHaveTextContent('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(screen.getByTestId('crypto-token-contract')).toHaveTextContent('0xdAC17F958D2ee523a2206206994597C13D831ec7');
    expect(screen.getByRole('button', { name: 'Copy Token contract' })).toBeInTheDocument();
    expect(screen.getByTestId('crypto-minimum')).toHaveTextContent('50.00 USDT');
    expect(screen.getByTestId('crypto-confirmations')).toHaveTextContent('12');
    expect(screen.getByTestId('crypto-auto-credit-warning')).toHaveTextContent(
      'Only USDT sent on the ERC20 network is credited automatically, after the confirmations needed. Another token, or coins sent on another network, are not credited automatically.',
    );
    expect(await screen.findByTestId('address-qr')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  });

  it('says a coin count below the channel minimum and a transaction id with other characters, and records nothing', async () => {
    const { calls } = rechargeServer();
    await renderRecharge();
    await userEvent.click(screen.getByRole('radio', { name: /^USDT/ }));
    await userEvent.click(screen.getByText('ERC20'));

    await userEvent.type(screen.getByRole('textbox', { name: 'USDT sent' }), '20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Transaction ID (TXID)' }), '0x-a1b2');
    await userEvent.click(screen.getByRole('button', { name: 'I have sent the coins' }));

    expect(await screen.findByText('The smallest deposit is 50.00 USDT')).toBeInTheDocument();
    expect(screen.getByText('A transaction ID has only letters and digits')).toBeInTheDocument();
    expect(callsTo(calls, API.recharge.finishBitcoinOrder)).toHaveLength(0);
  });

  it('shows a crypto deposit still waiting for the operator', async () => {
    rechargeServer((call) =>
      call.path === API.recharge.getWaitPayCurrencyOrder
        ? { code: CODE.OK, data: { order: { ...waitingCrypto } } }
        : undefined,
    );
    await renderRecharge();

    expect(await screen.findByText('Your crypto deposit is waiting for confirmation')).toBeInTheDocument();
    expect(screen.getByText('RC45')).toBeInTheDocument();
    expect(screen.getByText('abc123')).toBeInTheDocument();
  });

  it('takes the waiting card away when the operator rejects the deposit, and refreshes the balance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let waiting: typeof waitingCrypto | null = { ...waitingCrypto };
    const { calls } = rechargeServer((call) => (call.path === API.recharge.getWaitPayCurrencyOrder ? { code: CODE.OK, data: { order: waiting } } : undefined));
    const { queryClient } = await renderRecharge();
    // The balance query as the member feature keeps it since launch.
    await queryClient.query({ queryKey: BALANCE_QUERY_KEY, queryFn: () => unwrap(request(API.member.getBalance, {}, ZBalance)) });
    expect(await screen.findByText('Your crypto deposit is waiting for confirmation')).toBeInTheDocument();
    const balanceAsked = callsTo(calls, API.member.getBalance).length;

    waiting = null;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitUntil(() => {
      expect(screen.queryByText('Your crypto deposit is waiting for confirmation')).not.toBeInTheDocument();
    });
    await waitUntil(() => {
      expect(callsTo(calls, API.member.getBalance).length).toBeGreaterThan(balanceAsked);
    });
  });

  it('opens the member’s deposit records from the nav bar', async () => {
    rechargeServer();
    const { router } = await renderRecharge();
    await userEvent.click(screen.getByRole('button', { name: 'Records' }));
    expect(router.state.location.pathname).toBe(ROUTE.billRecord);
    expect(router.state.location.search).toBe('?type=recharge');
  });
});

const waitingCrypto = {
  orderNo: 'RC45',
  createdAt: 1_700_000_000_000,
  mode: 'crypto',
  channelCode: 'usdt_trc20',
  status: 'pending_review',
  amount: '80.00',
  currency: 'USDT',
  payerName: '',
  bankType: '',
  cardNumber: '',
  holder: '',
  network: 'TRC20',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  rate: '1.00',
  coinCount: '80.00',
  txid: 'abc123',
  rejectReason: '',
  completedAt: null,
};
