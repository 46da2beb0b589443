import '@ant-design/v5-patch-for-react-19';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { buttonNamed, chooseFor, fieldWithId, formErrors, press, typeInto } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { settle, waitFor } from '../../testing/test-env';
import { RechargeForm } from './recharge-form';
import type { RechargeSettings } from './setting-types';

const RECHARGE: RechargeSettings = {
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

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeComponent);

const field = (path: string) => fieldWithId(`recharge_${path}`);
/** What an antd Select shows chosen (its tags, or its one value). */
const chosenIn = (id: string) => [...(fieldWithId(id).closest('.ant-select')?.querySelectorAll('.ant-select-selection-item') ?? [])].map((item) => item.textContent);

async function openForm(): Promise<void> {
  renderInConsole(<RechargeForm />);
  await waitFor(() => document.getElementById('recharge_cryptoChannels_0_address') !== null && field('cryptoChannels_0_address').value !== '' && !field('cryptoChannels_0_address').disabled, 'the stored setting');
}

describe('the recharge settings form', () => {
  it('shows the amounts, banks, online channels, offline methods with their payees, and crypto channels as stored', async () => {
    stubSettingsApi({ settings: { recharge: RECHARGE } });
    await openForm();
    expect([field('amounts_min').value, field('amounts_max').value]).toEqual(['10.00', '100000.00']);
    expect(chosenIn('recharge_amounts_quickAmounts')).toEqual(['50.00', '100.00']);
    expect([field('banks_0_code').value, field('banks_0_name_en-US').value, field('banks_1_name_en-US').value]).toEqual(['HSBC', 'HSBC', 'Bank Central Asia']);
    expect([field('onlineChannels_0_code').value, field('onlineChannels_0_name_en-US').value, field('onlineChannels_0_max').value]).toEqual(['sandbox', 'Sandbox Pay', '50000.00']);
    expect(chosenIn('recharge_onlineChannels_0_provider')).toEqual(['Sandbox (test payments)']);
    expect([field('offlineMethods_0_name_en-US').value, field('offlineMethods_0_payees_0_holder').value, field('offlineMethods_0_payees_0_account').value]).toEqual(['Bank transfer', 'Meridian Payments Ltd', '808123456001']);
    expect(chosenIn('recharge_offlineMethods_0_payees_0_bankCode')).toEqual(['HSBC']);
    expect([field('cryptoChannels_0_coin').value, field('cryptoChannels_0_network').value, field('cryptoChannels_0_address').value, field('cryptoChannels_0_rate').value]).toEqual(['USDT', 'TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', '1.00']);
  });

  it('saves the whole setting with a payee added at a listed bank, a new rate, a channel limit and a banner, every other name kept', async () => {
    const calls = stubSettingsApi({ settings: { recharge: RECHARGE } });
    await openForm();
    press(buttonNamed('Add a payee account'));
    await waitFor(() => document.getElementById('recharge_offlineMethods_0_payees_1_holder') !== null, 'the new payee');
    await chooseFor('recharge_offlineMethods_0_payees_1_bankCode', 'BCA');
    typeInto(field('offlineMethods_0_payees_1_holder'), 'PT Meridian Pembayaran');
    typeInto(field('offlineMethods_0_payees_1_account'), '5230112233');
    typeInto(field('cryptoChannels_0_rate'), '7.80');
    typeInto(field('onlineChannels_0_max'), '20000.00');
    typeInto(field('openRechargeImg'), '/uploads/recharge.png');
    press(buttonNamed('Save'));
    await waitFor(() => savesOf(calls, 'recharge').length === 1, 'the save');
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
    typeInto(field('cryptoChannels_0_min'), '500');
    typeInto(field('cryptoChannels_0_max'), '100');
    typeInto(field('cryptoChannels_0_rate'), '0');
    press(buttonNamed('Add a bank'));
    await waitFor(() => document.getElementById('recharge_banks_2_code') !== null, 'the new bank');
    typeInto(field('banks_2_code'), 'MANDIRI');
    press(buttonNamed('Save'));
    await waitFor(() => formErrors().length >= 3, 'the refusals');
    expect(formErrors()).toEqual(['Give a name in at least one language.', 'Must be above 0.', 'The maximum must not be below the minimum.']);
    await settle(100);
    expect(savesOf(calls, 'recharge')).toEqual([]);
  });
});
