import { API, CODE } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { mockServer, type SeenCall } from '../../../testing/envelope-fetch';
import { renderPage } from '../../../testing/render-page';
import { HelpDetailPage } from './help-detail-page';
import { HelpPage } from './help-page';

const ARTICLES = [
  { id: 7, code: 'help_deposit', title: 'How do I deposit?', type: 'help' },
  { id: 8, code: 'help_withdraw', title: 'Withdrawal fees and limits', type: 'help' },
];

function server() {
  return mockServer(({ path, payload }) => {
    if (path === API.common.getExplainList) return { code: CODE.OK, data: { list: ARTICLES } };
    if (path === API.common.getExplainInfo) {
      const { id } = payload as { id: number };
      const article = ARTICLES.find((item) => item.id === id);
      return article === undefined
        ? { code: CODE.NOT_FOUND, msg: 'This document does not exist.' }
        : { code: CODE.OK, data: { ...article, content: '<p>Open <b>Deposit</b>.</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">' } };
    }
    return { code: CODE.NOT_FOUND, msg: 'not found' };
  });
}

const payloadsTo = (calls: SeenCall[], path: string) => calls.filter((call) => call.path === path).map((call) => call.payload);

let user = userEvent.setup();
beforeEach(() => {
  user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('help centre', () => {
  it('lists the help articles only, filters them by title and opens one', async () => {
    const { calls } = server();
    const { router } = renderPage(ROUTE.help, <HelpPage />);
    expect(await screen.findByRole('button', { name: 'How do I deposit?' })).toBeInTheDocument();
    expect(payloadsTo(calls, API.common.getExplainList)).toEqual([{ type: 'help' }]);

    await user.type(screen.getByRole('searchbox'), 'fees');
    expect(screen.queryByRole('button', { name: 'How do I deposit?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdrawal fees and limits' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${ROUTE.helpDetail}?id=8`);
  });

  it('shows an article with its markup made safe', async () => {
    server();
    renderPage(ROUTE.helpDetail, <HelpDetailPage />, `${ROUTE.helpDetail}?id=7`);
    expect(await screen.findByRole('heading', { name: 'How do I deposit?' })).toBeInTheDocument();
    expect(screen.getByText('Deposit').tagName).toBe('B');
    expect(document.querySelector('script, img')).toBeNull();
  });

  it('says an article is gone instead of offering a retry', async () => {
    server();
    renderPage(ROUTE.helpDetail, <HelpDetailPage />, `${ROUTE.helpDetail}?id=99`);
    expect(await screen.findByText('Article not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
