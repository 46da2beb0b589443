import { API, CODE, type TLetter } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { useSession } from '../lib/session-store';
import { mockServer } from '../testing/envelope-fetch';
import { DEMO_MEMBER } from '../testing/fixtures';
import { resetStores } from '../testing/reset-stores';
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
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.some((call) => call.path === API.member.getLetterUnReadLast)).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
