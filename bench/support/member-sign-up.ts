import { API, CODE, createEnvelope, DEMO_ENVELOPE_KEY } from '@meridian/protocol';
import { opensslEnvelopeCipher } from '@meridian/server/wire';
import type { FastifyInstance } from 'fastify';

// Node's OpenSSL, as the server's side does: the callers share this process with the server.
const envelope = createEnvelope(DEMO_ENVELOPE_KEY, opensslEnvelopeCipher);
const CAPTCHA = { captchaId: 'bench', captchaX: 0 };

export interface AppAnswer {
  code: number;
  msg: string;
  data: Record<string, unknown> | null;
}

/** One call as the app makes it (envelope, access token), into the app in this process from `remoteAddress`; refused unless it answers OK. */
export async function callInProcess(app: FastifyInstance, path: string, payload: unknown, remoteAddress: string, token?: string): Promise<AppAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
    payload: envelope.encode(payload),
  });
  const answer = envelope.decode(response.body) as AppAnswer;
  if (answer.code !== CODE.OK) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer;
}

/** An address of its own per member: registration is limited per address. */
export function memberAddress(index: number): string {
  return `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

export interface SignedUpMember {
  username: string;
  password: string;
  token: string;
  /** Where the member's calls come from. */
  remoteAddress: string;
}

/** Registers member `index` of a run (a name unique to this process) and signs them in, through the real calls. */
export async function signUpMember(app: FastifyInstance, index: number): Promise<SignedUpMember> {
  const remoteAddress = memberAddress(index);
  const username = `bench${process.pid.toString(36)}${index}`;
  const password = 'bench1234';
  await callInProcess(app, API.login.register, { username, password, confirmPassword: password, agree: true, ...CAPTCHA }, remoteAddress);
  const login = await callInProcess(app, API.login.login, { username, password, ...CAPTCHA }, remoteAddress);
  return { username, password, token: String(login.data?.accessToken), remoteAddress };
}
