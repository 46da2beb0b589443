import {
  API,
  CODE,
  EnvelopeError,
  TOAST_MS,
  ZSessionTokens,
  actionForCode,
  isPublicPath,
  languageHeader,
  type ApiPath,
  type CodeAction,
} from '@meridian/protocol';
import { z, type ZodMiniType } from 'zod/mini';
import { ROUTE, href } from '../config/routes';
import { currentLanguage, i18n } from '../i18n';
import { withDialog, withToast } from '../lib/overlays';
import { session } from '../lib/session-store';
import { envelope } from './envelope';
import { maintenanceMode } from './maintenance-mode';
import { startLoadingIndicator } from './loading-indicator';
import { navigateTo } from './navigator';

/**
 * The one request wrapper (spec sections 7 and 8). Every call is a POST of an envelope-encrypted
 * payload; the answer `{code, msg, data}` is decrypted and acted on as the error catalogue says.
 * It never throws for anything the server or the network does: the caller gets a typed result.
 */
export type RequestResult<T> = { ok: true; data: T } | RequestFailure;
export interface RequestFailure {
  ok: false;
  code: number;
  msg: string;
  /** What the server sent along with the code (a second-step ticket, the fields at fault); absent for client failures. */
  data?: unknown;
}

/** Codes for failures that never got an answer from the server (they are negative, unlike any server code). */
export const CLIENT_CODE = {
  /** No answer, or an HTTP status other than 200. */
  NETWORK: -1,
  TIMEOUT: -2,
  /** Refused by the request guard: a member-only call without a token. Never sent. */
  CANCELLED: -3,
  /** The answer did not decrypt, or its data had an unexpected shape. */
  BAD_ANSWER: -4,
} as const;

export const REQUEST_TIMEOUT_MS = 60_000;

export interface RequestOptions {
  /** Background calls (launch, show, polling) never cover the page with a loading indicator. */
  loading?: boolean;
  /**
   * The caller shows the failure itself (inline), so a plain failure is not toasted. Session loss,
   * maintenance, the navigating codes (3008, 6005, 7003, 7004, 7012) and the member's own trading
   * limits (4160-4163) still act: they are the product's rules.
   */
  quiet?: boolean;
}

const ZAnswer = z.object({ code: z.int(), msg: z.catch(z.string(), ''), data: z.unknown() });
type Answer = z.infer<typeof ZAnswer>;
type Outcome = { kind: 'answer'; answer: Answer } | { kind: 'failure'; code: number };

function headers(token: string | null): Record<string, string> {
  const { sid, user } = session.get();
  return {
    'Content-Type': 'application/json',
    'Accept-Language': languageHeader(currentLanguage()),
    accessToken: token ?? '',
    sid,
    uid: String(user?.id ?? 0),
    'x-requested-with': 'XMLHttpRequest',
  };
}

async function send(path: ApiPath, payload: object, token: string | null): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: headers(token),
      body: envelope.encode(payload),
      signal: controller.signal,
    });
    if (response.status !== 200) return { kind: 'failure', code: CLIENT_CODE.NETWORK };
    const parsed = ZAnswer.safeParse(envelope.decode(await response.text()));
    return parsed.success ? { kind: 'answer', answer: parsed.data } : { kind: 'failure', code: CLIENT_CODE.BAD_ANSWER };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'failure', code: CLIENT_CODE.TIMEOUT };
    return { kind: 'failure', code: error instanceof EnvelopeError ? CLIENT_CODE.BAD_ANSWER : CLIENT_CODE.NETWORK };
  } finally {
    clearTimeout(timer);
  }
}

let renewal: Promise<boolean> | null = null;

/**
 * Exchanges the refresh token for a new pair, once for all the calls that found the access token
 * expired at the same moment (the server rotates the refresh token, so a second exchange would fail).
 */
function renewSession(): Promise<boolean> {
  renewal ??= (async () => {
    const { refreshToken } = session.get();
    if (refreshToken === null) return false;
    const outcome = await send(API.login.refreshAccessToken, { refreshToken }, null);
    if (outcome.kind !== 'answer' || outcome.answer.code !== CODE.OK) return false;
    const tokens = ZSessionTokens.safeParse(outcome.answer.data);
    if (!tokens.success) return false;
    session.get().setTokens(tokens.data);
    return true;
  })().finally(() => {
    renewal = null;
  });
  return renewal;
}

/** Sends the call; on an expired session, renews it once and sends the call again. */
async function sendWithRenewal(path: ApiPath, payload: object): Promise<Outcome> {
  const tokenUsed = session.get().token;
  const outcome = await send(path, payload, tokenUsed);
  if (outcome.kind !== 'answer' || outcome.answer.code !== CODE.SESSION_INVALID || tokenUsed === null) return outcome;
  // Another call may have renewed the session while this one was on its way.
  const current = session.get().token;
  const renewed = current !== null && current !== tokenUsed ? true : await renewSession();
  return renewed ? send(path, payload, session.get().token) : outcome;
}

function toast(message: string): void {
  withToast((Toast) => {
    Toast.show({ content: message, duration: TOAST_MS });
  });
}

function goToLogin(): void {
  navigateTo(ROUTE.login);
}

const FOLLOW_UP_PAGE = {
  'bet-record': ROUTE.betRecord,
  recharge: ROUTE.recharge,
} as const;

const OFFERED_PAGE = {
  'trading-limits': ROUTE.tradingLimits,
} as const;

/** What the member sees and where they go for a code other than success (spec section 8). */
function actOnCode(action: Exclude<CodeAction, { kind: 'success' }>, message: string, quiet: boolean): void {
  switch (action.kind) {
    case 'relogin':
      // Calls sent together all answer 1001: the first one ends the session and opens login; a
      // second login page on top would take the member two Backs to leave.
      if (!session.hasToken()) return;
      session.get().clearSession();
      goToLogin();
      return;
    case 'maintenance':
      // The maintenance page shows the operator's message; a toast over it would only repeat it.
      maintenanceMode.enter();
      return;
    case 'modal-then-recharge-bills':
      withDialog(({ Dialog }) => {
        void Dialog.alert({
          content: message,
          confirmText: i18n.t('common.confirm'),
          onConfirm: () => {
            navigateTo(href(ROUTE.billRecord, { type: 'recharge' }));
          },
        });
      });
      return;
    case 'toast-then': {
      toast(message);
      const page = FOLLOW_UP_PAGE[action.target];
      setTimeout(() => {
        navigateTo(page);
      }, action.delayMs);
      return;
    }
    case 'toast':
      if (!quiet) toast(message);
      return;
    case 'modal-offering':
      // The member's own limit refused it: said in full, with the way to the page that changes it.
      withDialog(({ Dialog }) => {
        void Dialog.confirm({
          content: message,
          confirmText: i18n.t('limits.openLimits'),
          cancelText: i18n.t('limits.ok'),
          onConfirm: () => {
            navigateTo(OFFERED_PAGE[action.target]);
          },
        });
      });
      return;
    case 'caller':
      return;
  }
}

/**
 * Calls `path` with `payload` and checks the data of a successful answer against `schema`.
 * A member-only call without a token is cancelled before it is sent, and the member goes to login.
 */
export async function request<T>(path: ApiPath, payload: object, schema: ZodMiniType<T>, options: RequestOptions = {}): Promise<RequestResult<T>> {
  if (!isPublicPath(path) && !session.hasToken()) {
    goToLogin();
    return { ok: false, code: CLIENT_CODE.CANCELLED, msg: '' };
  }
  const stopLoading = options.loading === false ? undefined : startLoadingIndicator();
  let outcome: Outcome;
  try {
    outcome = await sendWithRenewal(path, payload);
  } finally {
    stopLoading?.();
  }
  const quiet = options.quiet === true;

  if (outcome.kind === 'failure') {
    const msg = i18n.t(outcome.code === CLIENT_CODE.BAD_ANSWER ? 'common.formatError' : 'common.networkError');
    if (!quiet) toast(msg);
    return { ok: false, code: outcome.code, msg };
  }

  const { code, data } = outcome.answer;
  const msg = outcome.answer.msg || i18n.t('common.networkError');
  const action = actionForCode(code);
  if (action.kind === 'success') {
    const parsed = schema.safeParse(data);
    if (parsed.success) return { ok: true, data: parsed.data };
    const formatError = i18n.t('common.formatError');
    if (!quiet) toast(formatError);
    return { ok: false, code: CLIENT_CODE.BAD_ANSWER, msg: formatError };
  }
  actOnCode(action, msg, quiet);
  return { ok: false, code, msg, ...(data === null || data === undefined ? {} : { data }) };
}

/** For calls whose answer carries nothing the app uses. */
export const ZIgnored = z.unknown();
