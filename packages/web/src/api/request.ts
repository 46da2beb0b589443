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
/** A file a call answered with instead of the envelope (the bills' CSV), and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}
type Outcome = { kind: 'answer'; answer: Answer } | { kind: 'file'; file: DownloadedFile } | { kind: 'failure'; code: number };

/** The envelope's media type: any other answer of a call that sends a file is the file. */
const ENVELOPE_TYPE = 'text/plain';

/** `attachment; filename="bills-20261129-080000.csv"` → the name; a plain one when there is none. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? 'download';
}

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

async function send(path: ApiPath, payload: object, token: string | null, expectsFile: boolean): Promise<Outcome> {
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
    if (expectsFile && !(response.headers.get('content-type') ?? '').startsWith(ENVELOPE_TYPE)) {
      return { kind: 'file', file: { blob: await response.blob(), name: fileNameOf(response) } };
    }
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
    const outcome = await send(API.login.refreshAccessToken, { refreshToken }, null, false);
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
async function sendWithRenewal(path: ApiPath, payload: object, expectsFile: boolean): Promise<Outcome> {
  const tokenUsed = session.get().token;
  const outcome = await send(path, payload, tokenUsed, expectsFile);
  if (outcome.kind !== 'answer' || outcome.answer.code !== CODE.SESSION_INVALID || tokenUsed === null) return outcome;
  // Another call may have renewed the session while this one was on its way.
  const current = session.get().token;
  const renewed = current !== null && current !== tokenUsed ? true : await renewSession();
  return renewed ? send(path, payload, session.get().token, expectsFile) : outcome;
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

/** A success as it came: the envelope's data, or a file. */
type Success = { ok: true; kind: 'data'; data: unknown } | { ok: true; kind: 'file'; file: DownloadedFile };

/**
 * One call, whatever its success looks like: the request guard, the loading indicator, the
 * session's renewal, and what the product does with every failure (spec section 8).
 */
async function call(path: ApiPath, payload: object, options: RequestOptions, expectsFile: boolean): Promise<Success | RequestFailure> {
  if (!isPublicPath(path) && !session.hasToken()) {
    goToLogin();
    return { ok: false, code: CLIENT_CODE.CANCELLED, msg: '' };
  }
  const stopLoading = options.loading === false ? undefined : startLoadingIndicator();
  let outcome: Outcome;
  try {
    outcome = await sendWithRenewal(path, payload, expectsFile);
  } finally {
    stopLoading?.();
  }
  const quiet = options.quiet === true;

  if (outcome.kind === 'failure') {
    const msg = i18n.t(outcome.code === CLIENT_CODE.BAD_ANSWER ? 'common.formatError' : 'common.networkError');
    if (!quiet) toast(msg);
    return { ok: false, code: outcome.code, msg };
  }
  if (outcome.kind === 'file') return { ok: true, kind: 'file', file: outcome.file };

  const { code, data } = outcome.answer;
  const msg = outcome.answer.msg || i18n.t('common.networkError');
  const action = actionForCode(code);
  if (action.kind === 'success') return { ok: true, kind: 'data', data };
  actOnCode(action, msg, quiet);
  return { ok: false, code, msg, ...(data === null || data === undefined ? {} : { data }) };
}

/** An answer the call should not have given (no file where one was due, data of the wrong shape). */
function badAnswer(options: RequestOptions): RequestFailure {
  const formatError = i18n.t('common.formatError');
  if (options.quiet !== true) toast(formatError);
  return { ok: false, code: CLIENT_CODE.BAD_ANSWER, msg: formatError };
}

/**
 * Calls `path` with `payload` and checks the data of a successful answer against `schema`.
 * A member-only call without a token is cancelled before it is sent, and the member goes to login.
 */
export async function request<T>(path: ApiPath, payload: object, schema: ZodMiniType<T>, options: RequestOptions = {}): Promise<RequestResult<T>> {
  const answer = await call(path, payload, options, false);
  if (!answer.ok) return answer;
  const parsed = answer.kind === 'data' ? schema.safeParse(answer.data) : null;
  return parsed?.success === true ? { ok: true, data: parsed.data } : badAnswer(options);
}

/**
 * A call whose success is a file (the member's statement): the same guard, headers, renewal and
 * failures as `request`, and the file the server streamed when it says yes.
 */
export async function requestFile(path: ApiPath, payload: object, options: RequestOptions = {}): Promise<RequestResult<DownloadedFile>> {
  const answer = await call(path, payload, options, true);
  if (!answer.ok) return answer;
  return answer.kind === 'file' ? { ok: true, data: answer.file } : badAnswer(options);
}

/** For calls whose answer carries nothing the app uses. */
export const ZIgnored = z.unknown();
