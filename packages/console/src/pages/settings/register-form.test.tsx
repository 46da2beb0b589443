import '@ant-design/v5-patch-for-react-19';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { buttonNamed, fieldWithId, formErrors, press, typeInto } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { settle, waitFor } from '../../testing/test-env';
import { RegisterForm } from './register-form';
import type { RegisterSettings } from './setting-types';

const REGISTER: RegisterSettings = { inviteCodeRequired: true, verifyBy: 'email', agreementCode: 'user_agreement' };

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeComponent);

const inviteSwitch = () => {
  const element = document.getElementById('register_inviteCodeRequired');
  if (element === null) throw new Error('no invite code switch');
  return element;
};
const verifyChoice = (way: string) => {
  const radio = document.querySelector<HTMLInputElement>(`#register_verifyBy input[type="radio"][value="${way}"]`);
  if (radio === null) throw new Error(`no choice ${way}`);
  return radio;
};

async function openForm(): Promise<void> {
  renderInConsole(<RegisterForm />);
  await waitFor(() => document.getElementById('register_agreementCode') !== null && fieldWithId('register_agreementCode').value === 'user_agreement' && !fieldWithId('register_agreementCode').disabled, 'the stored setting');
}

describe('the registration form', () => {
  it('shows whether an invite code is needed, which contact is proven and the agreement', async () => {
    stubSettingsApi({ settings: { register: REGISTER } });
    await openForm();
    expect(inviteSwitch().getAttribute('aria-checked')).toBe('true');
    expect(verifyChoice('email').checked).toBe(true);
    expect(verifyChoice('mobile').checked).toBe(false);
    expect(document.body.textContent).toContain('Mobile number');
  });

  it('saves the whole setting with each field changed', async () => {
    const calls = stubSettingsApi({ settings: { register: REGISTER } });
    await openForm();
    press(inviteSwitch());
    press(verifyChoice('mobile'));
    typeInto(fieldWithId('register_agreementCode'), ' terms_2027 ');
    press(buttonNamed('Save'));
    await waitFor(() => savesOf(calls, 'register').length === 1, 'the save');
    expect(savesOf(calls, 'register')).toEqual([{ value: { inviteCodeRequired: false, verifyBy: 'mobile', agreementCode: 'terms_2027' } }]);
  });

  it('refuses an agreement code longer than 64 characters before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { register: REGISTER } });
    await openForm();
    typeInto(fieldWithId('register_agreementCode'), 'a'.repeat(65));
    press(buttonNamed('Save'));
    await waitFor(() => formErrors().length > 0, 'the refusal');
    expect(formErrors()).toEqual(['At most 64 characters.']);
    await settle(100);
    expect(savesOf(calls, 'register')).toEqual([]);
  });
});
