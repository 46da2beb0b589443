import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_ENVELOPE_KEY, createEnvelope } from '@meridian/protocol';
import { opensslEnvelopeCipher } from '../../src/http/envelope-cipher.js';
import type { PaymentNotice } from '../../src/payments/payment-provider.js';
import { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, SandboxGateway } from '../../src/payments/sandbox-gateway.js';

const envelope = createEnvelope(DEMO_ENVELOPE_KEY, opensslEnvelopeCipher);
/** A loaded 2-core machine can take seconds per call; a request this late counts as unanswered. */
const REQUEST_TIMEOUT_MS = 30_000;
const RETRY_PAUSE_MS = 250;

export interface AppAnswer {
  code: number;
  msg: string;
  data: unknown;
}

export interface HttpAnswer {
  status: number;
  body: string;
  retryAfterSeconds: number;
}

/** How a request ended: its answer, after how many sendings, and whether the first one was answered. */
export interface Delivered<T> {
  answer: T;
  attempts: number;
  firstAnswered: boolean;
  /** When the answered sending went out (ms since the epoch). */
  lastSentAt: number;
}

/**
 * The three kinds of callers of the run, over real HTTP: the member's app (the envelope), the
 * operator's script (the admin API's JSON) and the payment provider (a signed callback). Each
 * answers null when no answer came: refused connection, cut connection, or too late. With
 * `dropAfterMs` the caller itself drops the connection that soon, as a phone losing its signal
 * does: the server may well have done the work, but the answer is lost.
 */
export interface WireOptions {
  /** How long a sending may take before it counts as unanswered (REQUEST_TIMEOUT_MS by default). */
  timeoutMs?: number;
  /**
   * Whether an HTTP 5xx counts as no answer, sent again with the same request id: behind a
   * balancer a host that lost its database answers 500 or 503, and that acknowledges nothing.
   */
  serverErrorsUnanswered?: boolean;
}

export class CrashWire {
  private readonly gateway: SandboxGateway;

  constructor(
    private readonly baseUrl: string,
    private readonly operatorToken: string,
    sandboxPaySecret: string,
    private readonly options: WireOptions = {},
  ) {
    this.gateway = new SandboxGateway(sandboxPaySecret);
  }

  async call(path: string, payload: unknown, token: string, dropAfterMs?: number): Promise<AppAnswer | null> {
    const init = { method: 'POST', headers: { 'content-type': 'application/json', accessToken: token }, body: envelope.encode(payload) };
    const answer = await this.send(path, init, dropAfterMs);
    if (!answer) return null;
    if (answer.status !== 200) return { code: -answer.status, msg: answer.body.slice(0, 200), data: null };
    try {
      return envelope.decode(answer.body) as AppAnswer;
    } catch {
      return { code: -1, msg: `undecodable answer: ${answer.body.slice(0, 200)}`, data: null };
    }
  }

  admin(method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpAnswer | null> {
    return this.send(`/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${this.operatorToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** The provider telling us the payer paid, signed as the sandbox gateway signs it. */
  paymentCallback(notice: PaymentNotice, dropAfterMs?: number): Promise<HttpAnswer | null> {
    const signed = this.gateway.signNotice(notice);
    const headers = { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signed.signature };
    return this.send(SANDBOX_CALLBACK_PATH, { method: 'POST', headers, body: signed.body }, dropAfterMs);
  }

  private async send(path: string, init: RequestInit, dropAfterMs?: number): Promise<HttpAnswer | null> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const signal = dropAfterMs === undefined ? timeout : AbortSignal.any([timeout, AbortSignal.timeout(dropAfterMs)]);
    try {
      const response = await fetch(`${this.baseUrl}${path}`, { ...init, signal });
      const body = await response.text();
      if (response.status >= 500 && this.options.serverErrorsUnanswered === true) return null;
      return { status: response.status, body, retryAfterSeconds: Number(response.headers.get('retry-after') ?? 0) };
    } catch {
      return null;
    }
  }
}

/** When retrying stops; moved to now when the run is abandoned. */
export interface Deadline {
  at: number;
}

/**
 * Sends until answered, as a real client retries the same request (same requestId) after a
 * network failure. Gives up only at the deadline, which fails the run.
 */
export async function deliver<T>(send: (attempt: number) => Promise<T | null>, deadline: Deadline): Promise<Delivered<T>> {
  let attempts = 0;
  for (;;) {
    attempts += 1;
    const sentAt = Date.now();
    const answer = await send(attempts);
    if (answer !== null) return { answer, attempts, firstAnswered: attempts === 1, lastSentAt: sentAt };
    if (Date.now() > deadline.at) throw new Error(`no answer after ${attempts} attempts`);
    // A client's pause between attempts, as the app's retries have: not a wait for anything.
    await sleep(RETRY_PAUSE_MS);
  }
}
