import '@ant-design/v5-patch-for-react-19';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { buttonLabelled, buttonNamed, chooseFor, fieldWithId, formErrors, press, typeInto } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { settle, waitFor } from '../../testing/test-env';
import { CustomerServiceForm } from './customer-service-form';
import type { CustomerServiceSettings } from './setting-types';

const SERVICE: CustomerServiceSettings = {
  channels: [
    { kind: 'email', label: { 'en-US': 'Email', 'zh-HK': '電郵' }, value: 'support@meridian.local' },
    { kind: 'telegram', label: { 'en-US': 'Telegram' }, value: '@meridian_support' },
  ],
  workingHours: { 'en-US': '09:00-21:00 (UTC+08:00), every day', 'zh-HK': '每日 09:00-21:00（UTC+08:00）' },
};

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeComponent);

const field = (path: string) => fieldWithId(`customer-service_${path}`);
const cardTitles = () => [...document.querySelectorAll('.ant-card-head-title')].map((title) => title.textContent);

async function openForm(): Promise<void> {
  renderInConsole(<CustomerServiceForm />);
  await waitFor(() => document.getElementById('customer-service_channels_1_value') !== null && field('channels_1_value').value === '@meridian_support' && !field('channels_1_value').disabled, 'the stored channels');
}

async function addChannel(kind: string, value: string, label: string): Promise<void> {
  press(buttonNamed('Add a channel'));
  await waitFor(() => document.getElementById('customer-service_channels_2_value') !== null, 'the new channel');
  await chooseFor('customer-service_channels_2_kind', kind);
  typeInto(field('channels_2_value'), value);
  if (label !== '') typeInto(field('channels_2_label_en-US'), label);
}

describe('the customer service form', () => {
  it('shows each channel with its kind, contact and label, and how many languages the label has', async () => {
    stubSettingsApi({ settings: { customerService: SERVICE } });
    await openForm();
    expect(cardTitles()).toEqual(['Channel 1 · Email', 'Channel 2 · Telegram']);
    expect(field('channels_0_value').value).toBe('support@meridian.local');
    expect(document.body.textContent).toContain('Email (2 of 6 languages)');
    expect(document.body.textContent).toContain('Telegram (1 of 6 languages)');
    // A stored channel's label is the support page's to change: no field for it here.
    expect(document.getElementById('customer-service_channels_0_label_en-US')).toBeNull();
  });

  it('saves a changed contact, a new channel first and its English label, keeping the other labels and the hours', async () => {
    const calls = stubSettingsApi({ settings: { customerService: SERVICE } });
    await openForm();
    typeInto(field('channels_1_value'), ' @meridian_help ');
    await addChannel('WhatsApp', '+852 9000 0000', 'WhatsApp us');
    press(buttonLabelled('Move up Channel 3 · WhatsApp'));
    press(buttonNamed('Save'));
    await waitFor(() => savesOf(calls, 'customerService').length === 1, 'the save');
    expect(savesOf(calls, 'customerService')).toEqual([
      {
        value: {
          channels: [
            SERVICE.channels[0],
            { kind: 'whatsapp', label: { 'en-US': 'WhatsApp us' }, value: '+852 9000 0000' },
            { kind: 'telegram', label: { 'en-US': 'Telegram' }, value: '@meridian_help' },
          ],
          workingHours: SERVICE.workingHours,
        },
      },
    ]);
  });

  it('refuses a second channel of a kind, a new channel without its label, and an empty contact, before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { customerService: SERVICE } });
    await openForm();
    typeInto(field('channels_0_value'), '');
    await addChannel('Telegram', '@another', '');
    press(buttonNamed('Save'));
    await waitFor(() => formErrors().length >= 4, 'the refusals');
    // Both Telegram channels are marked: either may be the one to change.
    expect(formErrors()).toEqual(['Required.', 'Used twice in this list: each must be different.', 'Used twice in this list: each must be different.', 'Required.']);
    await settle(100);
    expect(savesOf(calls, 'customerService')).toEqual([]);
  });
});
