import autocannon from 'autocannon';
import { API, createEnvelope, DEMO_ENVELOPE_KEY } from '@meridian/protocol';

/**
 * The clients of `bench:abuse` that are not the attacker: a reader of `getBalance` at a fixed rate
 * (the other members' load) and a genuine member who signs in once a second. Each scenario
 * measures them the same way, before its flood (unloaded) and under it.
 */
export const envelope = createEnvelope(DEMO_ENVELOPE_KEY);

// The server trusts one proxy hop here, so each client can stand at an address of its own.
export const ATTACKER = '198.51.100.7';
export const READER = '203.0.113.30';

const READ_CONNECTIONS = 10;
/**
 * The other members' load, offered at a fixed rate (the same unloaded and under the flood), so the
 * p99 compares latency at one load rather than how much a saturated server sheds.
 */
const READ_RATE = Number(process.env.BENCH_ABUSE_READ_RATE ?? 1_000);

export interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown> | null;
}

export async function call(url: string, path: string, payload: unknown, headers: Record<string, string>, browser?: Browser): Promise<Answer> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers, ...(browser?.cookie ? { cookie: browser.cookie } : {}) },
    body: envelope.encode(payload),
  });
  // A browser keeps the device cookie the server gives it (the only cookie of the member API).
  const given = response.headers.getSetCookie().find((line) => line.startsWith('mdn_device='));
  if (browser !== undefined && given !== undefined) browser.cookie = given.split(';')[0] ?? '';
  return envelope.decode(await response.text()) as Answer;
}

/** What a browser keeps between calls: its device cookie (`mdn_device=…`), once the server gave one. */
export interface Browser {
  cookie: string;
}

export const loginPayload = (username: string, password: string) => ({ username, password, captchaId: 'bench', captchaX: 0 });

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function readBalance(url: string, token: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}${API.member.getBalance}`,
    method: 'POST',
    connections: READ_CONNECTIONS,
    overallRate: READ_RATE,
    duration: seconds,
    headers: { 'content-type': 'application/json', accessToken: token, 'x-forwarded-for': READER },
    body: envelope.encode({}),
  });
}

/** The reader's access token: the demo member, signed in once. */
export async function readerToken(url: string): Promise<string> {
  const reader = await call(url, API.login.login, loginPayload('demo0001', 'demo1234'), { 'x-forwarded-for': READER });
  const accessToken = reader.data?.accessToken;
  if (reader.code !== 200 || typeof accessToken !== 'string') throw new Error(`reader login: ${reader.code} ${reader.msg}`);
  return accessToken;
}

export interface Member {
  username: string;
  password: string;
  address: string;
  /** The member's own phone: a known device once they signed in on it (issue 35). */
  phone: Browser;
}

let members = 0;

/**
 * A member of their own for each measured window, at an address of their own (a window's sign-ins
 * must not meet the previous window's limits: 30 successful logins of one account an hour), who
 * has signed in once on their phone, so that it is one of their known devices.
 */
export async function registerMember(url: string): Promise<Member> {
  members += 1;
  const member = { username: `genuine${String(members).padStart(3, '0')}`, password: 'genuine-pass1', address: `203.0.113.${100 + members}`, phone: { cookie: '' } };
  const registered = await call(url, API.login.register, { ...loginPayload(member.username, member.password), confirmPassword: member.password, agree: true }, { 'x-forwarded-for': member.address });
  if (registered.code !== 200) throw new Error(`register ${member.username}: ${registered.code} ${registered.msg}`);
  const first = await call(url, API.login.login, loginPayload(member.username, member.password), { 'x-forwarded-for': member.address }, member.phone);
  if (first.code !== 200 || member.phone.cookie === '') throw new Error(`first sign-in of ${member.username}: ${first.code} ${first.msg}`);
  return member;
}

export interface SignIns {
  ms: number[];
  codes: number[];
}

/** The genuine member signs in `count` times on their phone, one a second, each timed from sending to the answer. */
export async function signInEverySecond(url: string, member: Member, count: number): Promise<SignIns> {
  const signIns: SignIns = { ms: [], codes: [] };
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    const answer = await call(url, API.login.login, loginPayload(member.username, member.password), { 'x-forwarded-for': member.address }, member.phone);
    const ms = performance.now() - started;
    signIns.ms.push(ms);
    signIns.codes.push(answer.code);
    await pause(Math.max(0, 1_000 - ms));
  }
  return signIns;
}
