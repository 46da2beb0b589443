import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { choose, fillIn, formErrors, nth, operatorUser, sectionOf, valuesOf } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import type { TWithdrawSettings } from '@meridian/protocol';
import { WithdrawForm } from './withdraw-form';

const WITHDRAW: TWithdrawSettings = {
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

afterEach(closeComponent);

const user = operatorUser();
/** The form's part under `heading`: its fields' labels repeat in the other parts. */
const part = (heading: string) => within(sectionOf(heading));
const RULES = ['Minimum amount', 'Maximum amount', 'Withdrawals a day', 'Untaxed withdrawals a day', 'Tax (%)', 'Handling fee'];

async function openForm(): Promise<void> {
  renderInConsole(<WithdrawForm />);
  // Loaded, and open to this role (the access check answers on its own time).
  await waitFor(() => {
    const network = nth(screen.getAllByRole('textbox', { name: 'Network name' }), 1);
    expect(network).toHaveValue('ERC20');
    expect(network).toBeEnabled();
  });
}

describe('the withdrawal settings form', () => {
  it('shows the limits and charges, the banks in the chosen language, and the networks', async () => {
    stubSettingsApi({ settings: { withdraw: WITHDRAW } });
    await openForm();
    expect(valuesOf(RULES.map((label) => screen.getByLabelText(label)))).toEqual(['10', '50000', '3', '1', '1', '0']);
    const banks = part('Banks');
    expect(valuesOf(banks.getAllByLabelText('Code'))).toEqual(['HSBC', 'BCA']);
    expect(valuesOf(banks.getAllByLabelText('Name in English (en-US)'))).toEqual(['HSBC', 'Bank Central Asia']);
    await choose('Language of the names', 'Traditional Chinese (zh-HK)');
    expect(valuesOf(await banks.findAllByLabelText('Name in Traditional Chinese (zh-HK)'))).toEqual(['滙豐銀行', '']);
    expect(valuesOf(screen.getAllByLabelText('Address pattern (regular expression)'))).toEqual(['^T[1-9A-HJ-NP-Za-km-z]{33}$', '^0x[0-9a-fA-F]{40}$']);
  });

  it("saves the whole setting: changed charges, what is sent without an operator, a bank's name in a second language with the others kept, a new network", async () => {
    const calls = stubSettingsApi({ settings: { withdraw: WITHDRAW } });
    await openForm();
    await fillIn(screen.getByLabelText('Tax (%)'), '1.5');
    await fillIn(screen.getByLabelText('Withdrawals a day'), '5');
    // Shown as 0 (every one to an operator) while the setting has none; coin withdrawals up to 25 now go straight to the signer.
    expect(screen.getByLabelText('At most (platform currency)')).toHaveValue('0');
    await fillIn(screen.getByLabelText('At most (platform currency)'), '25');
    await choose('Language of the names', 'Traditional Chinese (zh-HK)');
    await fillIn(nth(await part('Banks').findAllByLabelText('Name in Traditional Chinese (zh-HK)'), 1), '中亞銀行');
    await user.click(screen.getByRole('button', { name: /Add a network/ }));
    await waitFor(() => {
      expect(screen.getAllByLabelText('Network name')).toHaveLength(3);
    });
    await fillIn(nth(screen.getAllByLabelText('Network name'), 2), 'BEP20');
    await fillIn(nth(screen.getAllByLabelText('Address pattern (regular expression)'), 2), '^0x[0-9a-fA-F]{40}$');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'withdraw')).toHaveLength(1);
    });
    expect(savesOf(calls, 'withdraw')).toEqual([
      {
        value: {
          rules: { ...WITHDRAW.rules, dailyCount: 5, taxPercent: '1.5' },
          banks: [WITHDRAW.banks[0], { code: 'BCA', name: { 'en-US': 'Bank Central Asia', 'zh-HK': '中亞銀行' } }],
          networks: [...WITHDRAW.networks, { network: 'BEP20', addressPattern: '^0x[0-9a-fA-F]{40}$' }],
          autoSendMax: '25',
        },
      },
    ]);
  });

  it('refuses a maximum below the minimum, a negative fee, a bank code used twice and a pattern that is no regular expression, before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { withdraw: WITHDRAW } });
    await openForm();
    const rules = part('Limits and charges');
    await fillIn(rules.getByLabelText('Minimum amount'), '100');
    await fillIn(rules.getByLabelText('Maximum amount'), '50');
    await fillIn(rules.getByLabelText('Handling fee'), '-1');
    await fillIn(nth(part('Banks').getAllByLabelText('Code'), 1), 'HSBC');
    await fillIn(nth(screen.getAllByLabelText('Address pattern (regular expression)'), 0), '^T[1-9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(formErrors()).toEqual([
        'The maximum must not be below the minimum.',
        'An amount such as 100 or 99.50.',
        'Used twice in this list: each must be different.',
        'Used twice in this list: each must be different.',
        'Not a regular expression the server can use.',
      ]);
    });
    expect(savesOf(calls, 'withdraw')).toEqual([]);
  });
});
