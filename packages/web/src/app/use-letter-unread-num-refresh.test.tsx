import { API, CODE } from '@meridian/protocol';
import { act, screen } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LETTER_UNREAD_NUM_KEY, useLetterUnReadNum } from '../features/letter/api/get-letter-unread-num';
import { useSession } from '../lib/session-store';
import { mockServer } from '../testing/envelope-fetch';
import { renderRoutes } from '../testing/render-page';
import { resetStores } from '../testing/reset-stores';
import { useLetterUnReadNumRefresh } from './use-letter-unread-num-refresh';
import { waitUntil } from '../testing/wait-until';

/** The layout as the app has it: the badge stays on screen while the pages under it change. */
function Layout() {
  useLetterUnReadNumRefresh();
  const unread = useLetterUnReadNum();
  return (
    <>
      <p data-testid="badge">{unread}</p>
      <Outlet />
    </>
  );
}

let unreadLetters = 0;

beforeEach(() => {
  resetStores();
  unreadLetters = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unread letter badge', () => {
  it('asks again at every change of page, so a letter sent meanwhile shows', async () => {
    useSession.setState({ token: 'a' });
    const { calls } = mockServer(({ path }) => (path === API.member.getLetterUnReadNum ? { code: CODE.OK, data: { count: unreadLetters } } : { code: CODE.NOT_FOUND, msg: 'not found' }));
    const { router, queryClient } = renderRoutes(
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={null} />
        </Route>
      </Routes>,
      ['/'],
    );
    const asked = () => calls.filter((call) => call.path === API.member.getLetterUnReadNum).length;
    // The first answer has landed: the next count must be asked for, not this one's call reused.
    await waitUntil(() => {
      expect(queryClient.getQueryState(LETTER_UNREAD_NUM_KEY)).toMatchObject({ status: 'success', fetchStatus: 'idle' });
    });
    expect(asked()).toBe(1);
    expect(screen.getByTestId('badge')).toHaveTextContent('0');

    // The operator's letter-send: stored, no push.
    unreadLetters = 1;
    await act(() => router.navigate('/pages/market/market'));

    await waitUntil(() => {
      expect(screen.getByTestId('badge')).toHaveTextContent('1');
    });
    expect(asked()).toBe(2);
  });
});
