import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accessAnswered } from '../../testing/access-answers';
import { closeConsole, openConsoleAt } from '../../testing/console-page';
import { fillIn, operatorUser } from '../../testing/console-screen';
import { savesOf, SETTINGS_READER, stubSettingsApi } from '../../testing/settings-api';

const SETTINGS = {
  fourEyes: { adjustmentAbove: '10000', withdrawalAbove: '10000' },
  withdrawWhitelist: { delayHours: 24 },
  customerService: { channels: [{ kind: 'email', label: { 'en-US': 'Email' }, value: 'support@meridian.local' }], workingHours: { 'en-US': '09:00-21:00' } },
};

afterEach(closeConsole);

const user = operatorUser();
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
/** Links on the page itself (the menu beside it links every page). */
const linksTo = (path: string) => within(screen.getByRole('main')).queryAllByRole('link').filter((link) => link.getAttribute('href') === `/console${path}`).length;
const delayField = () => screen.getByRole('spinbutton', { name: 'Waiting time (hours)' });

async function openTab(name: string): Promise<void> {
  openConsoleAt('/products/settings');
  await user.click(await screen.findByRole('tab', { name }));
}

async function openWhitelistTab(): Promise<HTMLElement> {
  await openTab('Withdrawal whitelist');
  await waitFor(() => {
    expect(delayField()).toHaveValue('24');
  });
  return delayField();
}

describe('the settings page', () => {
  it('names every setting in the operator’s language, edits none as JSON, and links to the pages that set the rest', async () => {
    stubSettingsApi({ settings: SETTINGS });
    await openTab('Customer service');
    expect(tabNames()).toEqual(['Four eyes', 'Company', 'Recharge', 'Withdrawals', 'Withdrawal whitelist', 'Identity verification', 'Tasks', 'Contract pairs', 'Customer service', 'Registration']);
    await waitFor(() => {
      expect(linksTo('/content/support')).toBe(1);
    });
    // Interest terms and contract durations: the terms page, linked above the tabs.
    expect(linksTo('/products/terms')).toBe(1);
    expect(screen.queryAllByRole('textbox').filter((field) => field instanceof HTMLTextAreaElement)).toEqual([]);
  });

  it("shows the server's refusal under the console's own text, keeping what the operator typed", async () => {
    const calls = stubSettingsApi({ settings: SETTINGS, refusal: { status: 422, message: 'Setting "withdrawWhitelist" was not changed: delayHours: too big' } });
    const delay = await openWhitelistTab();
    await waitFor(() => {
      expect(delay).toBeEnabled();
    });
    await fillIn(delay, '36');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Server: Setting "withdrawWhitelist" was not changed: delayHours: too big')).toBeInTheDocument();
    expect(screen.getByText('The server refused.')).toBeInTheDocument();
    expect(savesOf(calls, 'withdrawWhitelist')).toEqual([{ value: { delayHours: 36 } }]);
    expect(delayField()).toHaveValue('36');
  });

  it('shows a role that may read settings but not change them every value, with nothing to press', async () => {
    const calls = stubSettingsApi({ session: SETTINGS_READER, settings: SETTINGS });
    const delay = await openWhitelistTab();
    await accessAnswered('settings', 'edit');
    expect(delay).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Finance may not open the terms page: it is named, not linked.
    await accessAnswered('terms', 'list');
    expect(linksTo('/products/terms')).toBe(0);
    expect(screen.getByText('Contracts and interest')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
