import { API, CODE, type TLetter } from '@meridian/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { registerNavigator } from '../../api/navigator';
import { ROUTE, href } from '../../config/routes';
import { useSession } from '../../lib/session-store';
import { drawnAfter } from '../../testing/drawn-after';
import { mockServer } from '../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../testing/fixtures';
import { resetStores } from '../../testing/reset-stores';
import { showUnreadLetter } from './show-unread-letter';
import { waitUntil } from '../../testing/wait-until';

const LETTER: TLetter = {
  id: 31,
  title: 'Your deposit arrived',
  content: '<p>We credited <b>500.00 USDT</b> to your balance &amp; you can trade now.</p>',
  createdAt: Date.UTC(2031, 4, 4),
  isRead: false,
};

const navigate = vi.fn<(to: string) => void>();

let last: TLetter | null = LETTER;

function server() {
  return mockServer((call) => {
    if (call.path === API.member.getLetterUnReadLast) return { code: CODE.OK, data: last };
    if (call.path === API.member.getLetterUnReadNum) return { code: CODE.OK, data: { count: last === null ? 0 : 2 } };
    return { code: CODE.OK };
  });
}

/** Cancel, and wait until the dialog has gone. */
async function closeWithCancel(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitUntil(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
}

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
  last = LETTER;
  navigate.mockReset();
  registerNavigator((to) => {
    navigate(to);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the unread letter popup', () => {
  it('shows the newest unread letter: title, text cut to 30 characters, cancel and read', async () => {
    server();
    await showUnreadLetter(createQueryClient());

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your deposit arrived')).toBeInTheDocument();
    expect(within(dialog).getByText('We credited 500.00 USDT to you…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Read' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith(href(ROUTE.dialogDetail, { id: 31 }));
  });

  it('opens nothing on cancel', async () => {
    server();
    await showUnreadLetter(createQueryClient());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('pops the same letter up once, across launches', async () => {
    server();
    const queryClient = createQueryClient();
    await showUnreadLetter(queryClient);
    await closeWithCancel();

    await drawnAfter(() => showUnreadLetter(queryClient));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pops up a newer letter after an older one did', async () => {
    server();
    const queryClient = createQueryClient();
    await showUnreadLetter(queryClient);
    await closeWithCancel();

    last = { ...LETTER, id: 32, title: 'Your withdrawal was paid' };
    await showUnreadLetter(queryClient);
    expect(within(await screen.findByRole('dialog')).getByText('Your withdrawal was paid')).toBeInTheDocument();
  });

  it('pops a letter up for each member who shares the device', async () => {
    server();
    await showUnreadLetter(createQueryClient());
    await closeWithCancel();

    useSession.setState({ user: { ...DEMO_MEMBER, id: 8 } });
    await showUnreadLetter(createQueryClient());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows nothing when every letter is read', async () => {
    last = null;
    const { calls } = server();
    await showUnreadLetter(createQueryClient());
    expect(calls.some((call) => call.path === API.member.getLetterUnReadLast)).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refreshes the unread count at the same time', async () => {
    server();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['member', 'letters', 'unread'], { count: 0 });
    await showUnreadLetter(queryClient);
    expect(queryClient.getQueryState(['member', 'letters', 'unread'])?.isInvalidated).toBe(true);
  });
});
