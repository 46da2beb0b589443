import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator } from '../../api/navigator';
import { ROUTE } from '../../config/routes';
import { useSession } from '../../lib/session-store';
import { DEMO_MEMBER } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { resetStores } from '../../testing/reset-stores';
import { useNoticePopup } from './notice-popup-store';
import { DialogDetailPage } from './pages/dialog-detail-page';
import { handleNoticePopupPush } from './show-notice-popup';
import { waitUntil } from '../../testing/wait-until';

const LONG_HTML = '<h2>Weekend bonus</h2><p>Every deposit made on Saturday &amp; Sunday earns <b>double</b> points.</p><script>window.hacked = true</script>';
const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  resetStores();
  useNoticePopup.setState({ lastPopup: null });
  navigate.mockReset();
  registerNavigator((to) => {
    navigate(to);
  });
});

describe('notice popup push', () => {
  it('shows the title and the text cut to 30 characters, with cancel and view', async () => {
    handleNoticePopupPush({ id: 7, title: 'Weekend bonus', content: LONG_HTML });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Weekend bonus')).toBeInTheDocument();
    expect(within(dialog).getByText('Weekend bonus Every deposit ma…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View' })).toBeInTheDocument();
  });

  it('opens the dialog detail on view, and nothing on cancel', async () => {
    handleNoticePopupPush({ title: 'First', content: 'one' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(navigate).not.toHaveBeenCalled();

    handleNoticePopupPush({ title: 'Second', content: 'two' });
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith(ROUTE.dialogDetail);
  });

  it('keeps the last popup, with when it arrived, across a reload', () => {
    vi.setSystemTime(new Date('2031-05-04T10:20:00Z'));
    try {
      handleNoticePopupPush({ id: 3, title: 'Kept', content: '<p>all of it</p>' });
    } finally {
      vi.useRealTimers();
    }
    const stored = JSON.parse(localStorage.getItem('meridian.notice-popup') ?? 'null') as { value: { state: unknown } };
    expect(stored.value.state).toEqual({ lastPopup: { id: 3, title: 'Kept', content: '<p>all of it</p>', receivedAt: Date.parse('2031-05-04T10:20:00Z') } });
  });

  it('replaces a popup still on screen instead of stacking a second one', async () => {
    handleNoticePopupPush({ title: 'Older', content: 'a' });
    await screen.findByText('Older');
    handleNoticePopupPush({ title: 'Newer', content: 'b' });
    await waitUntil(() => {
      expect(screen.queryByText('Older')).not.toBeInTheDocument();
    });
    // The newer shows once the older has closed: never both at once.
    expect(await screen.findByText('Newer')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('dialog detail page', () => {
  it('shows the whole popup: title, time received in the member’s zone (+08:00), and the content without scripts', async () => {
    useSession.setState({ user: DEMO_MEMBER });
    useNoticePopup.getState().receive({ id: 7, title: 'Weekend bonus', content: LONG_HTML }, Date.parse('2031-05-04T10:20:00Z'));

    renderPage(ROUTE.dialogDetail, <DialogDetailPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend bonus' })).toBeInTheDocument();
    expect(screen.getByText('Received 2031-05-04 18:20')).toBeInTheDocument();
    expect(screen.getByText('double')).toBeInTheDocument();
    expect(screen.getByText(/Every deposit made on Saturday & Sunday earns/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says there is nothing yet before any popup arrived', async () => {
    renderPage(ROUTE.dialogDetail, <DialogDetailPage />);
    expect(await screen.findByText('No message yet')).toBeInTheDocument();
  });
});
