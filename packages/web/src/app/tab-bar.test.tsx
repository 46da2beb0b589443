import { API, CODE } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../config/routes';
import { useSession } from '../lib/session-store';
import { mockServer } from '../testing/envelope-fetch';
import { renderPage } from '../testing/render-page';
import { resetStores } from '../testing/reset-stores';
import { AppTabBar } from './tab-bar';

function server(count: number) {
  return mockServer((call) => (call.path === API.member.getLetterUnReadNum ? { code: CODE.OK, data: { count } } : { code: CODE.OK }));
}

beforeEach(() => {
  resetStores();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tab bar', () => {
  it('shows a logged-in member’s unread letters on the my tab', async () => {
    useSession.setState({ token: 'token' });
    server(3);
    const { container } = renderPage(ROUTE.home, <AppTabBar active="home" recordTab={false} />);

    expect(await screen.findByText('3 unread letters')).toBeInTheDocument();
    const badge = container.querySelector('.adm-badge');
    expect(badge?.closest('.adm-tab-bar-item')).toHaveTextContent('My');
  });

  it('shows 99+ for a very full inbox', async () => {
    useSession.setState({ token: 'token' });
    server(120);
    renderPage(ROUTE.home, <AppTabBar active="home" recordTab={false} />);
    expect(await screen.findByText('99+')).toBeInTheDocument();
  });

  it('shows no badge with nothing unread, and asks nothing for a visitor', () => {
    const { calls } = server(0);
    const { container, queryClient } = renderPage(ROUTE.home, <AppTabBar active="home" recordTab={false} />);
    // Drawn and its effects run (render() is act()): a count it asked for would be on its way now.
    expect(screen.getByText('My')).toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toEqual([]);
    expect(container.querySelector('.adm-badge')).toBeNull();
  });
});
