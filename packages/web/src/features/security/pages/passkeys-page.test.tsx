import { API, CODE, type TPasskey, type TPasskeyCredential } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { PasskeyCeremonyError } from '../../../lib/passkey-browser';
import { useSession } from '../../../lib/session-store';
import { mockServer, payloadsTo } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { PasskeysPage } from './passkeys-page';

// happy-dom has no WebAuthn: the browser's part is this module, stood in for here.
const browser = vi.hoisted(() => ({ createPasskey: vi.fn() }));
vi.mock('../../../lib/passkey-browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/passkey-browser')>()),
  canUsePasskeys: () => true,
  createPasskey: browser.createPasskey,
}));

const NOW = Date.UTC(2026, 2, 5, 6, 0);
const PHONE: TPasskey = { id: 4, name: 'My phone', createdAt: NOW, lastUsedAt: null };
const CREDENTIAL: TPasskeyCredential = { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AA' }, clientExtensionResults: {} };

function server() {
  let list = [PHONE];
  return mockServer((call) => {
    switch (call.path) {
      case API.security.getPasskeys:
        return { code: CODE.OK, data: { list } };
      case API.security.beginPasskeyRegistration:
        return { code: CODE.OK, data: { challenge: 'c1' } };
      case API.security.finishPasskeyRegistration: {
        const added = { id: 5, name: 'Work laptop', createdAt: NOW, lastUsedAt: null };
        list = [...list, added];
        return { code: CODE.OK, data: added };
      }
      case API.security.renamePasskey:
        list = list.map((passkey) => ({ ...passkey, name: 'Old phone' }));
        return { code: CODE.OK, data: { ok: true } };
      case API.security.removePasskey:
        list = [];
        return { code: CODE.OK, data: { ok: true } };
      default:
        return { code: CODE.OK, data: { ok: true } };
    }
  });
}

let user = userEvent.setup();

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  browser.createPasskey.mockReset();
  useSession.setState({ token: 'token', user: { ...DEMO_MEMBER, timeZone: '+08:00' } });
});

describe('passkeys page', () => {
  it('adds a passkey under the name given, with the browser’s credential', async () => {
    const { calls } = server();
    browser.createPasskey.mockResolvedValue(CREDENTIAL);
    renderPage(ROUTE.passkeys, <PasskeysPage />);
    expect(await screen.findByText('My phone')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByText('Give the passkey a name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Passkey name'), 'Work laptop');
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();
    expect(browser.createPasskey).toHaveBeenCalledWith({ challenge: 'c1' });
    expect(payloadsTo(calls, API.security.finishPasskeyRegistration)).toEqual([{ name: 'Work laptop', credential: CREDENTIAL }]);
  });

  it('says so when the browser makes no passkey, and sends nothing', async () => {
    const { calls } = server();
    browser.createPasskey.mockRejectedValue(new PasskeyCeremonyError(new Error('NotAllowedError')));
    renderPage(ROUTE.passkeys, <PasskeysPage />);
    await user.type(await screen.findByLabelText('Passkey name'), 'Tablet');
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByText(/No passkey was used/)).toBeInTheDocument();
    expect(payloadsTo(calls, API.security.finishPasskeyRegistration)).toEqual([]);
  });

  it('renames a passkey in place and removes one after confirming', async () => {
    const { calls } = server();
    renderPage(ROUTE.passkeys, <PasskeysPage />);
    const row = await screen.findByTestId('passkey');
    expect(within(row).getByText(/not used yet/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Rename' }));
    const input = within(row).getByRole('textbox');
    await user.clear(input);
    await user.type(input, 'Old phone');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Old phone')).toBeInTheDocument();
    expect(payloadsTo(calls, API.security.renamePasskey)).toEqual([{ id: 4, name: 'Old phone' }]);

    await user.click(within(await screen.findByTestId('passkey')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Remove the passkey “Old phone”/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.security.removePasskey)).toEqual([{ id: 4 }]);
  });
});
