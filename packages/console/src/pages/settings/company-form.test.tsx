import '@ant-design/v5-patch-for-react-19';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { buttonNamed, fieldWithId, press, typeInto } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { waitFor } from '../../testing/test-env';
import { CompanyForm } from './settings-forms';

const COMPANY = { companyName: 'Meridian', currency: 'USDT', logo: '', currencyBlankedFor: '' };
const APP = { version: '1.0.0', themeColor: '#0301c5', recordTabEnabled: false, appDownloadUrl: '' };

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeComponent);

describe('the company form', () => {
  it('saves a colour picked in the colour picker as #rrggbb, the form the member app applies', async () => {
    const calls = stubSettingsApi({ settings: { company: COMPANY, app: APP } });
    renderInConsole(<CompanyForm />);
    await waitFor(() => fieldWithId('company_companyName').value === 'Meridian' && !fieldWithId('company_companyName').disabled, 'the stored settings');
    const trigger = document.querySelector<HTMLElement>('.ant-color-picker-trigger');
    if (trigger === null) throw new Error('no colour picker');
    press(trigger);
    await waitFor(() => document.querySelector('.ant-color-picker-hex-input input') !== null, 'the picker');
    const hex = document.querySelector<HTMLInputElement>('.ant-color-picker-hex-input input');
    if (hex === null) throw new Error('no hex input');
    typeInto(hex, 'E5484D');
    press(buttonNamed('Save'));
    await waitFor(() => savesOf(calls, 'app').length === 1, 'the save');
    expect(savesOf(calls, 'app')).toEqual([{ value: { ...APP, themeColor: '#e5484d' } }]);
  });
});
