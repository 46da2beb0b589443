import { API, CODE, type TBankCard, type TMemberInfo } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, payloadsTo } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { AccountPage } from './account-page';
import { waitUntil } from '../../../testing/wait-until';

const CARD: TBankCard = { id: 4, bankCode: 'HSBC', bankName: 'HSBC', holder: 'Demo Member', account: '**** **** 1234', iban: '**** 5432', createdAt: 0 };
const MEMBER: TMemberInfo = { ...DEMO_MEMBER, hasPayPassword: true, usdtAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', network: 'TRC20' };

function server(initial: TBankCard[] = [CARD], onRemove: () => { code: number; msg?: string } = () => ({ code: CODE.OK, data: { ok: true } })) {
  let cards = initial;
  return mockServer((call) => {
    switch (call.path) {
      case API.withdraw.getBankCards:
        return { code: CODE.OK, data: { list: cards } };
      case API.withdraw.getEnableBanks:
        return { code: CODE.OK, data: { list: [{ code: 'HSBC', name: 'HSBC' }, { code: 'BOC', name: 'Bank of China' }] } };
      case API.withdraw.addBankCard:
        cards = [...cards, { ...CARD, id: 5, account: '**** **** 6789' }];
        return { code: CODE.OK, data: cards.at(-1) };
      case API.withdraw.unbandingBankCard: {
        const answer = onRemove();
        if (answer.code === CODE.OK) cards = [];
        return answer;
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
  useSession.setState({ token: 'token', user: MEMBER });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account page', () => {
  it('lists the bank cards masked, and the USDT address with its network', async () => {
    server();
    renderPage(ROUTE.account, <AccountPage member={MEMBER} />);
    const card = await screen.findByTestId('bank-card');
    expect(within(card).getByText('**** **** 1234')).toBeInTheDocument();
    expect(within(card).getByText('IBAN **** 5432')).toBeInTheDocument();
    expect(screen.getByText('TRC20')).toBeInTheDocument();
    expect(screen.getByText(MEMBER.usdtAddress)).toBeInTheDocument();
  });

  it('checks the IBAN checksum before sending, then adds the card with the account digits only', async () => {
    const { calls } = server([]);
    renderPage(ROUTE.account, <AccountPage member={MEMBER} />);
    await screen.findByText('No bank card yet. Add one to withdraw to your bank.');
    await user.click(screen.getByRole('button', { name: /Add a bank card/ }));

    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Please choose your bank.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the cardholder name.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Bank'));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.type(screen.getByLabelText('Cardholder name'), 'Demo Member');
    await user.type(screen.getByLabelText('Account number'), '6222 0212 3456 7890');
    await user.type(screen.getByLabelText('IBAN (optional)'), 'GB82 WEST 1234 5698 7654 33');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('This IBAN is not valid: please check it.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.withdraw.addBankCard)).toEqual([]);

    await user.clear(screen.getByLabelText('IBAN (optional)'));
    await user.type(screen.getByLabelText('IBAN (optional)'), 'gb82 west 1234 5698 7654 32');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitUntil(() => {
      expect(payloadsTo(calls, API.withdraw.addBankCard)).toEqual([{ bankCode: 'HSBC', holder: 'Demo Member', account: '6222021234567890', iban: 'GB82WEST12345698765432' }]);
    });
    expect(await screen.findByText('**** **** 6789')).toBeInTheDocument();
    // A form of four fields typed key by key: slow on a busy machine.
  }, 15_000);

  it('refuses a cardholder name with a control character before sending, as the server would', async () => {
    const { calls } = server([]);
    renderPage(ROUTE.account, <AccountPage member={MEMBER} />);
    await screen.findByText('No bank card yet. Add one to withdraw to your bank.');
    await user.click(screen.getByRole('button', { name: /Add a bank card/ }));
    await user.click(screen.getByLabelText('Bank'));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    // Pasted, as a name with a hidden character arrives: typing it is not possible.
    await user.click(screen.getByLabelText('Cardholder name'));
    await user.paste('Demo\u0085Member');
    await user.type(screen.getByLabelText('Account number'), '6222021234567890');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Please use a single line without line breaks or control characters.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.withdraw.addBankCard)).toEqual([]);
  }, 15_000);

  it('removes a card with the pay password; a wrong one is said in the sheet', async () => {
    let tries = 0;
    const { calls } = server([CARD], () => {
      tries += 1;
      return tries === 1 ? { code: CODE.WRONG_PAY_PASSWORD, msg: 'Wrong pay password' } : { code: CODE.OK, data: { ok: true } } as { code: number };
    });
    renderPage(ROUTE.account, <AccountPage member={MEMBER} />);
    await user.click(await screen.findByRole('button', { name: 'Remove HSBC **** **** 1234' }));
    await user.click(await screen.findByRole('button', { name: 'Pay password' }));
    for (const digit of '9999') await user.click(await screen.findByRole('button', { name: digit }));
    expect(await screen.findByText('Wrong pay password')).toBeInTheDocument();
    for (const digit of '1234') await user.click(await screen.findByRole('button', { name: digit }));

    await waitUntil(() => {
      expect(payloadsTo(calls, API.withdraw.unbandingBankCard)).toEqual([
        { bankCardId: 4, payPassword: '9999' },
        { bankCardId: 4, payPassword: '1234' },
      ]);
    });
    expect(await screen.findByText('No bank card yet. Add one to withdraw to your bank.')).toBeInTheDocument();
  });

  it('asks a member without a pay password to set one before removing a card', async () => {
    server();
    renderPage(ROUTE.account, <AccountPage member={{ ...MEMBER, hasPayPassword: false }} />);
    await user.click(await screen.findByRole('button', { name: 'Remove HSBC **** **** 1234' }));
    await user.click(await screen.findByRole('button', { name: 'Set pay password' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.payPasswordEdit);
  });
});
