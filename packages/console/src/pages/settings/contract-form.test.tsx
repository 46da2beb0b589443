import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { formErrors, operatorUser } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { ContractForm } from './contract-form';
import type { TContractSettings } from '@meridian/protocol';

const CONTRACT: TContractSettings = {
  options: [
    { seconds: 30, yieldPercent: '80', minAmount: '10', maxAmount: '5000' },
    { seconds: 60, yieldPercent: '85', minAmount: '10', maxAmount: '10000' },
  ],
  allnames: ['BTC/USDT', 'ETH/USDT'],
};

afterEach(closeComponent);

const user = operatorUser();
const everyPairSwitch = () => screen.getByRole('switch', { name: 'Every pair the market lists' });
/** The pairs as the tags field shows them: each tag is titled with its pair and has a close icon. */
const pairTags = () => screen.queryAllByRole('img', { name: 'close' }).map((close) => close.closest('[title]')?.getAttribute('title'));

async function openForm(): Promise<void> {
  renderInConsole(<ContractForm />);
  // Loaded, and open to this role (the access check answers on its own time).
  await waitFor(() => {
    expect(pairTags()).toHaveLength(2);
    expect(everyPairSwitch()).toBeEnabled();
  });
}

async function removePair(pair: string): Promise<void> {
  await user.click(within(screen.getByTitle(pair)).getByRole('img', { name: 'close' }));
}

describe('the contract pairs form', () => {
  it('shows the pairs offered, in order, and the durations the terms page sets', async () => {
    stubSettingsApi({ settings: { contract: CONTRACT } });
    await openForm();
    expect(everyPairSwitch()).not.toBeChecked();
    expect(pairTags()).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(screen.getByText('30 s, 60 s')).toBeInTheDocument();
  });

  it('saves a pair added and one removed, keeping the durations as they are', async () => {
    const calls = stubSettingsApi({ settings: { contract: CONTRACT } });
    await openForm();
    await removePair('ETH/USDT');
    // Typed pairs become tags at a separator, as when pasting "SOL/USDT, XRP/USDT".
    await user.type(screen.getByRole('combobox', { name: 'Pairs, in the order shown' }), 'SOL/USDT,');
    await waitFor(() => {
      expect(pairTags()).toEqual(['BTC/USDT', 'SOL/USDT']);
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'contract')).toHaveLength(1);
    });
    expect(savesOf(calls, 'contract')).toEqual([{ value: { options: CONTRACT.options, allnames: ['BTC/USDT', 'SOL/USDT'] } }]);
  });

  it('saves every listed pair as null', async () => {
    const calls = stubSettingsApi({ settings: { contract: CONTRACT } });
    await openForm();
    await user.click(everyPairSwitch());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'contract')).toHaveLength(1);
    });
    expect(savesOf(calls, 'contract')).toEqual([{ value: { options: CONTRACT.options, allnames: null } }]);
  });

  it('refuses an empty list of pairs before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { contract: CONTRACT } });
    await openForm();
    await removePair('BTC/USDT');
    await removePair('ETH/USDT');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(formErrors()).toEqual(['Choose at least one pair, or offer every pair.']);
    });
    expect(savesOf(calls, 'contract')).toEqual([]);
  });
});
