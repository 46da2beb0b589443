import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EnvelopeCodec } from '@meridian/protocol';

/** A decoded answer's data, read freely by tests that assert on it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above; never in src
export type Loose = any;

export interface ApiAnswer<T = Loose> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  /** Accept-Language. */
  language?: string;
  headers?: Record<string, string>;
  /** The caller's address; a random one by default so per-address limits do not mix tests. */
  ip?: string;
  /** A browser's cookies: sent with the call, and kept from its answer (the device cookie). */
  browser?: TestBrowser;
}

/** What a browser keeps between calls: the cookies the server set (name=value). */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  get header(): string | undefined {
    return this.cookies.size === 0 ? undefined : [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(setCookie: string | string[] | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [setCookie]) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair !== undefined && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
}

export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Calls the app through `inject`, with the envelope, as the real app does. */
export class ApiClient {
  constructor(
    private readonly app: FastifyInstance,
    readonly envelope: EnvelopeCodec,
  ) {}

  async call<T = Loose>(path: string, payload: unknown = {}, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    return this.raw<T>(path, this.envelope.encode(payload), options);
  }

  /** Sends `body` as it is: for malformed envelopes. */
  async raw<T = Loose>(path: string, body: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const response = await this.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: options.ip ?? randomIp(),
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { accesstoken: options.token } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
        ...(options.browser?.header === undefined ? {} : { cookie: options.browser.header }),
        ...options.headers,
      },
      payload: body,
    });
    options.browser?.keep(response.headers['set-cookie']);
    if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode} for ${path}: ${response.body}`);
    return this.envelope.decode(response.body) as ApiAnswer<T>;
  }
}
