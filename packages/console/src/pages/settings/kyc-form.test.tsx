import '@ant-design/v5-patch-for-react-19';
import type { TKycSettings } from '@meridian/protocol';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { fillIn, formErrors, operatorUser } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { KycForm } from './kyc-form';

afterEach(closeComponent);

const user = operatorUser();
const STORED: TKycSettings = {
  limits: [
    { withdraw24h: '1000', withdraw30d: '5000' },
    { withdraw24h: '10000', withdraw30d: '50000' },
    { withdraw24h: '100000', withdraw30d: '500000' },
    { withdraw24h: '', withdraw30d: '5000000' },
  ],
  retentionDays: 90,
  documentTypes: ['passport', 'idCard', 'driverLicence'],
  selfieRequired: true,
};

const field = (name: string) => screen.getByRole('textbox', { name });
const documentBox = (name: string) => screen.getByRole('checkbox', { name });
const selfieSwitch = () => screen.getByRole('switch', { name: 'Selfie holding the document required' });

async function openForm(): Promise<void> {
  renderInConsole(<KycForm />);
  await waitFor(() => {
    expect(field('Level 1: per 24 hours')).toHaveValue('10000');
    expect(field('Level 1: per 24 hours')).toBeEnabled();
  });
}

describe('the identity verification settings', () => {
  it("shows every level's limits, none as empty, and the days pictures are kept", async () => {
    stubSettingsApi({ settings: { kyc: STORED } });
    await openForm();
    expect(field('Level 0: per 30 days')).toHaveValue('5000');
    expect(field('Level 3: per 24 hours')).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Days to keep pictures' })).toHaveValue('90');
    expect(screen.getByRole('heading', { name: 'What level 2 asks for' })).toBeInTheDocument();
    for (const name of ['Passport', 'Identity card', 'Driving licence']) expect(documentBox(name)).toBeChecked();
    expect(selfieSwitch()).toBeChecked();
  });

  it('saves the whole setting: a raised limit, and a level 2 limit removed', async () => {
    const calls = stubSettingsApi({ settings: { kyc: STORED } });
    await openForm();
    await fillIn(field('Level 1: per 24 hours'), ' 20000 ');
    await fillIn(field('Level 2: per 24 hours'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'kyc')).toEqual([
        {
          value: {
            limits: [STORED.limits[0], { withdraw24h: '20000', withdraw30d: '50000' }, { withdraw24h: '', withdraw30d: '500000' }, STORED.limits[3]],
            retentionDays: 90,
            documentTypes: STORED.documentTypes,
            selfieRequired: true,
          },
        },
      ]);
    });
  });

  it('refuses level 0 without a limit, and a limit that is not an amount, before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { kyc: STORED } });
    await openForm();
    await fillIn(field('Level 0: per 24 hours'), '');
    await fillIn(field('Level 3: per 30 days'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(formErrors()).toEqual(['An amount such as 100 or 99.50.', 'Enter an amount such as 5000, or leave it empty for no limit.']);
    });
    expect(savesOf(calls, 'kyc')).toEqual([]);
  });

  it('saves what level 2 asks for: the documents accepted, in order, and no selfie', async () => {
    const calls = stubSettingsApi({ settings: { kyc: { ...STORED, documentTypes: ['idCard'] } } });
    await openForm();
    await user.click(documentBox('Driving licence'));
    await user.click(documentBox('Passport'));
    await user.click(selfieSwitch());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'kyc')).toEqual([{ value: { ...STORED, documentTypes: ['passport', 'idCard', 'driverLicence'], selfieRequired: false } }]);
    });
  });

  it('refuses to accept no document at all, before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { kyc: STORED } });
    await openForm();
    for (const name of ['Passport', 'Identity card', 'Driving licence']) await user.click(documentBox(name));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Accept at least one document.')).toBeInTheDocument();
    expect(savesOf(calls, 'kyc')).toEqual([]);
  });
});
