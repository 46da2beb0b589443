import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { generate, generateSync } from 'otplib';
import { API, CODE, createEnvelope, DEMO_ENVELOPE_KEY } from '@meridian/protocol';
import type { BenchServer } from './start-bench-server.js';

/**
 * Sign-in as bench:api measures it: (1) the password alone (the demo member, 2-step off), and
 * (2) the password, then /api/login/secondStep with the authenticator's code, for members with
 * 2-step on. A code is accepted once per member per 30-second step, so each sign-in of flow 2
 * takes a member who has not signed in during the current step; enough members are enrolled
 * that one is always free (BENCH_TWO_STEP_MEMBERS). Each request's time is also taken from its
 * sending to its answer, by kind, so the second step's own latency is told apart from the
 * password's (scrypt at the production cost).
 */

const envelope = createEnvelope(DEMO_ENVELOPE_KEY);
const STEP_MS = 30_000;
const CAPTCHA = { captchaId: 'bench', captchaX: 0 };
const PASSWORD = 'bench1234';

export interface SignInFigures {
  name: string;
  /** Whole sign-ins a second (flow 2: both calls done). */
  signInsPerSecond: number;
  /** autocannon's latency over every request of the flow. */
  p50Ms: number;
  p99Ms: number;
  /** By request kind, timed from setupRequest to onResponse. */
  passwordMs: Percentiles;
  secondStepMs: Percentiles | null;
  failures: number;
  /** Flow 2: sign-ins that found no member free in their step (raise BENCH_TWO_STEP_MEMBERS). */
  starved: number;
}

export interface Percentiles {
  p50: number;
  p99: number;
  count: number;
}

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
  return { p50: Math.round(at(0.5) * 10) / 10, p99: Math.round(at(0.99) * 10) / 10, count: sorted.length };
}

interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}

async function call(server: BenchServer, path: string, payload: unknown, token?: string): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { accessToken: token }) },
    body: envelope.encode(payload),
  });
  const answer = envelope.decode(await response.text()) as Answer;
  if (answer.code !== CODE.OK) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer;
}

interface TwoStepMember {
  username: string;
  secret: string;
  /** The last 30-second step whose code this member spent. */
  lastStep: number;
}

/** Registers `count` members and turns 2-step on for each, as the app does, a few at a time. */
export async function enrolTwoStepMembers(server: BenchServer, count: number): Promise<TwoStepMember[]> {
  const enrolOne = async (index: number): Promise<TwoStepMember> => {
    const username = `ts${process.pid.toString(36)}${index}`;
    await call(server, API.login.register, { username, password: PASSWORD, confirmPassword: PASSWORD, agree: true, ...CAPTCHA });
    const login = await call(server, API.login.login, { username, password: PASSWORD, ...CAPTCHA });
    const token = String(login.data.accessToken);
    const begun = await call(server, API.security.beginTwoStep, {}, token);
    const secret = String(begun.data.secret);
    await call(server, API.security.confirmTwoStep, { code: await generate({ secret }) }, token);
    return { username, secret, lastStep: Math.floor(Date.now() / STEP_MS) };
  };
  const members: TwoStepMember[] = [];
  const BATCH = 2;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => enrolOne(start + offset));
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

interface FlowContext {
  /** Set when a call is sent, cleared when its answer is timed. */
  sentAt?: number;
  /** No member was free for this sign-in: neither call is counted. */
  isStarved?: boolean;
  ticket?: string;
  code?: string;
}

/** What autocannon's request hooks see: the context is ours. */
const flowContext = (context: object): FlowContext => context;

function elapsedSince(state: FlowContext): number {
  const elapsed = performance.now() - (state.sentAt ?? Number.NaN);
  state.sentAt = undefined;
  return elapsed;
}

export async function measurePasswordSignIn(server: BenchServer, username: string, password: string, connections: number, durationS: number): Promise<SignInFigures> {
  const timings: number[] = [];
  let failures = 0;
  const result = await autocannon({
    url: server.url,
    connections,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        path: API.login.login,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request, context) => {
          flowContext(context).sentAt = performance.now();
          return { ...request, body: envelope.encode({ username, password, ...CAPTCHA }) };
        },
        onResponse: (_status, body, context) => {
          timings.push(elapsedSince(flowContext(context)));
          if ((envelope.decode(body) as Answer).code !== CODE.OK) failures += 1;
        },
      },
    ],
  });
  return {
    name: 'sign-in, password only',
    signInsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    passwordMs: percentiles(timings),
    secondStepMs: null,
    failures: failures + result.errors + result.non2xx,
    starved: 0,
  };
}

export async function measureTwoStepSignIn(server: BenchServer, members: TwoStepMember[], connections: number, durationS: number): Promise<SignInFigures> {
  const passwordTimings: number[] = [];
  const secondStepTimings: number[] = [];
  let failures = 0;
  let signIns = 0;
  let next = 0;
  /** The next member who has not spent a code in this step; null when every one has. */
  const freeMember = (): TwoStepMember | null => {
    const step = Math.floor(Date.now() / STEP_MS);
    for (let tried = 0; tried < members.length; tried += 1) {
      const member = members[(next + tried) % members.length];
      if (member !== undefined && member.lastStep < step) {
        next = (next + tried + 1) % members.length;
        member.lastStep = step;
        return member;
      }
    }
    return null;
  };
  // A member's code of the step they were enrolled in is spent: start in a step after every one.
  const lastSpent = Math.max(...members.map((member) => member.lastStep));
  const untilFresh = (lastSpent + 1) * STEP_MS - Date.now();
  if (untilFresh > 0) await new Promise((resolve) => setTimeout(resolve, untilFresh + 100));
  let starved = 0;
  const fail = (call: string, answer: Answer) => {
    // The first refusal says why; the rest are counted.
    if (failures === 0) console.log(`  first failed ${call} call: ${answer.code} ${answer.msg}`);
    failures += 1;
  };
  const result = await autocannon({
    url: server.url,
    connections,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        path: API.login.login,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request, context) => {
          const member = freeMember();
          const state = flowContext(context);
          state.isStarved = member === null;
          if (member === null) {
            starved += 1;
            // No member is free in this step: a call the server refuses at once, left out of the figures.
            return { ...request, body: envelope.encode({}) };
          }
          state.sentAt = performance.now();
          // Made now: the code of the step the second call will land in (at most a step late, which the server allows).
          state.code = generateSync({ secret: member.secret });
          return { ...request, body: envelope.encode({ username: member.username, password: PASSWORD, ...CAPTCHA }) };
        },
        onResponse: (_status, body, context) => {
          const state = flowContext(context);
          if (state.isStarved === true) return;
          passwordTimings.push(elapsedSince(state));
          const answer = envelope.decode(body) as Answer;
          // The password was right: the answer asks for the code (TWO_STEP_CODE_REQUIRED) with the ticket.
          state.ticket = typeof answer.data.ticket === 'string' ? answer.data.ticket : undefined;
          if (state.ticket === undefined) fail('password', answer);
        },
      },
      {
        method: 'POST',
        path: API.login.secondStep,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request, context) => {
          const state = flowContext(context);
          state.sentAt = performance.now();
          return { ...request, body: envelope.encode({ ticket: state.ticket ?? '', code: state.code ?? '' }) };
        },
        onResponse: (_status, body, context) => {
          const state = flowContext(context);
          if (state.isStarved === true) return;
          secondStepTimings.push(elapsedSince(state));
          const answer = envelope.decode(body) as Answer;
          if (answer.code === CODE.OK && typeof answer.data.accessToken === 'string') signIns += 1;
          else fail('second step', answer);
        },
      },
    ],
  });
  return {
    name: 'sign-in, password + second step',
    signInsPerSecond: Math.round((signIns / durationS) * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    passwordMs: percentiles(passwordTimings),
    secondStepMs: percentiles(secondStepTimings),
    failures: failures + result.errors + result.non2xx,
    starved,
  };
}
