import { API, CODE } from '@meridian/protocol';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { callsTo, rechargeServer } from '../../../testing/recharge-server';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { useBankChoice } from '../hooks/bank-choice-store';
import { OffpayBankPage } from './offpay-bank-page';
import { OffpayPage } from './offpay-page';
import { SelectBankPage } from './select-bank-page';
import { waitUntil } from '../../../testing/wait-until';

beforeEach(() => {
  resetStores();
  useBankChoice.setState({ chosen: {} });
  useSession.setState({ token: 'a', user: DEMO_MEMBER });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const location = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

describe('offpay', () => {
  it('starts from the method’s first bank, shows the chosen one, and goes on with bank and amount', async () => {
    rechargeServer();
    const { router } = renderPage(ROUTE.rechargeOffpay, <OffpayPage />, href(ROUTE.rechargeOffpay, { methodCode: 'bank_transfer', amount: '500.00' }));

    expect(await screen.findByTestId('offpay-bank')).toHaveTextContent('HSBC');
    useBankChoice.getState().choose('bank_transfer', 'BOC');
    expect(await screen.findByText('Bank of China (Hong Kong)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500.00');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitUntil(() => {
      expect(location(router)).toBe('/pages/recharge/offpaybank?methodCode=bank_transfer&bankCode=BOC&amount=500.00');
    });
  });

  it('refuses an amount below the method’s minimum', async () => {
    rechargeServer();
    const { router } = renderPage(ROUTE.rechargeOffpay, <OffpayPage />, href(ROUTE.rechargeOffpay, { methodCode: 'bank_transfer', amount: '20' }));
    await screen.findByTestId('offpay-bank');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The smallest deposit is 50.00 USDT')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTE.rechargeOffpay);
  });
});

describe('offselectbank', () => {
  it('lists the method’s banks and remembers the one picked for offpay', async () => {
    const { calls } = rechargeServer();
    const { router } = renderPage(ROUTE.rechargeSelectBank, <SelectBankPage />, href(ROUTE.rechargeSelectBank, { methodCode: 'bank_transfer' }));

    await userEvent.click(await screen.findByRole('button', { name: /Bank of China/ }));

    expect(useBankChoice.getState().chosen).toEqual({ bank_transfer: 'BOC' });
    expect(callsTo(calls, API.recharge.getEnableBanks)).toEqual([{ methodCode: 'bank_transfer' }]);
    // Opened directly (no page before it), it goes on to offpay instead of back.
    await waitUntil(() => {
      expect(location(router)).toBe('/pages/recharge/offpay?methodCode=bank_transfer');
    });
  });

  it('opened from a link without its method, says to choose one instead of loading for ever', async () => {
    const { calls } = rechargeServer();
    renderPage(ROUTE.rechargeSelectBank, <SelectBankPage />, ROUTE.rechargeSelectBank);

    expect(await screen.findByText('Please choose a payment method')).toBeInTheDocument();
    expect(document.querySelector('.adm-skeleton')).toBeNull();
    expect(callsTo(calls, API.recharge.getEnableBanks)).toEqual([]);
  });
});

describe('offpaybank', () => {
  const entry = href(ROUTE.rechargeOffpayBank, { methodCode: 'bank_transfer', bankCode: 'BOC', amount: '500.00' });

  it('shows the payee account with copy buttons that copy each value', async () => {
    rechargeServer();
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderPage(ROUTE.rechargeOffpayBank, <OffpayBankPage />, entry);

    expect(await screen.findByTestId('payee-account')).toHaveTextContent('012875400123456');
    expect(screen.getByTestId('payee-holder')).toHaveTextContent('Meridian Payments Ltd');
    expect(screen.getByTestId('transfer-amount')).toHaveTextContent('500.00 USDT');

    await userEvent.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenCalledWith('012875400123456');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('says so when the browser does not allow copying (spec section 8)', async () => {
    rechargeServer();
    // Outside secure contexts (plain http) browsers have no clipboard API at all.
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    renderPage(ROUTE.rechargeOffpayBank, <OffpayBankPage />, entry);

    await userEvent.click(await screen.findByRole('button', { name: 'Copy Account holder' }));
    expect(await screen.findByText('Copy failed: this browser does not allow it')).toBeInTheDocument();
  });

  it('asks for the real name, then sends the transfer with the receipt and opens the order', async () => {
    const { calls } = rechargeServer((call) => {
      if (call.path === API.common.uploadImg) return { code: CODE.OK, data: { url: '/uploads/receipt.png' } };
      if (call.path === API.recharge.offlineRecharge) return { code: CODE.OK, data: { orderNo: 'RC77' } };
      return undefined;
    });
    const { router } = renderPage(ROUTE.rechargeOffpayBank, <OffpayBankPage />, entry);
    await screen.findByTestId('payee-account');

    await userEvent.click(screen.getByRole('button', { name: 'I have made the transfer' }));
    expect(await screen.findByText('Please enter your real name')).toBeInTheDocument();
    expect(callsTo(calls, API.recharge.offlineRecharge)).toHaveLength(0);

    const receipt = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('proof-input'), { target: { files: [receipt] } });
    expect(await screen.findByTestId('proof-preview')).toHaveAttribute('src', '/uploads/receipt.png');
    expect(callsTo(calls, API.common.uploadImg)[0]).toEqual({ image: expect.stringMatching(/^data:image\/png;base64,/) });

    await userEvent.type(screen.getByRole('textbox', { name: 'Real name' }), ' Chan Tai Man ');
    await userEvent.click(screen.getByRole('button', { name: 'I have made the transfer' }));
    await waitUntil(() => {
      expect(location(router)).toBe('/pages/recharge/detail?orderNo=RC77');
    });
    expect(callsTo(calls, API.recharge.offlineRecharge)[0]).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
      methodCode: 'bank_transfer',
      bankCode: 'BOC',
      amount: '500.00',
      realName: 'Chan Tai Man',
      proofUrl: '/uploads/receipt.png',
    });
  });
});
