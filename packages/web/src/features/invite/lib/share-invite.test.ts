import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareInvite } from './share-invite';

const SHARE = { title: 'Join me', text: 'Sign up with my code MERIDIAN', url: 'http://localhost/#/pages/login/register?code=MERIDIAN' };

function withClipboard(writeText: (text: string) => Promise<void>) {
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

describe('sharing an invite', () => {
  it('hands title, text and link to the share sheet when the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);

    expect(await shareInvite(SHARE)).toBe('shared');
    expect(share).toHaveBeenCalledExactlyOnceWith(SHARE);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('shows nothing when the member closes the share sheet', async () => {
    Object.defineProperty(navigator, 'share', { value: vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError'))), configurable: true });
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);

    expect(await shareInvite(SHARE)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('copies the link when there is no share sheet, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);

    expect(await shareInvite(SHARE)).toBe('copied');
    expect(writeText).toHaveBeenCalledExactlyOnceWith(SHARE.url);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('copies the link when the share sheet refuses this link', async () => {
    Object.defineProperty(navigator, 'share', { value: vi.fn(), configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => false, configurable: true });
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);

    expect(await shareInvite(SHARE)).toBe('copied');
    expect(writeText).toHaveBeenCalledOnce();
  });

  it('says the browser cannot copy when it has neither share sheet nor clipboard', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);

    expect(await shareInvite(SHARE)).toBe('failed');
    expect(await screen.findByText('Copy failed: this browser does not allow it')).toBeInTheDocument();
  });

  it('says the copy failed when the clipboard refuses', async () => {
    withClipboard(() => Promise.reject(new Error('denied')));

    expect(await shareInvite(SHARE)).toBe('failed');
    expect(await screen.findByText('Copy failed, please try again')).toBeInTheDocument();
  });
});
