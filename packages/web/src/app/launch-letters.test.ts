import { API, CODE, type TLetter } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { getLetterUnReadNum } from '../features/letter/api/get-letter-unread-num';
import { handleNoticePopupPush } from '../features/notice-popup/show-notice-popup';
import { useSession } from '../lib/session-store';
import { mockServer } from '../testing/envelope-fetch';
import { drawnAfter } from '../testing/drawn-after';
import { DEMO_MEMBER } from '../testing/fixtures';
import { resetStores } from '../testing/reset-stores';
import { waitUntil } from '../testing/wait-until';
import { launch } from './launch';

vi.mock('../api/live-channel', () => ({ startLiveChannel: () => () => undefined }));

const LETTER: TLetter = { id: 5, title: 'Welcome aboard', content: '<p>Hello</p>', createdAt: 0, isRead: false };
let stop: (() => void) | null = null;

function server() {
  return mockServer(({ path }) => {
    switch (path) {
      case API.member.getLetterUnReadLast:
        return { code: CODE.OK, data: LETTER };
      case API.member.getLetterUnReadNum:
        return { code: CODE.OK, data: { count: 1 } };
      default:
        return { code: CODE.NOT_FOUND, msg: 'not found' };
    }
  });
}

beforeEach(() => {
  resetStores();
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.unstubAllGlobals();
});

describe('letters at launch', () => {
  it('pops up the newest unread letter when a member launches the app', async () => {
    useSession.setState({ token: 'a' });
    server();
    stop = launch(createQueryClient());
    expect(within(await screen.findByRole('dialog')).getByText('Welcome aboard')).toBeInTheDocument();
  });

  it('asks nothing for a visitor, nor when they log in (the popup belongs to launch)', async () => {
    const { calls } = server();
    stop = launch(createQueryClient());
    useSession.getState().signIn({ accessToken: 'a', accessExpiresAt: 0, refreshToken: 'r', refreshExpiresAt: 0 }, DEMO_MEMBER);
    // A call made after the sign-in has been answered: one the sign-in set off went out before it.
    await getLetterUnReadNum();
    expect(calls.map((call) => call.path)).toContain(API.member.getLetterUnReadNum);
    expect(calls.some((call) => call.path === API.member.getLetterUnReadLast)).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the dialogs of a launch', () => {
  it('show one at a time: a popup pushed while the unread letter is open waits until the letter is closed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    useSession.setState({ token: 'a' });
    server();
    stop = launch(createQueryClient());
    const letter = await screen.findByRole('dialog');
    expect(within(letter).getByText('Welcome aboard')).toBeInTheDocument();

    await drawnAfter(() => {
      handleNoticePopupPush({ title: 'Weekend bonus', content: 'Double commission' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('Weekend bonus')).not.toBeInTheDocument();

    await user.click(within(letter).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Weekend bonus')).toBeInTheDocument();
    await waitUntil(() => {
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
    });
  });
});
