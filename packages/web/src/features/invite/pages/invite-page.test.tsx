import { API, CODE, type TGetInviteInfoResponse } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useConfig } from '../../../lib/config-store';
import { useSession } from '../../../lib/session-store';
import { mockServer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { InvitePage } from './invite-page';

const INVITE: TGetInviteInfoResponse = {
  inviteCode: 'MERIDIAN',
  inviteLink: 'http://localhost:8080/#/pages/login/register?code=MERIDIAN',
  directCount: 3,
  teamCount: 5,
  commissionTotal: '12.5',
  currency: 'USDT',
};

function server(answer: { code: number; data?: unknown } = { code: CODE.OK, data: INVITE }) {
  return mockServer((call) => (call.path === API.agent.getInviteInfo ? answer : { code: CODE.OK }));
}

let user = userEvent.setup();
const writeText = vi.fn((text: string) => Promise.resolve(text).then(() => undefined));

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
  useConfig.setState({ companyConfig: { companyName: 'Meridian', currency: 'USDT', logo: '', currencyBlankedFor: '' } });
  writeText.mockClear();
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('invite page', () => {
  it('shows the code, the link as a QR code, and how the team stands', async () => {
    server();
    renderPage(ROUTE.invite, <InvitePage />);

    expect(await screen.findByTestId('invite-code')).toHaveTextContent('MERIDIAN');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(INVITE.inviteLink);
    const qr = await screen.findByRole('img', { name: 'QR code of your invite link' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('invite-direct-count')).toHaveTextContent('3');
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByText('12.50')).toBeInTheDocument();
  });

  it('copies the code and the link, each with the copied message', async () => {
    server();
    renderPage(ROUTE.invite, <InvitePage />);

    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('MERIDIAN');
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(INVITE.inviteLink);
  });

  it('shares the link with the company and the code in the text', async () => {
    const share = vi.fn((data: ShareData) => Promise.resolve(data).then(() => undefined));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      server();
      renderPage(ROUTE.invite, <InvitePage />);
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledExactlyOnceWith({
        title: 'Join me on Meridian',
        text: 'Sign up on Meridian with my invite code MERIDIAN',
        url: INVITE.inviteLink,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('opens the team page', async () => {
    server();
    renderPage(ROUTE.invite, <InvitePage />);
    await user.click(await screen.findByRole('button', { name: 'View team and report' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.teamRecord);
  });

  it('offers a retry when the call fails', async () => {
    server({ code: CODE.SERVER_ERROR });
    renderPage(ROUTE.invite, <InvitePage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTestId('invite-code')).not.toBeInTheDocument();
  });
});
