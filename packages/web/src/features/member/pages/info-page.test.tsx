import { API, CODE } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { InfoPage } from './info-page';

const writeText = vi.fn(() => Promise.resolve());

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
  mockServer((call) => (call.path === API.member.getMemberInfo ? { code: CODE.OK, data: DEMO_MEMBER } : { code: CODE.OK }));
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  writeText.mockClear();
});

describe('my/info', () => {
  it('copies the invitation code with a button a keyboard reaches, and says so', async () => {
    renderPage(ROUTE.info, <InfoPage />);
    const copy = await screen.findByRole('button', { name: 'Copy my invitation code MERIDIAN' });

    copy.focus();
    await userEvent.keyboard('{Enter}');

    expect(writeText).toHaveBeenCalledWith('MERIDIAN');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });
});
