import { API, CODE } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, payloadsTo, type ServerAnswer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { UndoContactPage } from './undo-contact-page';

const TOKEN = 'Qm9vdHN0cmFwVG9rZW4xMjM0NTY3OA';

function server(answer: ServerAnswer) {
  return mockServer((call) => (call.path === API.login.undoContactChange ? answer : { code: CODE.OK }));
}

function renderUndoPage(token: string) {
  return renderPage(ROUTE.undoContact, <UndoContactPage />, href(ROUTE.undoContact, { token }));
}

beforeEach(() => {
  resetStores();
  // Signed in on this browser: the undo signs it out too.
  useSession.setState({ token: 'token', refreshToken: 'refresh', user: DEMO_MEMBER });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('undo contact page', () => {
  it('says what undoing does, undoes it, says which address is back, and forgets the ended session', async () => {
    const { calls } = server({ code: CODE.OK, data: { kind: 'email', restored: 'de***@meridian.local' } });
    renderUndoPage(TOKEN);

    expect(screen.getByText(/your old address comes back, every device signed in to your account is signed out, and withdrawals wait 24 hours/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo the change' }));

    expect(await screen.findByText('Your email de***@meridian.local is back.')).toBeInTheDocument();
    expect(screen.getByText('Every device was signed out: reset your password now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset my password' })).toHaveAttribute('href', ROUTE.forgetPassword);
    expect(payloadsTo(calls, API.login.undoContactChange)).toEqual([{ token: TOKEN }]);
    expect(useSession.getState()).toMatchObject({ token: null, refreshToken: null, user: null });
  });

  it('shows the server\'s words for a used or expired link, and keeps the session', async () => {
    server({ code: CODE.CODE_INVALID, msg: 'This link is no longer valid.' });
    renderUndoPage(TOKEN);
    await userEvent.click(screen.getByRole('button', { name: 'Undo the change' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid.');
    expect(useSession.getState().token).toBe('token');
  });

  it('says a link cut short is incomplete, and sends nothing', () => {
    const { calls } = server({ code: CODE.OK });
    renderUndoPage('abc');

    expect(screen.getByText('The link is incomplete. Open it again from the message we sent you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo the change' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
