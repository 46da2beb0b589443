import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeConsole, openConsoleAt, settle, waitFor } from '../../testing/console-page';
import { buttonNamed, fieldWithId, press, typeInto } from '../../testing/console-screen';
import { savesOf, SETTINGS_READER, stubSettingsApi } from '../../testing/settings-api';

const SETTINGS = {
  fourEyes: { adjustmentAbove: '10000', withdrawalAbove: '10000' },
  withdrawWhitelist: { delayHours: 24 },
  customerService: { channels: [{ kind: 'email', label: { 'en-US': 'Email' }, value: 'support@meridian.local' }], workingHours: { 'en-US': '09:00-21:00' } },
};

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeConsole);

const tabNames = () => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
/** Links on the page itself (the menu beside it links every page). */
const linksTo = (path: string) => document.querySelector('h1')?.closest('.ant-card')?.querySelectorAll(`a[href="/console${path}"]`).length ?? 0;

async function openTab(name: string): Promise<void> {
  openConsoleAt('/products/settings');
  await waitFor(() => tabNames().includes(name), 'the settings tabs');
  act(() => {
    [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === name)?.click();
  });
}

async function openWhitelistTab(): Promise<HTMLInputElement> {
  await openTab('Withdrawal whitelist');
  await waitFor(() => (document.getElementById('withdraw-whitelist_delayHours') as HTMLInputElement | null)?.value === '24', 'the stored delay');
  return fieldWithId('withdraw-whitelist_delayHours');
}

describe('the settings page', () => {
  it('names every setting in the operator’s language, edits none as JSON, and links to the pages that set the rest', async () => {
    stubSettingsApi({ settings: SETTINGS });
    await openTab('Customer service');
    expect(tabNames()).toEqual(['Four eyes', 'Company', 'Recharge', 'Withdrawals', 'Withdrawal whitelist', 'Tasks', 'Contract pairs', 'Customer service', 'Registration']);
    await waitFor(() => linksTo('/content/support') === 1, 'the link to the support page');
    // Interest terms and contract durations: the terms page, linked above the tabs.
    expect(linksTo('/products/terms')).toBe(1);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it("shows the server's refusal under the console's own text, keeping what the operator typed", async () => {
    const calls = stubSettingsApi({ settings: SETTINGS, refusal: { status: 422, message: 'Setting "withdrawWhitelist" was not changed: delayHours: too big' } });
    const delay = await openWhitelistTab();
    await waitFor(() => !delay.disabled, 'the form open to an editor');
    typeInto(delay, '36');
    press(buttonNamed('Save'));
    await waitFor(() => document.body.textContent.includes('Server: Setting "withdrawWhitelist" was not changed: delayHours: too big'), "the server's message");
    expect(document.body.textContent).toContain('The server refused.');
    expect(savesOf(calls, 'withdrawWhitelist')).toEqual([{ value: { delayHours: 36 } }]);
    expect(fieldWithId('withdraw-whitelist_delayHours').value).toBe('36');
  });

  it('shows a role that may read settings but not change them every value, with nothing to press', async () => {
    const calls = stubSettingsApi({ session: SETTINGS_READER, settings: SETTINGS });
    const delay = await openWhitelistTab();
    await settle();
    expect(delay.disabled).toBe(true);
    expect(buttonNamed('Save').disabled).toBe(true);
    // Finance may not open the terms page: it is named, not linked.
    expect(linksTo('/products/terms')).toBe(0);
    expect(document.body.textContent).toContain('Contracts and interest');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
