import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { fillIn, formErrors, nth, operatorUser, pick, sectionOf, valuesOf } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { RechargeForm } from './recharge-form';
import type { TRechargeSettings } from '@meridian/protocol';

const RECHARGE: TRechargeSettings = {
  onlineChannels: [{ code: 'sandbox', name: { 'en-US': 'Sandbox Pay', 'zh-HK': '沙盒支付' }, provider: 'sandbox', min: '10.00', max: '50000.00' }],
  offlineMethods: [
    {
      code: 'bank_transfer',
      name: { 'en-US': 'Bank transfer', id: 'Transfer bank' },
      min: '50.00',
      max: '100000.00',
      payees: [{ bankCode: 'HSBC', holder: 'Meridian Payments Ltd', account: '808123456001', branch: 'Central, Hong Kong' }],
    },
  ],
  banks: [
    { code: 'HSBC', name: { 'en-US': 'HSBC', 'zh-HK': '滙豐銀行' } },
    { code: 'BCA', name: { 'en-US': 'Bank Central Asia' } },
  ],
  cryptoChannels: [{ code: 'usdt_trc20', coin: 'USDT', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', rate: '1.00', min: '10.00', max: '100000.00' }],
  amounts: { quickAmounts: ['50.00', '100.00'], min: '10.00', max: '100000.00' },
  openRechargeImg: '',
};

afterEach(closeComponent);

const user = operatorUser();
/** The form's part under `heading`: its fields' labels repeat in the other parts. */
const part = (heading: string) => within(sectionOf(heading));

async function openForm(): Promise<void> {
  renderInConsole(<RechargeForm />);
  // Loaded, and open to this role (the access check answers on its own time).
  await waitFor(() => {
    const address = part('Crypto channels').getByRole('textbox', { name: 'Deposit address' });
    expect(address).toHaveValue('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(address).toBeEnabled();
  });
}

describe('the recharge settings form', () => {
  it('shows the amounts, banks, online channels, offline methods with their payees, and crypto channels as stored', async () => {
    stubSettingsApi({ settings: { recharge: RECHARGE } });
    await openForm();
    const amounts = part('Amounts');
    expect(valuesOf([amounts.getByLabelText('Minimum amount'), amounts.getByLabelText('Maximum amount')])).toEqual(['10.00', '100000.00']);
    // The quick amounts are the Select's tags, each titled with its value.
    expect(amounts.getByTitle('50.00')).toBeInTheDocument();
    expect(amounts.getByTitle('100.00')).toBeInTheDocument();
    const banks = part('Banks');
    expect(valuesOf(banks.getAllByLabelText('Code'))).toEqual(['HSBC', 'BCA']);
    expect(valuesOf(banks.getAllByLabelText('Name in English (en-US)'))).toEqual(['HSBC', 'Bank Central Asia']);
    const online = part('Online channels');
    expect(valuesOf([online.getByLabelText('Code'), online.getByLabelText('Name in English (en-US)'), online.getByLabelText('Maximum amount')])).toEqual(['sandbox', 'Sandbox Pay', '50000.00']);
    expect(online.getByTitle('Sandbox (test payments)')).toBeInTheDocument();
    const offline = part('Offline methods');
    expect(valuesOf([offline.getByLabelText('Name in English (en-US)'), offline.getByLabelText('Account holder'), offline.getByLabelText('Account number')])).toEqual(['Bank transfer', 'Meridian Payments Ltd', '808123456001']);
    expect(offline.getByTitle('HSBC')).toBeInTheDocument();
    const crypto = part('Crypto channels');
    expect(valuesOf(['Coin', 'Network', 'Deposit address', 'Rate'].map((label) => crypto.getByLabelText(label)))).toEqual(['USDT', 'TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', '1.00']);
  });

  it('saves the whole setting with a payee added at a listed bank, a new rate, a channel limit and a banner, every other name kept', async () => {
    const calls = stubSettingsApi({ settings: { recharge: RECHARGE } });
    await openForm();
    await user.click(screen.getByRole('button', { name: /Add a payee account/ }));
    const offline = part('Offline methods');
    await waitFor(() => {
      expect(offline.getAllByLabelText('Account holder')).toHaveLength(2);
    });
    await pick(nth(offline.getAllByRole('combobox', { name: 'Bank code' }), 1), 'BCA');
    await fillIn(nth(offline.getAllByLabelText('Account holder'), 1), 'PT Meridian Pembayaran');
    await fillIn(nth(offline.getAllByLabelText('Account number'), 1), '5230112233');
    await fillIn(part('Crypto channels').getByLabelText('Rate'), '7.80');
    await fillIn(part('Online channels').getByLabelText('Maximum amount'), '20000.00');
    await fillIn(screen.getByLabelText('Banner address'), '/uploads/recharge.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'recharge')).toHaveLength(1);
    });
    const [method] = RECHARGE.offlineMethods;
    expect(savesOf(calls, 'recharge')).toEqual([
      {
        value: {
          ...RECHARGE,
          onlineChannels: [{ ...RECHARGE.onlineChannels[0], max: '20000.00' }],
          offlineMethods: [{ ...method, payees: [...(method?.payees ?? []), { bankCode: 'BCA', holder: 'PT Meridian Pembayaran', account: '5230112233', branch: '' }] }],
          cryptoChannels: [{ ...RECHARGE.cryptoChannels[0], rate: '7.80' }],
          openRechargeImg: '/uploads/recharge.png',
        },
      },
    ]);
  });

  it('refuses limits the wrong way round, a zero rate and a new bank without a name, before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { recharge: RECHARGE } });
    await openForm();
    const crypto = part('Crypto channels');
    await fillIn(crypto.getByLabelText('Minimum amount'), '500');
    await fillIn(crypto.getByLabelText('Maximum amount'), '100');
    await fillIn(crypto.getByLabelText('Rate'), '0');
    await user.click(screen.getByRole('button', { name: /Add a bank/ }));
    const banks = part('Banks');
    await waitFor(() => {
      expect(banks.getAllByLabelText('Code')).toHaveLength(3);
    });
    await fillIn(nth(banks.getAllByLabelText('Code'), 2), 'MANDIRI');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(formErrors()).toEqual(['Give a name in at least one language.', 'Must be above 0.', 'The maximum must not be below the minimum.']);
    });
    expect(savesOf(calls, 'recharge')).toEqual([]);
  });
});
