import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { buttonNamed, fieldWithId, formErrors, press, typeInto } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { settle, waitFor } from '../../testing/test-env';
import { ContractForm } from './contract-form';
import type { ContractSettings } from './setting-types';

const CONTRACT: ContractSettings = {
  options: [
    { seconds: 30, yieldPercent: '80', minAmount: '10', maxAmount: '5000' },
    { seconds: 60, yieldPercent: '85', minAmount: '10', maxAmount: '10000' },
  ],
  allnames: ['BTC/USDT', 'ETH/USDT'],
};

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeComponent);

const everyPairSwitch = () => {
  const element = document.getElementById('contract_everyPair');
  if (element === null) throw new Error('no switch');
  return element;
};
/** The pairs as the tags field shows them. */
const pairTags = () => [...document.querySelectorAll('.ant-select-selection-item-content')].map((tag) => tag.textContent);

async function openForm(): Promise<void> {
  renderInConsole(<ContractForm />);
  await waitFor(() => pairTags().length === 2 && document.getElementById('contract_everyPair')?.hasAttribute('disabled') === false, 'the stored pairs');
}

function removePair(pair: string): void {
  const tag = [...document.querySelectorAll('.ant-select-selection-item')].find((item) => item.textContent === pair);
  act(() => {
    tag?.querySelector<HTMLElement>('.ant-select-selection-item-remove')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

describe('the contract pairs form', () => {
  it('shows the pairs offered, in order, and the durations the terms page sets', async () => {
    stubSettingsApi({ settings: { contract: CONTRACT } });
    await openForm();
    expect(everyPairSwitch().getAttribute('aria-checked')).toBe('false');
    expect(pairTags()).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(document.body.textContent).toContain('30 s, 60 s');
  });

  it('saves a pair added and one removed, keeping the durations as they are', async () => {
    const calls = stubSettingsApi({ settings: { contract: CONTRACT } });
    await openForm();
    removePair('ETH/USDT');
    // Typed pairs become tags at a separator, as when pasting "SOL/USDT, XRP/USDT".
    typeInto(fieldWithId('contract_allnames'), 'SOL/USDT,');
    await waitFor(() => pairTags().join() === 'BTC/USDT,SOL/USDT', 'the new pair');
    press(buttonNamed('Save'));
    await waitFor(() => savesOf(calls, 'contract').length === 1, 'the save');
    expect(savesOf(calls, 'contract')).toEqual([{ value: { options: CONTRACT.options, allnames: ['BTC/USDT', 'SOL/USDT'] } }]);
  });

  it('saves every listed pair as null', async () => {
    const calls = stubSettingsApi({ settings: { contract: CONTRACT } });
    await openForm();
    press(everyPairSwitch());
    press(buttonNamed('Save'));
    await waitFor(() => savesOf(calls, 'contract').length === 1, 'the save');
    expect(savesOf(calls, 'contract')).toEqual([{ value: { options: CONTRACT.options, allnames: null } }]);
  });

  it('refuses an empty list of pairs before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { contract: CONTRACT } });
    await openForm();
    removePair('BTC/USDT');
    removePair('ETH/USDT');
    press(buttonNamed('Save'));
    await waitFor(() => formErrors().length > 0, 'the refusal');
    expect(formErrors()).toEqual(['Choose at least one pair, or offer every pair.']);
    await settle(100);
    expect(savesOf(calls, 'contract')).toEqual([]);
  });
});
