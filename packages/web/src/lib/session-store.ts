import { APP_LANGUAGES, ZBalance, ZMemberInfo, type AppLanguage, type TBalance, type TMemberInfo, type TSessionTokens } from '@meridian/protocol';
import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedStorage } from './persisted-store';
import { STORAGE_KEY } from './storage';

/**
 * The member's session (spec section 3, "locally kept"): tokens, the member and balance last
 * seen, the chosen language, the session id sent as `sid`, and the page to return to after login.
 * Kept without a lifetime: the tokens carry their own expiry, checked by the server.
 */
const ZSession = z.object({
  token: z.nullable(z.string()),
  refreshToken: z.nullable(z.string()),
  user: z.nullable(ZMemberInfo),
  balance: z.nullable(ZBalance),
  /** Null until the member picks one: the system language decides meanwhile. */
  language: z.nullable(z.enum(APP_LANGUAGES)),
  sid: z.string().check(z.minLength(1)),
  /** Path and query of the page to open after login (spec section 2, route guard). */
  lastPage: z.nullable(z.string()),
});
export type SessionData = z.infer<typeof ZSession>;

interface SessionActions {
  signIn: (tokens: TSessionTokens, member: TMemberInfo) => void;
  setTokens: (tokens: Pick<TSessionTokens, 'accessToken' | 'refreshToken'>) => void;
  /** Forgets the session: token, refresh token, member and balance (spec sections 4 and 8). */
  clearSession: () => void;
  setUser: (user: TMemberInfo) => void;
  setBalance: (balance: TBalance) => void;
  setLanguage: (language: AppLanguage) => void;
  setLastPage: (page: string | null) => void;
}

export type SessionState = SessionData & SessionActions;

function newSessionId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export function initialSession(): SessionData {
  return { token: null, refreshToken: null, user: null, balance: null, language: null, sid: newSessionId(), lastPage: null };
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...initialSession(),
      signIn: (tokens, member) => {
        set({ token: tokens.accessToken, refreshToken: tokens.refreshToken, user: member });
      },
      setTokens: (tokens) => {
        set({ token: tokens.accessToken, refreshToken: tokens.refreshToken });
      },
      clearSession: () => {
        set({ token: null, refreshToken: null, user: null, balance: null });
      },
      // An answer that arrives after the session ended (a kick, a 1001 on a call sent alongside)
      // must not bring the member's details back onto a device that is logged out.
      setUser: (user) => {
        set((state) => (state.token === null ? {} : { user }));
      },
      setBalance: (balance) => {
        set((state) => (state.token === null ? {} : { balance }));
      },
      setLanguage: (language) => {
        set({ language });
      },
      setLastPage: (lastPage) => {
        set({ lastPage });
      },
    }),
    {
      name: STORAGE_KEY.session,
      storage: persistedStorage(STORAGE_KEY.session, ZSession, null),
      partialize: ({ token, refreshToken, user, balance, language, sid, lastPage }): SessionData => ({
        token,
        refreshToken,
        user,
        balance,
        language,
        sid,
        lastPage,
      }),
    },
  ),
);

/** The session outside React (the request wrapper, the router's guards). */
export const session = {
  get: (): SessionState => useSession.getState(),
  hasToken: (): boolean => useSession.getState().token !== null,
  /** The page to open after login (spec section 2), forgotten once taken. */
  takeLastPage: (): string | null => {
    const { lastPage, setLastPage } = useSession.getState();
    setLastPage(null);
    return lastPage;
  },
};
