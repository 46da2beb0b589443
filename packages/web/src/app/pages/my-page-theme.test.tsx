import { CODE } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../config/routes';
import { THEME_ATTRIBUTE } from '../../lib/theme';
import { followTheme } from '../../lib/theme-store';
import { mockServer } from '../../testing/envelope-fetch';
import { renderPage } from '../../testing/render-page';
import { resetStoresSignedIn } from '../../testing/reset-stores';
import { MyPage } from './my-page';

const drawn = () => document.documentElement.getAttribute(THEME_ATTRIBUTE);
let stop: () => void = () => undefined;
let user = userEvent.setup();

beforeEach(() => {
  resetStoresSignedIn();
  // The member's details are not what this is about: every call answers empty.
  mockServer(() => ({ code: CODE.OK }));
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  stop = followTheme();
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
});

/** Opens the theme row's sheet and picks `name`. */
async function chooseTheme(name: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: /^Appearance/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('the theme on my/index', () => {
  it('follows the system until the member chooses; the row says which', async () => {
    renderPage(ROUTE.my, <MyPage />);
    expect(await screen.findByRole('button', { name: 'Appearance Same as the system' })).toBeVisible();
    expect(drawn()).toBe('light');
  });

  it('draws the app dark at once when the member chooses Dark, and light again with Light', async () => {
    renderPage(ROUTE.my, <MyPage />);
    await chooseTheme('Dark');
    expect(drawn()).toBe('dark');
    expect(await screen.findByRole('button', { name: 'Appearance Dark' })).toBeVisible();
    await chooseTheme('Light');
    expect(drawn()).toBe('light');
  });

  it('keeps the choice when the page is opened again', async () => {
    const first = renderPage(ROUTE.my, <MyPage />);
    await chooseTheme('Dark');
    first.unmount();
    renderPage(ROUTE.my, <MyPage />);
    expect(await screen.findByRole('button', { name: 'Appearance Dark' })).toBeVisible();
    expect(drawn()).toBe('dark');
  });
});
