import { API, CODE } from '@meridian/protocol';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maintenanceMode } from '../api/maintenance-mode';
import { ROUTE } from '../config/routes';
import { session, useSession } from '../lib/session-store';
import { mockServer } from '../testing/envelope-fetch';
import { DEMO_MEMBER } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { resetStores } from '../testing/reset-stores';
import { decideRoute } from './route-guard';

/** The pages drawn, in order: a page the guard turns away must never be among them. */
let drawn: string[] = [];

/** Every page of the real route table, each drawn as its own path, and login that signs in. */
function Screen() {
  const location = useLocation();
  const navigate = useNavigate();
  const page = `${location.pathname}${location.search}`;
  useEffect(() => {
    drawn.push(page);
  }, [page]);
  return (
    <div>
      <p data-testid="page">{page}</p>
      {location.pathname === ROUTE.login && (
        <button
          type="button"
          onClick={() => {
            session.get().signIn({ accessToken: 'a', refreshToken: 'r', accessExpiresAt: 0, refreshExpiresAt: 0 }, DEMO_MEMBER);
            void navigate(session.takeLastPage() ?? ROUTE.home, { replace: true });
          }}
        >
          sign in
        </button>
      )}
    </div>
  );
}

function renderAt(initialPage: string) {
  // The layout's unread-letter badge asks the server for a member.
  mockServer((call) => (call.path === API.member.getLetterUnReadNum ? { code: CODE.OK, data: { count: 0 } } : { code: CODE.OK }));
  // The app's own routes, guard and layout, with Screen for every page.
  const { router } = renderApp(Screen, [initialPage]);
  return {
    go: async (to: string) => {
      await act(() => router.navigate(to));
    },
  };
}

async function expectPage(page: string) {
  expect(await screen.findByText(page, { selector: '[data-testid="page"]' })).toBeInTheDocument();
}

beforeEach(() => {
  resetStores();
  drawn = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guard', () => {
  it('sends a visitor without a token from a member page to login, never drawing the member page', async () => {
    renderAt(ROUTE.wallet);
    await expectPage(ROUTE.login);
    expect(drawn).toEqual([ROUTE.login]);
  });

  it('turns a member page away on a link too: the page left stays until login is drawn', async () => {
    const { go } = renderAt(ROUTE.market);
    await expectPage(ROUTE.market);
    await go(ROUTE.wallet);
    await expectPage(ROUTE.login);
    expect(drawn).toEqual([ROUTE.market, ROUTE.login]);
    expect(useSession.getState().lastPage).toBe(ROUTE.wallet);
  });

  it('lets a member with a token open a member page', async () => {
    useSession.setState({ token: 'a' });
    renderAt(ROUTE.info);
    await expectPage(ROUTE.info);
  });

  it('sends a logged-in member who opens a login page home', async () => {
    useSession.setState({ token: 'a' });
    renderAt(ROUTE.register);
    await expectPage(ROUTE.home);
  });

  it('returns to the member page that was asked for, after login', async () => {
    renderAt(ROUTE.my);
    await expectPage(ROUTE.login);
    expect(useSession.getState().lastPage).toBe(ROUTE.my);

    await userEvent.click(screen.getByText('sign in'));

    await expectPage(ROUTE.my);
    expect(useSession.getState().lastPage).toBeNull();
  });

  it('remembers the page a visitor left for login, with its query, and returns there', async () => {
    const { go } = renderAt(`${ROUTE.market}?tab=2`);
    await expectPage(`${ROUTE.market}?tab=2`);

    await go(ROUTE.login);
    await expectPage(ROUTE.login);
    expect(useSession.getState().lastPage).toBe(`${ROUTE.market}?tab=2`);

    await userEvent.click(screen.getByText('sign in'));
    await expectPage(`${ROUTE.market}?tab=2`);
  });

  it('keeps the query of a blocked member page', async () => {
    renderAt(`${ROUTE.billRecord}?type=recharge`);
    await expectPage(ROUTE.login);

    await userEvent.click(screen.getByText('sign in'));
    await expectPage(`${ROUTE.billRecord}?type=recharge`);
  });

  it('does not remember an agreement page: after login the member goes home', async () => {
    const { go } = renderAt(`${ROUTE.webview}?code=user_agreement`);
    await expectPage(`${ROUTE.webview}?code=user_agreement`);

    await go(ROUTE.login);
    await expectPage(ROUTE.login);
    expect(useSession.getState().lastPage).toBeNull();

    await userEvent.click(screen.getByText('sign in'));
    await expectPage(ROUTE.home);
  });

  it('does not overwrite the page to return to when moving between login pages', async () => {
    const { go } = renderAt(ROUTE.online);
    await expectPage(ROUTE.online);
    await go(ROUTE.login);
    await go(ROUTE.register);
    await go(ROUTE.login);
    await expectPage(ROUTE.login);
    expect(useSession.getState().lastPage).toBe(ROUTE.online);
  });

  it('while maintenance is on, Back and every link lead to the maintenance page; when it ends pages open again', async () => {
    useSession.setState({ token: 'a' });
    const { go } = renderAt(ROUTE.my);
    await expectPage(ROUTE.my);
    act(() => {
      maintenanceMode.remember();
    });
    await go(ROUTE.maintain);
    await expectPage(ROUTE.maintain);

    await go(ROUTE.market);
    await expectPage(ROUTE.maintain);
    await go(ROUTE.wallet);
    await expectPage(ROUTE.maintain);

    act(() => {
      maintenanceMode.leave();
    });
    await go(ROUTE.market);
    await expectPage(ROUTE.market);
  });

  it('remembers nothing when the app starts on a login page', async () => {
    renderAt(ROUTE.login);
    await expectPage(ROUTE.login);
    expect(useSession.getState().lastPage).toBeNull();
  });
});

describe('decideRoute', () => {
  it('lets anyone open a public page', () => {
    expect(decideRoute({ access: 'public', target: ROUTE.market, from: null, hasToken: false, isMaintenanceOn: false })).toEqual({ redirectTo: null, rememberLastPage: null });
  });

  it('never remembers the maintenance page, which ends by sending everyone to login', () => {
    expect(decideRoute({ access: 'guest', target: ROUTE.login, from: ROUTE.maintain, hasToken: false, isMaintenanceOn: false }).rememberLastPage).toBeNull();
  });

  it.each([
    ['public', ROUTE.market, false],
    ['member', `${ROUTE.billRecord}?type=recharge`, true],
    ['guest', ROUTE.login, false],
  ] as const)('while maintenance is on, a %s page (%s) leads to the maintenance page', (access, target, hasToken) => {
    expect(decideRoute({ access, target, from: ROUTE.maintain, hasToken, isMaintenanceOn: true })).toEqual({ redirectTo: ROUTE.maintain, rememberLastPage: null });
  });

  it('while maintenance is on, the maintenance page itself opens', () => {
    expect(decideRoute({ access: 'public', target: ROUTE.maintain, from: ROUTE.home, hasToken: true, isMaintenanceOn: true })).toEqual({ redirectTo: null, rememberLastPage: null });
  });
});
