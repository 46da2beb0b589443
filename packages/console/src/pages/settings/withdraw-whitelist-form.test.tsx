import '@ant-design/v5-patch-for-react-19';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { buttonNamed, fieldWithId, formErrors, press, typeInto } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { settle, waitFor } from '../../testing/test-env';
import { WithdrawWhitelistForm } from './withdraw-whitelist-form';

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeComponent);

async function openForm(): Promise<HTMLInputElement> {
  renderInConsole(<WithdrawWhitelistForm />);
  const id = 'withdraw-whitelist_delayHours';
  // Loaded, and open to this role (the access check answers on its own time).
  await waitFor(() => document.getElementById(id) instanceof HTMLInputElement && fieldWithId(id).value === '48' && !fieldWithId(id).disabled, 'the stored delay');
  return fieldWithId(id);
}

describe('the withdrawal whitelist form', () => {
  it('shows the stored waiting time', async () => {
    stubSettingsApi({ settings: { withdrawWhitelist: { delayHours: 48 } } });
    const delay = await openForm();
    expect(delay.value).toBe('48');
  });

  it('saves a new waiting time as the whole setting', async () => {
    const calls = stubSettingsApi({ settings: { withdrawWhitelist: { delayHours: 48 } } });
    typeInto(await openForm(), '72');
    press(buttonNamed('Save'));
    await waitFor(() => savesOf(calls, 'withdrawWhitelist').length === 1, 'the save');
    expect(savesOf(calls, 'withdrawWhitelist')).toEqual([{ value: { delayHours: 72 } }]);
    expect(calls.find((call) => call.method === 'PUT')?.csrf).toBe('csrf-7');
  });

  it('refuses an empty waiting time before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { withdrawWhitelist: { delayHours: 48 } } });
    typeInto(await openForm(), '');
    press(buttonNamed('Save'));
    await waitFor(() => formErrors().length > 0, 'the refusal');
    expect(formErrors()).toEqual(['A whole number from 0 to 720.']);
    await settle(100);
    expect(savesOf(calls, 'withdrawWhitelist')).toEqual([]);
  });
});
