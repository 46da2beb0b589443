import { API, CODE, withdrawalCharges, type AppLanguage, type TBalance, type TBankCard, type TMemberInfo, type TWithdrawal, type TWithdrawParamResponse, type TWithdrawRequest } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../../config/routes';
import { i18n } from '../../../i18n';
import { useSession } from '../../../lib/session-store';
import { mockServer, type SeenCall, type ServerAnswer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { WithdrawPage } from './withdraw-page';
import { waitUntil } from '../../../testing/wait-until';

const RULES: TWithdrawParamResponse = {
  currency: 'USDT',
  minAmount: '10',
  maxAmount: '5000',
  dailyCount: 3,
  freeCount: 1,
  taxPercent: '2.5',
  feeAmount: '1',
  usedCount: 1,
  remainingCount: 2,
  networks: [{ network: 'TRC20', addressPattern: '^T.{33}$' }],
};
const CARD: TBankCard = { id: 4, bankCode: 'HSBC', bankName: 'HSBC', holder: 'Demo Member', account: '**** **** 1234', iban: '', createdAt: 0 };
const MEMBER: TMemberInfo = { ...DEMO_MEMBER, hasPayPassword: true, usdtAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', network: 'TRC20' };
const BALANCE: TBalance = { balance: '1000.00', frozen: '0.00', currency: 'USDT' };

function withdrawal(overrides: Partial<TWithdrawal> = {}): TWithdrawal {
  return {
    orderNo: 'WD20240301000001',
    method: 'bank',
    destination: 'HSBC **** 1234',
    status: 'pending',
    amount: '100.00',
    fee: '1.00',
    tax: '2.50',
    actualAmount: '96.50',
    currency: 'USDT',
    rejectReason: '',
    createdAt: Date.UTC(2024, 2, 1, 12, 0),
    reviewedAt: null,
    ...overrides,
  };
}

interface ServerOptions {
  cards?: TBankCard[];
  record?: TWithdrawal[];
  onWithdraw?: (call: SeenCall) => ServerAnswer;
}

function server({ cards = [CARD], record = [], onWithdraw }: ServerOptions = {}) {
  return mockServer((call) => {
    switch (call.path) {
      case API.withdraw.withdrawParam:
        return { code: CODE.OK, data: RULES };
      case API.withdraw.getBankCards:
        return { code: CODE.OK, data: { list: cards } };
      case API.withdraw.record:
        return { code: CODE.OK, data: { list: record, total: record.length, page: 1, pageSize: 20 } };
      case API.withdraw.withdraw:
        return onWithdraw?.(call) ?? { code: CODE.OK, data: withdrawal() };
      default:
        return { code: CODE.OK };
    }
  });
}

interface RenderOptions {
  member?: TMemberInfo;
  initial?: string;
  /** The available balance the server has now, which may be newer than the one on screen (BALANCE). */
  serverBalance?: string;
}

function renderWithdraw({ member = MEMBER, initial = ROUTE.withdraw, serverBalance = BALANCE.balance }: RenderOptions = {}) {
  const onBalanceChanged = vi.fn();
  const checkBalance = vi.fn(() => Promise.resolve<string | undefined>(serverBalance));
  const view = renderPage(
    ROUTE.withdraw,
    <WithdrawPage member={member} balance={BALANCE} onBalanceChanged={onBalanceChanged} checkBalance={checkBalance} />,
    initial,
  );
  return { ...view, onBalanceChanged, checkBalance };
}

const amountInput = () => screen.findByLabelText('Amount (USDT)');

/** Types the pay password on the app's number pad, as a member taps it. */
async function typePayPassword(digits: string) {
  for (const digit of digits) await user.click(await screen.findByRole('button', { name: digit, hidden: false }));
}

const withdrawCalls = (calls: SeenCall[]) => calls.filter((call) => call.path === API.withdraw.withdraw).map((call) => call.payload as TWithdrawRequest);

// antd-mobile's sheets and dialogs ignore the pointer while they animate in; a member waits, a test need not.
let user = userEvent.setup();

beforeEach(() => {
  user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useSession.setState({ token: 'token', user: MEMBER });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-US');
});

describe('withdraw page', () => {
  it('previews the fee, the tax beyond the free count and what arrives, with the protocol rule', async () => {
    server();
    renderWithdraw();

    await user.type(await amountInput(), '100');
    const expected = withdrawalCharges('100', RULES, RULES.usedCount);
    expect(screen.getByTestId('withdraw-fee')).toHaveTextContent(`${expected.fee} USDT`);
    expect(screen.getByTestId('withdraw-tax')).toHaveTextContent(`${expected.tax} USDT`);
    expect(screen.getByTestId('withdraw-actual')).toHaveTextContent(`${expected.actualAmount} USDT`);
    expect(expected).toEqual({ fee: '1.00', tax: '2.50', actualAmount: '96.50' });
    expect(screen.getByText('Tax (2.5%)')).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-remaining')).toHaveTextContent('2 of 3 withdrawals left today');
  });

  it('refuses amounts outside the limits or the balance before asking for the pay password', async () => {
    const { calls } = server();
    renderWithdraw();
    const input = await amountInput();
    const submit = screen.getByRole('button', { name: 'Withdraw' });

    await user.type(input, '5');
    await user.click(submit);
    expect(await screen.findByText('The minimum per withdrawal is 10.00 USDT.')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '5000.01');
    await user.click(submit);
    expect(await screen.findByText('The maximum per withdrawal is 5000.00 USDT.')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '1000.01');
    await user.click(submit);
    expect(await screen.findByText('Sorry, your credit is running low')).toBeInTheDocument();

    await user.clear(input);
    await user.click(submit);
    expect(await screen.findByText('Please enter the amount.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your 4-digit pay password')).toBeNull();
    expect(withdrawCalls(calls)).toEqual([]);
  });

  it('asks the server before refusing an amount above the balance on screen, and goes on when the ledger has it (an operator credited it since)', async () => {
    const { calls } = server();
    const { checkBalance } = renderWithdraw({ serverBalance: '1500.00' });
    const input = await amountInput();

    // Within the balance shown: nothing to ask.
    await user.type(input, '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Enter your 4-digit pay password');
    expect(checkBalance).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.clear(input);
    await user.type(input, '1200');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Enter your 4-digit pay password');
    expect(checkBalance).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Sorry, your credit is running low')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Pay password' }));
    await typePayPassword('1234');
    await waitUntil(() => {
      expect(withdrawCalls(calls)).toHaveLength(1);
    });
    expect(withdrawCalls(calls)[0]?.amount).toBe('1200');
  });

  it('refuses an amount above the balance only when the server says the same, and leaves it to the server when it cannot ask', async () => {
    const { calls } = server();
    const { checkBalance } = renderWithdraw({ serverBalance: '1100.00' });
    const input = await amountInput();
    await user.type(input, '1200');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Sorry, your credit is running low')).toBeInTheDocument();
    expect(checkBalance).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Enter your 4-digit pay password')).toBeNull();

    checkBalance.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Enter your 4-digit pay password');
    expect(withdrawCalls(calls)).toEqual([]);
  });

  it.each([
    ['en-US', '12.345', 'Please enter an amount with at most 2 decimals.'],
    ['zh-HK', '12.345', '請輸入最多 2 位小數的金額。'],
    // Not a number at all, or nothing to withdraw: said as that, not as a rule about decimals.
    ['en-US', 'abc', 'Please enter the amount in numbers, for example 100 or 12.50.'],
    ['zh-HK', 'abc', '請以數字輸入金額，例如 100 或 12.50。'],
    ['en-US', '0', 'Please enter an amount above 0.'],
  ] as const)('in %s, says what is wrong with the amount %j in words and never asks for the pay password', async (language: AppLanguage, typed, message) => {
    await i18n.changeLanguage(language);
    const { calls } = server();
    renderWithdraw();

    await user.type(await screen.findByLabelText(i18n.t('withdraw.amountLabel', { currency: 'USDT' })), typed);
    await user.click(screen.getByRole('button', { name: i18n.t('withdraw.submit') }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(i18n.t('withdraw.enterPayPassword'))).toBeNull();
    expect(withdrawCalls(calls)).toEqual([]);
  });

  it("clears the amount's message once the member changes it, and withdraws the amount trimmed", async () => {
    const { calls } = server();
    renderWithdraw();
    const input = await amountInput();
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The minimum per withdrawal is 10.00 USDT.')).toBeInTheDocument();

    await user.type(input, '0 ');
    expect(screen.queryByText('The minimum per withdrawal is 10.00 USDT.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Pay password' }));
    await typePayPassword('1234');

    await waitUntil(() => {
      expect(withdrawCalls(calls)).toHaveLength(1);
    });
    expect(withdrawCalls(calls)[0]?.amount).toBe('50');
  });

  it('fills in the most the member can withdraw', async () => {
    server();
    renderWithdraw();
    await amountInput();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await amountInput()).toHaveValue('1000.00');
  });

  it('asks a member without a pay password to set one first, and opens that page', async () => {
    server();
    renderWithdraw({ member: { ...MEMBER, hasPayPassword: false } });
    await user.type(await amountInput(), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Please set a pay password first.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Set pay password' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.payPasswordEdit);
  });

  it('asks a member with no card and no address to bind a card first, and opens my/account', async () => {
    server({ cards: [] });
    renderWithdraw({ member: { ...MEMBER, usdtAddress: '', network: '' } });
    expect(await screen.findByText('Add a bank card or a USDT address to withdraw to.')).toBeInTheDocument();
    await user.type(await amountInput(), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Please bind a bank card first.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add bank card' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.account);
  });

  it('says a USDT address without a network as such, and asks for the network before the pay password', async () => {
    const { calls } = server({ cards: [] });
    renderWithdraw({ member: { ...MEMBER, network: '' } });
    expect(await screen.findByRole('radio', { name: /USDT \(network not chosen\)/ })).toBeInTheDocument();
    expect(screen.queryByText('USDT ()')).toBeNull();
    await user.type(await amountInput(), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText(/Your USDT address has no network yet/)).toBeInTheDocument();
    expect(screen.queryByText('Please bind a bank card first.')).toBeNull();
    expect(screen.queryByText('Enter your 4-digit pay password')).toBeNull();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change USDT address' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.personal);
    expect(withdrawCalls(calls)).toEqual([]);
  });

  it('shows what the server says is wrong with the USDT address, not "bind a bank card", and opens the profile', async () => {
    const msg = 'Your USDT address is not a valid TRC20 address. Please check it under Edit profile.';
    server({ cards: [], onWithdraw: () => ({ code: CODE.PAYOUT_ACCOUNT_REQUIRED, msg }) });
    renderWithdraw();
    await user.type(await amountInput(), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Pay password' }));
    await typePayPassword('1234');

    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(screen.queryByText('Please bind a bank card first.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change USDT address' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.personal);
  });

  it('withdraws to the chosen account with the pay password, refreshes the balance and shows the record', async () => {
    const { calls } = server({ record: [withdrawal()] });
    const { onBalanceChanged, router } = renderWithdraw();

    await user.click(await screen.findByRole('radio', { name: /USDT \(TRC20\)/ }));
    await user.type(await amountInput(), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter your 4-digit pay password')).toBeInTheDocument();
    expect(screen.getByText('To USDT (TRC20) TQn9Y2…cbLSE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay password' }));
    await typePayPassword('1234');

    await waitUntil(() => {
      expect(withdrawCalls(calls)).toHaveLength(1);
    });
    const [sent] = withdrawCalls(calls);
    expect(sent).toEqual({ method: 'coin', amount: '100', payPassword: '1234', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) as string });
    await waitUntil(() => {
      expect(onBalanceChanged).toHaveBeenCalled();
      // The router shows the new address once it has drawn it.
      expect(router.state.location.search).toBe('?tab=record');
    });
    expect(await screen.findByTestId('withdrawal')).toHaveTextContent('WD20240301000001');
  });

  it('shows the anti-phishing code in the confirmation', async () => {
    server();
    renderPage(ROUTE.withdraw, <WithdrawPage member={MEMBER} balance={BALANCE} onBalanceChanged={vi.fn()} checkBalance={() => Promise.resolve(BALANCE.balance)} antiPhishingCode="Blue Fox 42" />);
    await user.type(await amountInput(), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('withdraw-anti-phishing-code')).toHaveTextContent('Your anti-phishing code: Blue Fox 42');
  });

  it('keeps the sheet open after a wrong pay password and retries with the same request id', async () => {
    let attempts = 0;
    const { calls } = server({
      onWithdraw: () => {
        attempts += 1;
        return attempts === 1 ? { code: CODE.WRONG_PAY_PASSWORD, msg: 'Wrong pay password, 4 tries left' } : { code: CODE.OK, data: withdrawal() };
      },
    });
    renderWithdraw();
    await user.type(await amountInput(), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Pay password' }));
    await typePayPassword('1111');

    expect(await screen.findByText('Wrong pay password, 4 tries left')).toBeInTheDocument();
    await typePayPassword('1234');
    await waitUntil(() => {
      expect(withdrawCalls(calls)).toHaveLength(2);
    });
    const [first, second] = withdrawCalls(calls);
    expect(first?.bankCardId).toBe(4);
    expect(second?.payPassword).toBe('1234');
    expect(second?.requestId).toBe(first?.requestId);
  });

  it.each([
    [CODE.INSUFFICIENT_FUNDS, 'Sorry, your credit is running low'],
    [CODE.WITHDRAW_LIMIT, 'You have reached the daily withdrawal limit'],
    [CODE.PAY_PASSWORD_LOCKED, 'Too many wrong pay passwords; try again in 15 minutes'],
    [CODE.WITHDRAW_HELD, 'For your security, withdrawals are on hold until 2026-03-06 14:00 (UTC+08:00).'],
    [CODE.WITHDRAW_WHITELIST, 'Your withdrawal whitelist is on: this card can receive withdrawals from 2026-03-06 10:00 (UTC+08:00).'],
  ])('shows refusal %i plainly in a dialog and refreshes the balance', async (code, msg) => {
    server({ onWithdraw: () => ({ code, msg }) });
    const { onBalanceChanged } = renderWithdraw();
    await user.type(await amountInput(), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Pay password' }));
    await typePayPassword('1234');

    expect(await screen.findByText('Withdrawal not possible')).toBeInTheDocument();
    expect(screen.getByText(msg)).toBeInTheDocument();
    expect(onBalanceChanged).toHaveBeenCalled();
  });

  it('offers the pay password page when the server says none is set', async () => {
    server({ onWithdraw: () => ({ code: CODE.PAY_PASSWORD_NOT_SET, msg: 'Please set a pay password first' }) });
    renderWithdraw();
    await user.type(await amountInput(), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Pay password' }));
    await typePayPassword('1234');

    await user.click(await screen.findByRole('button', { name: 'Set pay password' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.payPasswordEdit);
  });

  it('shows a rejected withdrawal with its reason in the record, the one a bill points at highlighted', async () => {
    server({
      record: [
        withdrawal({ orderNo: 'WD2', status: 'rejected', rejectReason: 'Card holder name does not match' }),
        withdrawal({ orderNo: 'WD1', status: 'paid' }),
      ],
    });
    renderWithdraw({ initial: href(ROUTE.withdraw, { tab: 'record', orderNo: 'WD2' }) });

    const items = await screen.findAllByTestId('withdrawal');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Rejected')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('note')).toHaveTextContent('Reason: Card holder name does not match');
    expect(within(items[0] as HTMLElement).getByText('The amount has been returned to your balance.')).toBeInTheDocument();
    expect(items[0]?.className).toMatch(/highlighted/);
    expect(within(items[1] as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(items[1]?.className).not.toMatch(/highlighted/);
  });

  it('shows a coin withdrawal on its way with its transaction, one whose transfer failed on chain as returned, and one waiting its turn as queued', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    server({
      record: [
        withdrawal({ orderNo: 'WD4', method: 'coin', destination: 'ERC20 0x1234…abcd', status: 'sending', txHash: hash, txUrl: `https://etherscan.io/tx/${hash}`, confirmations: 3, confirmationsNeeded: 12 }),
        withdrawal({ orderNo: 'WD3', method: 'coin', destination: 'ERC20 0x1234…abcd', status: 'rejected', txHash: `0x${'cd'.repeat(32)}` }),
        withdrawal({ orderNo: 'WD2', method: 'coin', destination: 'ERC20 0x1234…abcd', status: 'sending' }),
      ],
    });
    renderWithdraw({ initial: href(ROUTE.withdraw, { tab: 'record' }) });

    const [sending, failed, queued] = await screen.findAllByTestId('withdrawal');
    expect(within(sending as HTMLElement).getByText('Sending on chain')).toBeInTheDocument();
    expect(within(sending as HTMLElement).getByTestId('withdrawal-tx')).toHaveTextContent(`Transaction ${hash}`);
    expect(within(sending as HTMLElement).getByRole('link', { name: hash })).toHaveAttribute('href', `https://etherscan.io/tx/${hash}`);
    expect(within(sending as HTMLElement).getByTestId('withdrawal-confirmations')).toHaveTextContent('3 of 12 confirmations');
    expect(within(failed as HTMLElement).queryByTestId('withdrawal-confirmations')).not.toBeInTheDocument();
    expect(within(failed as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(sending as HTMLElement).queryByRole('note')).not.toBeInTheDocument();
    expect(within(failed as HTMLElement).getByText('Rejected')).toBeInTheDocument();
    expect(within(failed as HTMLElement).getByRole('note')).toHaveTextContent('The transfer failed on chain.');
    expect(within(failed as HTMLElement).getByText('The amount has been returned to your balance.')).toBeInTheDocument();
    // Approved, not yet signed: it waits its turn, and says so.
    expect(within(queued as HTMLElement).getByText('Queued for sending')).toBeInTheDocument();
    expect(within(queued as HTMLElement).queryByTestId('withdrawal-tx')).not.toBeInTheDocument();
  });
});
