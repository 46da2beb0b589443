import { API, CODE, type TMemberInfo } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, type SeenCall } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { PersonalPage } from './personal-page';
import { waitUntil } from '../../../testing/wait-until';

const TRC20_ADDRESS = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';

function server(member: TMemberInfo = DEMO_MEMBER) {
  return mockServer((call) => {
    switch (call.path) {
      case API.member.getMemberInfo:
        return { code: CODE.OK, data: member };
      case API.member.updateInfo:
        return { code: CODE.OK, data: { ...member, ...(call.payload as Partial<TMemberInfo>) } };
      default:
        return { code: CODE.OK };
    }
  });
}

const updates = (calls: SeenCall[]) => calls.filter((call) => call.path === API.member.updateInfo).map((call) => call.payload);

let user = userEvent.setup();

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('personal page', () => {
  it('shows the email and phone without a box to type in, and opens their own page to change or add them', async () => {
    server();
    renderPage(ROUTE.personal, <PersonalPage />);

    expect(await screen.findByTestId('contact-email')).toHaveTextContent(DEMO_MEMBER.email);
    expect(screen.getByTestId('contact-phone')).toHaveTextContent('Not set');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add phone' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change email' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`${ROUTE.contactChange}?kind=email`);
  });

  it('saves the other fields without sending the email or phone', async () => {
    const { calls } = server();
    renderPage(ROUTE.personal, <PersonalPage />);
    await user.type(await screen.findByLabelText('Nickname'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitUntil(() => {
      expect(updates(calls)).toEqual([{ nickname: 'Demo 2' }]);
    });
  });

  it('does not save a USDT address without its network, and says to choose one', async () => {
    const { calls } = server();
    renderPage(ROUTE.personal, <PersonalPage />);
    await user.type(await screen.findByLabelText('USDT address'), TRC20_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please choose the network of your USDT address.')).toBeInTheDocument();
    expect(updates(calls)).toEqual([]);
  });

  it('says there is nothing to save when nothing changed, and sends nothing', async () => {
    const { calls } = server();
    renderPage(ROUTE.personal, <PersonalPage />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Nothing has changed.')).toBeInTheDocument();
    expect(updates(calls)).toEqual([]);
  });

  it('says what is wrong with the address and that its network is missing, at once', async () => {
    const { calls } = server();
    renderPage(ROUTE.personal, <PersonalPage />);
    await user.type(await screen.findByLabelText('USDT address'), 'T123');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please choose the network of your USDT address.')).toBeInTheDocument();
    expect(screen.getByText('The address must be 20-100 characters.')).toBeInTheDocument();
    expect(updates(calls)).toEqual([]);
  });

  it('asks for the network again when the member unselects the saved one, the address kept', async () => {
    const member = { ...DEMO_MEMBER, usdtAddress: TRC20_ADDRESS, network: 'TRC20' };
    useSession.setState({ user: member });
    const { calls } = server(member);
    renderPage(ROUTE.personal, <PersonalPage />);
    await user.click(await screen.findByText('TRC20'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please choose the network of your USDT address.')).toBeInTheDocument();
    expect(updates(calls)).toEqual([]);
  });

  it('saves the address with the network chosen', async () => {
    const { calls } = server();
    renderPage(ROUTE.personal, <PersonalPage />);
    await user.type(await screen.findByLabelText('USDT address'), TRC20_ADDRESS);
    await user.click(screen.getByText('TRC20'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitUntil(() => {
      expect(updates(calls)).toEqual([{ usdtAddress: TRC20_ADDRESS, network: 'TRC20' }]);
    });
  });
});
