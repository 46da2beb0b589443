import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { fillIn, operatorUser } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { CompanyForm } from './settings-forms';

const COMPANY = { companyName: 'Meridian', currency: 'USDT', logo: '', currencyBlankedFor: '' };
const APP = { version: '1.0.0', themeColor: '#0301c5', recordTabEnabled: false, appDownloadUrl: '' };

afterEach(closeComponent);

const user = operatorUser();

describe('the company form', () => {
  it('saves a colour picked in the colour picker as #rrggbb, the form the member app applies', async () => {
    const calls = stubSettingsApi({ settings: { company: COMPANY, app: APP } });
    renderInConsole(<CompanyForm />);
    const name = screen.getByRole('textbox', { name: 'Company name' });
    await waitFor(() => {
      expect(name).toHaveValue('Meridian');
      expect(name).toBeEnabled();
    });
    // The picker opens from the colour it shows; its panel is a tooltip with the hex field.
    await user.click(screen.getByText('#0301C5'));
    await fillIn(within(await screen.findByRole('tooltip')).getByRole('textbox'), 'E5484D');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'app')).toEqual([{ value: { ...APP, themeColor: '#e5484d' } }]);
    });
  });
});
