import { API, CODE, type TEditMemberAddressRequest, type TMemberAddress } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, type SeenCall } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { AddressEditPage } from './address-edit-page';
import { AddressPage } from './address-page';
import { waitUntil } from '../../../testing/wait-until';

function address(id: number, receiver: string, isDefault: boolean): TMemberAddress {
  return { id, receiver, phone: '+85291234567', country: 'Hong Kong', region: '', city: 'Kowloon', detail: `${id} Nathan Road`, postalCode: '', isDefault };
}

/** A server that keeps one member's addresses as the real one does: one default, the default first. */
function addressServer(initial: TMemberAddress[]) {
  let list = initial;
  let nextId = 100;
  const sorted = () => [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const server = mockServer((call) => {
    if (call.path === API.member.getMemberAddress) return { code: CODE.OK, data: { list: sorted() } };
    if (call.path !== API.member.editMemberAddress) return { code: CODE.NOT_FOUND, msg: 'not found' };
    const input = call.payload as TEditMemberAddressRequest;
    if (input.delete === true) {
      list = list.filter((item) => item.id !== input.id);
      return { code: CODE.OK, data: { address: null, list: sorted() } };
    }
    const id = input.id ?? (nextId += 1);
    const makeDefault = input.isDefault === true || list.length === 0;
    const saved: TMemberAddress = { ...address(id, input.receiver, makeDefault), ...input, id, isDefault: makeDefault };
    list = [...list.filter((item) => item.id !== id).map((item) => (makeDefault ? { ...item, isDefault: false } : item)), saved];
    return { code: CODE.OK, data: { address: saved, list: sorted() } };
  });
  return server;
}

const editsOf = (calls: SeenCall[]) => calls.filter((call) => call.path === API.member.editMemberAddress).map((call) => call.payload);

let user = userEvent.setup();
beforeEach(() => {
  user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address list', () => {
  it('making another address the default moves the default mark to it', async () => {
    const { calls } = addressServer([address(1, 'Alice Chan', true), address(2, 'Bob Lee', false)]);
    renderPage(ROUTE.address, <AddressPage />);

    const alice = await screen.findByRole('listitem', { name: 'Address of Alice Chan' });
    const bob = screen.getByRole('listitem', { name: 'Address of Bob Lee' });
    expect(within(alice).getByText('Default')).toBeInTheDocument();
    expect(within(bob).queryByText('Default')).toBeNull();

    await user.click(within(bob).getByRole('button', { name: 'Set as default' }));

    await waitUntil(() => {
      expect(within(screen.getByRole('listitem', { name: 'Address of Bob Lee' })).getByText('Default')).toBeInTheDocument();
    });
    expect(within(screen.getByRole('listitem', { name: 'Address of Alice Chan' })).queryByText('Default')).toBeNull();
    // The whole address is sent back with the flag: the server's save call replaces every field.
    expect(editsOf(calls)).toEqual([{ ...address(2, 'Bob Lee', true) }]);
  });

  it('deletes an address only after the member confirms', async () => {
    const { calls } = addressServer([address(1, 'Alice Chan', true), address(2, 'Bob Lee', false)]);
    renderPage(ROUTE.address, <AddressPage />);
    const bob = await screen.findByRole('listitem', { name: 'Address of Bob Lee' });

    await user.click(within(bob).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(editsOf(calls)).toEqual([]);

    await user.click(within(bob).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitUntil(() => {
      expect(screen.queryByRole('listitem', { name: 'Address of Bob Lee' })).toBeNull();
    });
    expect(editsOf(calls)).toEqual([{ id: 2, delete: true }]);
  });

  it('says so when there is no address yet', async () => {
    addressServer([]);
    renderPage(ROUTE.address, <AddressPage />);
    expect(await screen.findByText('No addresses yet')).toBeInTheDocument();
  });
});

describe('address form', () => {
  it('refuses what the server would refuse, with the protocol’s messages, and sends nothing', async () => {
    const { calls } = addressServer([]);
    renderPage(ROUTE.addressEdit, <AddressEditPage />);

    await user.type(await screen.findByLabelText('Phone number'), '12-34');
    await user.type(screen.getByLabelText('Street address'), 'abc');
    await user.type(screen.getByLabelText('Postal code'), 'W1#');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText("The receiver's name must be 1-50 characters.")).toBeInTheDocument();
    expect(screen.getByText('Please enter the correct mobile number')).toBeInTheDocument();
    expect(screen.getByText('The detailed address must be 4-200 characters.')).toBeInTheDocument();
    expect(screen.getByText('The postal code may have up to 12 letters, digits, spaces or hyphens.')).toBeInTheDocument();
    expect(editsOf(calls)).toEqual([]);
  });

  it('saves a new address (the first is the default) and goes back', async () => {
    const { calls } = addressServer([]);
    const { router } = renderPage(ROUTE.addressEdit, <AddressEditPage />);

    await user.type(await screen.findByLabelText('Receiver'), '  Alice Chan ');
    await user.type(screen.getByLabelText('Phone number'), '+85291234567');
    await user.type(screen.getByLabelText('City'), 'Kowloon');
    await user.type(screen.getByLabelText('Street address'), '1 Nathan Road');
    expect(screen.getByText('Your first address is always the default.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Use as my default address' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    await waitUntil(() => {
      expect(editsOf(calls)).toHaveLength(1);
    });
    expect(editsOf(calls)[0]).toEqual({
      receiver: 'Alice Chan',
      phone: '+85291234567',
      country: '',
      region: '',
      city: 'Kowloon',
      detail: '1 Nathan Road',
      postalCode: '',
      isDefault: true,
    });
    // Landed here directly: back means home.
    await waitUntil(() => {
      expect(router.state.location.pathname).toBe(ROUTE.home);
    });
  });

  it('edits the member’s own address named in the query and can make it the default', async () => {
    const { calls } = addressServer([address(1, 'Alice Chan', true), address(2, 'Bob Lee', false)]);
    renderPage(ROUTE.addressEdit, <AddressEditPage />, `${ROUTE.addressEdit}?id=2`);
    const receiver = await screen.findByLabelText('Receiver');
    expect(receiver).toHaveValue('Bob Lee');
    await user.clear(receiver);
    await user.type(receiver, 'Bob Lee Jr');
    await user.click(screen.getByRole('switch', { name: 'Use as my default address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitUntil(() => {
      expect(editsOf(calls)).toEqual([{ ...address(2, 'Bob Lee Jr', true) }]);
    });
  });

  it('shows that an address is not found rather than an empty form', async () => {
    addressServer([address(1, 'Alice Chan', true)]);
    renderPage(ROUTE.addressEdit, <AddressEditPage />, `${ROUTE.addressEdit}?id=99`);
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
  });
});
