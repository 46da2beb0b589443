import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

/** The browser's navigator with another Clipboard API (or none, as over plain http). */
function giveClipboard(clipboard: unknown) {
  const stand: Navigator = Object.create(navigator, { clipboard: { value: clipboard } }) as Navigator;
  vi.stubGlobal('navigator', stand);
}

function withoutClipboardApi() {
  giveClipboard(undefined);
}

/** happy-dom has no execCommand: a stand-in answering as a browser would. */
function execCommandAnswers(answer: (command: string) => boolean) {
  Object.defineProperty(document, 'execCommand', { value: vi.fn(answer), configurable: true });
}

describe('copyText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('still copies on a page served over plain http, where the Clipboard API is absent', async () => {
    withoutClipboardApi();
    const copied: string[] = [];
    execCommandAnswers((command) => {
      const area = document.querySelector('textarea');
      if (command === 'copy' && area !== null) copied.push(area.value);
      return true;
    });
    expect(await copyText('INV12345')).toBe(true);
    expect(copied).toEqual(['INV12345']);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says the browser does not allow it when no way to copy works', async () => {
    withoutClipboardApi();
    execCommandAnswers(() => false);
    expect(await copyText('INV12345')).toBe(false);
    expect(await screen.findByText('Copy failed: this browser does not allow it')).toBeInTheDocument();
  });

  it('says copy failed when the Clipboard API refuses and the fallback too', async () => {
    giveClipboard({ writeText: () => Promise.reject(new Error('denied')) });
    execCommandAnswers(() => false);
    expect(await copyText('INV12345')).toBe(false);
    expect(await screen.findByText('Copy failed, please try again')).toBeInTheDocument();
  });
});
