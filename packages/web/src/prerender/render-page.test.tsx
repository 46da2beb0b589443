import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE } from '../config/routes';
import { i18n } from '../i18n';
import { useSession } from '../lib/session-store';
import { DEMO_MEMBER } from '../testing/fixtures';
import { resetStores } from '../testing/reset-stores';
import { renderPage } from './render-page';

afterEach(() => {
  resetStores();
});

describe('the build’s render of the entry pages', () => {
  it('holds nothing of a member, even one signed in where it runs', async () => {
    useSession.getState().signIn({ accessToken: 'access-token-abc', accessExpiresAt: Date.now() + 3_600_000, refreshToken: 'refresh-token-def', refreshExpiresAt: Date.now() + 86_400_000 }, DEMO_MEMBER);
    useSession.getState().setBalance({ balance: '98765.43', frozen: '12.00', currency: 'USDT' });
    for (const path of [ROUTE.home, ROUTE.market, ROUTE.login]) {
      const html = await renderPage(path);
      expect(html).not.toContain('access-token-abc');
      expect(html).not.toContain('refresh-token-def');
      expect(html).not.toContain(DEMO_MEMBER.username);
      expect(html).not.toContain('98,765.43');
    }
  });

  it('renders home with both the visitor’s welcome and the member’s balance frame, for CSS to pick, and no clock', async () => {
    const html = await renderPage(ROUTE.home);
    expect(html).toContain(i18n.t('home.startTitle'));
    expect(html).toContain('data-testid="balance-amount"');
    expect(html).toContain('data-slot="banners"');
    for (const greeting of [i18n.t('home.goodMorning'), i18n.t('home.goodAfternoon'), i18n.t('home.goodEvening')]) expect(html).not.toContain(greeting);
  });

  it('writes links as the hash router does, as the browser’s render will', async () => {
    const html = await renderPage(ROUTE.login);
    expect(html).toContain(`href="#${ROUTE.forgetPassword}"`);
    expect(html).toContain(`href="#${ROUTE.register}"`);
    expect(html).not.toMatch(/href="\/pages\//);
  });

  it('renders the login form read-only until React has it', async () => {
    const html = await renderPage(ROUTE.login);
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs.length).toBeGreaterThanOrEqual(2);
    for (const input of inputs) expect(input.toLowerCase()).toContain('readonly=""');
  });
});
