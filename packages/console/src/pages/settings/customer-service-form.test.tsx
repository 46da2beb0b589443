import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeComponent, renderInConsole } from '../../testing/console-component';
import { fillIn, formErrors, nth, operatorUser, pick } from '../../testing/console-screen';
import { savesOf, stubSettingsApi } from '../../testing/settings-api';
import { CustomerServiceForm } from './customer-service-form';
import type { TCustomerServiceSettings } from '@meridian/protocol';

const SERVICE: TCustomerServiceSettings = {
  channels: [
    { kind: 'email', label: { 'en-US': 'Email', 'zh-HK': '電郵' }, value: 'support@meridian.local' },
    { kind: 'telegram', label: { 'en-US': 'Telegram' }, value: '@meridian_support' },
  ],
  workingHours: { 'en-US': '09:00-21:00 (UTC+08:00), every day', 'zh-HK': '每日 09:00-21:00（UTC+08:00）' },
  schedule: { days: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '21:00', utcOffset: '+08:00' },
};

afterEach(closeComponent);

const user = operatorUser();
/** The `index`th channel's contact (from 0): each channel's card has the same fields. */
const contact = (index: number) => nth(screen.getAllByRole('textbox', { name: 'Contact' }), index);
/** Each card's title, as its Remove button names it. */
const cardTitles = () => screen.getAllByRole('button', { name: /^Remove / }).map((remove) => remove.getAttribute('aria-label')?.replace(/^Remove /, ''));

async function openForm(): Promise<void> {
  renderInConsole(<CustomerServiceForm />);
  // Loaded, and open to this role (the access check answers on its own time).
  await waitFor(() => {
    expect(contact(1)).toHaveValue('@meridian_support');
    expect(contact(1)).toBeEnabled();
  });
}

async function addChannel(kind: string, value: string, label: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: /Add a channel/ }));
  await waitFor(() => {
    expect(screen.getAllByRole('textbox', { name: 'Contact' })).toHaveLength(3);
  });
  await pick(nth(screen.getAllByRole('combobox', { name: 'Kind' }), 2), kind);
  await fillIn(contact(2), value);
  if (label !== '') await fillIn(screen.getByRole('textbox', { name: 'Label in English (en-US)' }), label);
}

describe('the customer service form', () => {
  it('shows each channel with its kind, contact and label, and how many languages the label has', async () => {
    stubSettingsApi({ settings: { customerService: SERVICE } });
    await openForm();
    expect(cardTitles()).toEqual(['Channel 1 · Email', 'Channel 2 · Telegram']);
    expect(contact(0)).toHaveValue('support@meridian.local');
    // Each stored label beside how many languages it has.
    expect(screen.getByText('(2 of 6 languages)').parentElement).toHaveTextContent('Email (2 of 6 languages)');
    expect(screen.getByText('(1 of 6 languages)').parentElement).toHaveTextContent('Telegram (1 of 6 languages)');
    // A stored channel's label is the support page's to change: no field for it here.
    expect(screen.queryByRole('textbox', { name: 'Label in English (en-US)' })).not.toBeInTheDocument();
  });

  it('saves a changed contact, a new channel first and its English label, keeping the other labels and the hours', async () => {
    const calls = stubSettingsApi({ settings: { customerService: SERVICE } });
    await openForm();
    await fillIn(contact(1), ' @meridian_help ');
    await addChannel('WhatsApp', '+852 9000 0000', 'WhatsApp us');
    await user.click(screen.getByRole('button', { name: 'Move up Channel 3 · WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(savesOf(calls, 'customerService')).toHaveLength(1);
    });
    expect(savesOf(calls, 'customerService')).toEqual([
      {
        value: {
          channels: [
            SERVICE.channels[0],
            { kind: 'whatsapp', label: { 'en-US': 'WhatsApp us' }, value: '+852 9000 0000' },
            { kind: 'telegram', label: { 'en-US': 'Telegram' }, value: '@meridian_help' },
          ],
          workingHours: SERVICE.workingHours,
          // Kept as stored: the form does not show it.
          schedule: SERVICE.schedule,
        },
      },
    ]);
  });

  it('refuses a second channel of a kind, a new channel without its label, and an empty contact, before sending anything', async () => {
    const calls = stubSettingsApi({ settings: { customerService: SERVICE } });
    await openForm();
    await fillIn(contact(0), '');
    await addChannel('Telegram', '@another', '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Both Telegram channels are marked: either may be the one to change.
    await waitFor(() => {
      expect(formErrors()).toEqual(['Required.', 'Used twice in this list: each must be different.', 'Used twice in this list: each must be different.', 'Required.']);
    });
    expect(savesOf(calls, 'customerService')).toEqual([]);
  });
});
