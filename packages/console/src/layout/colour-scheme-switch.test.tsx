import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { theme } from 'antd';
import { CONSOLE_THEME, DARK_CONSOLE_THEME } from '../app/theme';
import { chooseScheme } from '../lib/colour-scheme';
import { closeConsole, jsonAnswer, openConsoleAt } from '../testing/console-page';
import { operatorUser } from '../testing/console-screen';

const SUPPORT: TConsoleSession = { username: 'desk', role: 'support', stage: 'ready', csrfToken: 'csrf', allowed: ['dashboard', 'members'] };
/** The page's ground in antd's dark algorithm (colorBgLayout), and in its default one. */
const DARK_GROUND = theme.getDesignToken(DARK_CONSOLE_THEME).colorBgLayout;
const LIGHT_GROUND = theme.getDesignToken(CONSOLE_THEME).colorBgLayout;

const user = operatorUser();
/** The page's ground: <body>'s, which <html>'s must match (index.html darkens <html> for a dark desk before the console runs). */
const ground = () => {
  const body = getComputedStyle(document.body).backgroundColor;
  expect(document.documentElement.style.backgroundColor).toBe(body);
  return body;
};

/** The admin API of a support operator with no members (closeConsole forgets it). */
function stubAdminApi(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = new URL(url, 'http://console.test').pathname;
      if (path === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: SUPPORT });
      return jsonAnswer(200, { ok: true, message: '', data: { items: [], total: 0 } });
    }),
  );
}

beforeEach(stubAdminApi);

afterEach(() => {
  closeConsole();
  chooseScheme('system');
  localStorage.clear();
});

async function themeGroup(): Promise<HTMLElement> {
  return screen.findByRole('group', { name: 'Theme' });
}

describe('the console’s theme switch', () => {
  it('knows two different grounds', () => {
    expect(DARK_GROUND).not.toBe(LIGHT_GROUND);
  });

  it('follows the system by default: light here', async () => {
    openConsoleAt('/members');
    expect(within(await themeGroup()).getByRole('radio', { name: 'As the system' })).toBeChecked();
    await waitFor(() => {
      expect(ground()).toBe(LIGHT_GROUND);
    });
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('draws the console in antd’s dark algorithm at a click, and keeps the choice for the next visit', async () => {
    openConsoleAt('/members');
    await user.click(within(await themeGroup()).getByRole('radio', { name: 'Dark' }));
    await waitFor(() => {
      expect(ground()).toBe(DARK_GROUND);
    });
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('meridian.console.theme')).toBe('dark');

    // Opened again, the console is dark from its first render.
    closeConsole();
    stubAdminApi();
    openConsoleAt('/members');
    expect(within(await themeGroup()).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(ground()).toBe(DARK_GROUND);
  });

  it('starts a new visit with the stored choice, and with the system’s for a stored value it does not know', async () => {
    localStorage.setItem('meridian.console.theme', 'dark');
    vi.resetModules();
    expect((await import('../lib/colour-scheme')).schemeChoice()).toBe('dark');
    localStorage.setItem('meridian.console.theme', 'purple');
    vi.resetModules();
    expect((await import('../lib/colour-scheme')).schemeChoice()).toBe('system');
  });
});
