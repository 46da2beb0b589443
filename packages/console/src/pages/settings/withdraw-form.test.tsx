import '@ant-design/v5-patch-for-react-19';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { buttonNamed, chooseFor, fieldWithId, formErrors, press, typeInto } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { settle, waitFor } from '../../testing/test-env';
import type { WithdrawSettings } from './setting-types';
import { WithdrawForm } from './withdraw-form';

const WITHDRAW: WithdrawSettings = {
  rules: { minAmount: '10', maxAmount: '50000', dailyCount: 3, freeCount: 1, taxPercent: '1', feeAmount: '0' },
  banks: [
    { code: 'HSBC', name: { 'en-US': 'HSBC', 'zh-HK': '滙豐銀行', uk: 'HSBC' } },
    { code: 'BCA', name: { 'en-US': 'Bank Central Asia' } },
  ],
  networks: [
    { network: 'TRC20', addressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$' },
    { network: 'ERC20', addressPattern: '^0x[0-9a-fA-F]{40}$' },
  ],
};

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeComponent);

const field = (path: string) => fieldWithId(`withdraw_${path}`);

async function openForm(): Promise<void> {
  renderInConsole(<WithdrawForm />);
  await waitFor(() => document.getElementById('withdraw_networks_1_network') !== null && field('networks_1_network').value === 'ERC20' && !field('networks_1_network').disabled, 'the stored setting');
}

describe('the withdrawal settings form', () => {
  it('shows the limits and charges, the banks in the chosen language, and the networks', async () => {
    stubSettingsApi({ settings: { withdraw: WITHDRAW } });
    await openForm();
    expect(['minAmount', 'maxAmount', 'dailyCount', 'freeCount', 'taxPercent', 'feeAmount'].map((name) => field(`rules_${name}`).value)).toEqual(['10', '50000', '3', '1', '1', '0']);
    expect([field('banks_0_code').value, field('banks_0_name_en-US').value, field('banks_1_name_en-US').value]).toEqual(['HSBC', 'HSBC', 'Bank Central Asia']);
    await chooseFor('withdraw-names-language', 'Traditional Chinese (zh-HK)');
    await waitFor(() => document.getElementById('withdraw_banks_0_name_zh-HK') !== null, 'the names in zh-HK');
    expect([field('banks_0_name_zh-HK').value, field('banks_1_name_zh-HK').value]).toEqual(['滙豐銀行', '']);
    expect(field('networks_0_addressPattern').value).toBe('^T[1-9A-HJ-NP-Za-km-z]{33}$');
  });

  it("saves the whole setting: changed charges, a bank's name in a second language with the others kept, a new network", async () => {
    const calls = stubSettingsApi({ settings: { withdraw: WITHDRAW } });
    await openForm();
    typeInto(field('rules_taxPercent'), '1.5');
    typeInto(field('rules_dailyCount'), '5');
    await chooseFor('withdraw-names-language', 'Traditional Chinese (zh-HK)');
    await waitFor(() => document.getElementById('withdraw_banks_1_name_zh-HK') !== null, 'the names in zh-HK');
    typeInto(field('banks_1_name_zh-HK'), '中亞銀行');
    press(buttonNamed('Add a network'));
    await waitFor(() => document.getElementById('withdraw_networks_2_network') !== null, 'the new network');
    typeInto(field('networks_2_network'), 'BEP20');
    typeInto(field('networks_2_addressPattern'), '^0x[0-9a-fA-F]{40}$');
    press(buttonNamed('Save'));
    await waitFor(() => savesOf(calls, 'withdraw').length === 1, 'the save');
    expect(savesOf(calls, 'withdraw')).toEqual([
      {
        value: {
          rules: { ...WITHDRAW.rules, dailyCount: 5, taxPercent: '1.5' },
          banks: [WITHDRAW.banks[0], { code: 'BCA', name: { 'en-US': 'Bank Central Asia', 'zh-HK': '中亞銀行' } }],
          networks: [...WITHDRAW.networks, { network: 'BEP20', addressPattern: '^0x[0-9a-fA-F]{40}$' }],
        },
      },
    ]);
  });

  it('refuses a maximum below the minimum, a negative fee, a bank code used twice and a pattern that is no regular expression, before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { withdraw: WITHDRAW } });
    await openForm();
    typeInto(field('rules_minAmount'), '100');
    typeInto(field('rules_maxAmount'), '50');
    typeInto(field('rules_feeAmount'), '-1');
    typeInto(field('banks_1_code'), 'HSBC');
    typeInto(field('networks_0_addressPattern'), '^T[1-9');
    press(buttonNamed('Save'));
    await waitFor(() => formErrors().length >= 5, 'the refusals');
    expect(formErrors()).toEqual([
      'The maximum must not be below the minimum.',
      'An amount such as 100 or 99.50.',
      'Used twice in this list: each must be different.',
      'Used twice in this list: each must be different.',
      'Not a regular expression the server can use.',
    ]);
    await settle(100);
    expect(savesOf(calls, 'withdraw')).toEqual([]);
  });
});
