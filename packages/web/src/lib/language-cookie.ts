import { LANGUAGE_COOKIE, type AppLanguage } from '@meridian/protocol';
import { useSession } from './session-store';

/** As long as browsers keep a cookie (400 days); each launch writes it again. */
const KEEP_SECONDS = 400 * 24 * 60 * 60;

/**
 * The member's chosen language, kept in a cookie as well as in the app's storage, so the server
 * sends the page already drawn in it at the next visit (issue 21: otherwise a member whose choice
 * differs from the browser's language starts from the mark). No choice, no cookie.
 */
export function writeLanguageCookie(language: AppLanguage | null): void {
  document.cookie =
    language === null ? `${LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax` : `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${KEEP_SECONDS}; samesite=lax`;
}

/** Writes the stored choice now (a choice made before the cookie existed) and after every change. Returns the unsubscribe. */
export function keepLanguageCookie(): () => void {
  writeLanguageCookie(useSession.getState().language);
  return useSession.subscribe((state, previous) => {
    if (state.language !== previous.language) writeLanguageCookie(state.language);
  });
}
