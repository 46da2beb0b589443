import { API, CODE, type TLetter } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { ROUTE, href } from '../../config/routes';
import { useSession } from '../../lib/session-store';
import { mockServer } from '../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { resetStores } from '../../testing/reset-stores';
import { LetterList } from './components/letter-list';
import { LetterDetailPage } from './pages/letter-detail-page';
import { showUnreadLetter } from './show-unread-letter';

/**
 * A letter carries the member's anti-phishing code beside its text (issue 36): the inbox, the
 * launch popup and the letter show the code where the member checks it, and the letter's first
 * words still show, never replaced by the code.
 */
const LETTER: TLetter = {
  id: 41,
  title: 'Your withdrawal was paid',
  content: '<p>We paid <b>120.00 USDT</b> to your card ending 7890.</p>',
  createdAt: Date.UTC(2031, 4, 4),
  isRead: false,
  antiPhishingCode: 'Blue Fox 42',
};

const WITHOUT_CODE: TLetter = { id: 40, title: 'Welcome to Meridian', content: '<p>Glad you are here.</p>', createdAt: Date.UTC(2031, 4, 3), isRead: true };

function server(letters: TLetter[] = [LETTER]) {
  return mockServer((call) => {
    const payload = call.payload as { id?: number };
    switch (call.path) {
      case API.member.getLetterPage:
        return { code: CODE.OK, data: { list: letters, total: letters.length, page: 1, pageSize: 20 } };
      case API.member.getLetterUnReadLast:
        return { code: CODE.OK, data: letters[0] ?? null };
      case API.member.getLetterUnReadNum:
        return { code: CODE.OK, data: { count: 1 } };
      case API.member.getLetterInfo:
        return { code: CODE.OK, data: letters.find((letter) => letter.id === payload.id) };
      case API.member.readLetterInfo:
        return { code: CODE.OK, data: { ok: true, unreadCount: 0 } };
      default:
        return { code: CODE.OK };
    }
  });
}

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a letter's anti-phishing code", () => {
  it('shows under the first words of each letter in the inbox, which stay in view', async () => {
    server([LETTER, WITHOUT_CODE]);
    renderPage(ROUTE.noticeList, <LetterList />);

    const [first, second] = (await screen.findAllByRole('listitem')).map((row) => within(row));
    expect(first?.getByText('We paid 120.00 USDT to your card ending 7890.')).toBeInTheDocument();
    expect(first?.getByText('Your anti-phishing code: Blue Fox 42')).toBeInTheDocument();
    // A member without a code sees the text alone.
    expect(second?.getByText('Glad you are here.')).toBeInTheDocument();
    expect(second?.queryByTestId('letter-anti-phishing-code')).not.toBeInTheDocument();
  });

  it('shows in the launch popup above the letter’s first words', async () => {
    server();
    await showUnreadLetter(createQueryClient());

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Your anti-phishing code: Blue Fox 42')).toBeInTheDocument();
    expect(dialog.getByText('We paid 120.00 USDT to your ca…')).toBeInTheDocument();
  });

  it('opens the letter itself, above its text', async () => {
    server();
    renderPage(ROUTE.dialogDetail, <LetterDetailPage id={41} />, href(ROUTE.dialogDetail, { id: 41 }));

    const article = within(await screen.findByRole('article'));
    expect(article.getByText('Your anti-phishing code: Blue Fox 42')).toBeInTheDocument();
    expect(article.getByText('120.00 USDT')).toBeInTheDocument();
  });
});
