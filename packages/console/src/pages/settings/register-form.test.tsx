import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { formErrors, operatorUser } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { RegisterForm } from './register-form';
import type { TRegisterConfig } from '@meridian/protocol';

const REGISTER: TRegisterConfig = { inviteCodeRequired: true, verifyBy: 'email', agreementCode: 'user_agreement' };

afterEach(closeComponent);

const user = operatorUser();
const inviteSwitch = () => screen.getByRole('switch', { name: 'Invite code required' });
const agreementCode = () => screen.getByRole('textbox', { name: 'Agreement code' });

async function openForm(): Promise<void> {
  renderInConsole(<RegisterForm />);
  // Loaded, and open to this role (the access check answers on its own time).
  await waitFor(() => {
    expect(agreementCode()).toHaveValue('user_agreement');
    expect(agreementCode()).toBeEnabled();
  });
}

describe('the registration form', () => {
  it('shows whether an invite code is needed, which contact is proven and the agreement', async () => {
    stubSettingsApi({ settings: { register: REGISTER } });
    await openForm();
    expect(inviteSwitch()).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mobile number' })).not.toBeChecked();
  });

  it('saves the whole setting with each field changed', async () => {
    const calls = stubSettingsApi({ settings: { register: REGISTER } });
    await openForm();
    await user.click(inviteSwitch());
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    await user.clear(agreementCode());
    await user.type(agreementCode(), ' terms_2027 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'register')).toEqual([{ value: { inviteCodeRequired: false, verifyBy: 'mobile', agreementCode: 'terms_2027' } }]);
    });
  });

  it('refuses an agreement code longer than 64 characters before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { register: REGISTER } });
    await openForm();
    await user.clear(agreementCode());
    await user.type(agreementCode(), 'a'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(formErrors()).toEqual(['At most 64 characters.']);
    });
    expect(savesOf(calls, 'register')).toEqual([]);
  });
});
