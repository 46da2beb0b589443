import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { fillIn, formErrors, operatorUser } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { WithdrawWhitelistForm } from './withdraw-whitelist-form';

afterEach(closeComponent);

const user = operatorUser();

async function openForm(): Promise<HTMLElement> {
  renderInConsole(<WithdrawWhitelistForm />);
  const delay = () => screen.getByRole('spinbutton', { name: 'Waiting time (hours)' });
  // Loaded, and open to this role (the access check answers on its own time).
  await waitFor(() => {
    expect(delay()).toHaveValue('48');
    expect(delay()).toBeEnabled();
  });
  return delay();
}

describe('the withdrawal whitelist form', () => {
  it('shows the stored waiting time', async () => {
    stubSettingsApi({ settings: { withdrawWhitelist: { delayHours: 48 } } });
    const delay = await openForm();
    expect(delay).toHaveValue('48');
  });

  it('saves a new waiting time as the whole setting', async () => {
    const calls = stubSettingsApi({ settings: { withdrawWhitelist: { delayHours: 48 } } });
    await fillIn(await openForm(), '72');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'withdrawWhitelist')).toEqual([{ value: { delayHours: 72 } }]);
    });
    expect(calls.find((call) => call.method === 'PUT')?.csrf).toBe('csrf-7');
  });

  it('refuses an empty waiting time before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { withdrawWhitelist: { delayHours: 48 } } });
    await fillIn(await openForm(), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(formErrors()).toEqual(['A whole number from 0 to 720.']);
    });
    expect(savesOf(calls, 'withdrawWhitelist')).toEqual([]);
  });
});
