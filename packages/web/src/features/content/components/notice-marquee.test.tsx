import { API, CODE, type TNotice } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { mockServer } from '../../../testing/envelope-fetch';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { MARQUEE_NOTICE_COUNT, NoticeMarquee } from './notice-marquee';
import { waitUntil } from '../../../testing/wait-until';

const notice = (id: number, title: string): TNotice => ({ id, title, content: `<p>${title}</p>`, createdAt: 1_767_000_000_000 - id });

function server(list: TNotice[]) {
  return mockServer((call) =>
    call.path === API.common.pageNotice ? { code: CODE.OK, data: { list, total: list.length, page: 1, pageSize: MARQUEE_NOTICE_COUNT } } : { code: CODE.OK },
  );
}

beforeEach(() => {
  resetStores();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notice marquee', () => {
  it('scrolls the titles of the newest notices, asking for one short page', async () => {
    const { calls } = server([notice(2, 'Keep your account safe'), notice(1, 'Welcome to Meridian')]);
    renderPage(ROUTE.home, <NoticeMarquee />);

    expect(await screen.findByText('Keep your account safe')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Meridian')).toBeInTheDocument();
    expect(calls.find((call) => call.path === API.common.pageNotice)?.payload).toEqual({ page: 1, pageSize: MARQUEE_NOTICE_COUNT });
  });

  it('stands still, over as many lines as the titles need, for a member who asked for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    server([notice(2, 'Keep your account safe'), notice(1, 'Welcome to Meridian')]);
    const { container } = renderPage(ROUTE.home, <NoticeMarquee />);

    expect(await screen.findByRole('button', { name: 'Welcome to Meridian' })).toBeInTheDocument();
    expect(container.querySelector('.adm-notice-bar')).toHaveClass('adm-notice-bar-wrap');
  });

  it('scrolls for a member who did not ask for less motion', async () => {
    server([notice(1, 'Welcome to Meridian')]);
    const { container } = renderPage(ROUTE.home, <NoticeMarquee />);

    await screen.findByText('Welcome to Meridian');
    expect(container.querySelector('.adm-notice-bar')).not.toHaveClass('adm-notice-bar-wrap');
  });

  it('opens the tapped notice', async () => {
    server([notice(2, 'Keep your account safe'), notice(1, 'Welcome to Meridian')]);
    renderPage(ROUTE.home, <NoticeMarquee />);

    await userEvent.click(await screen.findByRole('button', { name: 'Welcome to Meridian' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`${ROUTE.noticeDetail}?id=1`);
  });

  it('opens the notice list when tapped beside the titles', async () => {
    server([notice(1, 'Welcome to Meridian')]);
    const { container } = renderPage(ROUTE.home, <NoticeMarquee />);

    await screen.findByText('Welcome to Meridian');
    const more = container.querySelector('.adm-notice-bar-right');
    if (more === null) throw new Error('the bar has no arrow');
    await userEvent.click(more);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.noticeList);
  });

  it('holds its place while the notices load, then shows them there', async () => {
    server([notice(1, 'Welcome to Meridian')]);
    renderPage(ROUTE.home, <NoticeMarquee />);

    // The placeholder keeps the page below from jumping when the bar arrives (layout shift).
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome to Meridian')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('takes no room when there is no notice', async () => {
    const { calls } = server([]);
    const { container } = renderPage(ROUTE.home, <NoticeMarquee />);

    await waitUntil(() => {
      expect(calls).toHaveLength(1);
    });
    await waitUntil(() => {
      expect(screen.queryByRole('status')).toBeNull();
    });
    expect(container.querySelector('.adm-notice-bar')).toBeNull();
  });
});
