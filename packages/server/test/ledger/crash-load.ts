import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Decimal } from 'decimal.js';
import { API, CODE } from '@meridian/protocol';
import { deliver, type CrashWire, type Deadline } from './crash-wire.js';

export interface CrashMember {
  id: number;
  username: string;
  token: string;
  payPassword: string;
}

interface Sent {
  memberId: number;
  requestId: string;
  /** When it was first sent, and when the sending that was answered went out (ms since the epoch). */
  sentAt: number;
  lastSentAt: number;
  amount: string;
  attempts: number;
  /** false: the first sending got no answer and the request was sent again with the same requestId. */
  firstAnswered: boolean;
  code: number;
}

export interface WithdrawalSent extends Sent {
  orderNo: string | null;
}

export interface RechargeSent extends Sent {
  orderNo: string | null;
  callbackAttempts: number;
  callbackFirstAnswered: boolean;
  /** A resent callback found the order credited already: the lost first delivery had done it. */
  callbackReplayed: boolean;
}

/** An operator's adjustment: no requestId, so one without an answer is not sent again (see crash-verify.ts). */
export interface AdjustmentSent {
  memberId: number;
  username: string;
  amount: string;
  /** Unique: finds its journal entry, whose memo it is. */
  reason: string;
  /** Whether the first sending was answered (if not, it was sent again with the same request id). */
  answered: boolean;
  status: number | null;
}

export interface DecisionSent {
  memberId: number;
  orderNo: string;
  decision: 'pay' | 'reject';
  attempts: number;
  firstAnswered: boolean;
  status: number;
}

export interface LoadRecord {
  withdrawals: WithdrawalSent[];
  recharges: RechargeSent[];
  adjustments: AdjustmentSent[];
  decisions: DecisionSent[];
  /** Answers no correct server gives. */
  problems: string[];
}

/** Keeps the admin API under its 120 requests a minute per address. */
const OPERATOR_PACE_MS = 800;
/** A withdrawal no member of the run can afford: its refusal must change nothing. */
const UNAFFORDABLE = '40000.00';

/** The share of first sendings whose connection the client drops, like a phone losing signal. */
const LOSSY_PERCENT = 10;
const DROP_AFTER_MS = { min: 2, max: 40 };

/** For one request: how soon its first sending is dropped, if it is one of the lossy ones. */
function lossyFirstSending(): (attempt: number) => number | undefined {
  const dropAfter = randomInt(100) < LOSSY_PERCENT ? randomInt(DROP_AFTER_MS.min, DROP_AFTER_MS.max + 1) : undefined;
  return (attempt) => (attempt === 1 ? dropAfter : undefined);
}

const newRequestId = () => `crash-${randomBytes(9).toString('hex')}`;

function randomAmount(minCents: number, maxCents: number): string {
  return new Decimal(randomInt(minCents, maxCents + 1)).dividedBy(100).toFixed(2);
}

export interface LoadOptions {
  wire: CrashWire;
  members: readonly CrashMember[];
  /** Every retry gives up here, failing the run. */
  deadline: Deadline;
}

export interface RunningLoad {
  record: LoadRecord;
  /** Asks every caller to finish what it is doing (retries included) and resolves when all have. */
  stop(): Promise<void>;
}

/**
 * Money-moving load as members, an operator and a payment provider make it: each member, one
 * request after another, opens online recharges (paid through the signed callback) and asks for
 * withdrawals (with the pay password, now and then more than they have); the operator grants
 * adjustments and pays or rejects acknowledged withdrawals. Every answer is written down.
 */
export function startLoad({ wire, members, deadline }: LoadOptions): RunningLoad {
  const record: LoadRecord = { withdrawals: [], recharges: [], adjustments: [], decisions: [], problems: [] };
  const pending: { memberId: number; orderNo: string }[] = [];
  let stopping = false;

  async function recharge(member: CrashMember): Promise<Decimal> {
    const requestId = newRequestId();
    const amount = randomAmount(5_000, 30_000);
    const payload = { requestId, channelCode: 'sandbox', amount };
    const sentAt = Date.now();
    const drop = lossyFirstSending();
    const sent = await deliver((attempt) => wire.call(API.recharge.onlineRecharge, payload, member.token, drop(attempt)), deadline);
    const { code } = sent.answer;
    const orderNo = code === CODE.OK ? String((sent.answer.data as { orderNo: unknown }).orderNo) : null;
    const entry: RechargeSent = {
      memberId: member.id,
      requestId,
      sentAt,
      lastSentAt: sent.lastSentAt,
      amount,
      attempts: sent.attempts,
      firstAnswered: sent.firstAnswered,
      code,
      orderNo,
      callbackAttempts: 0,
      callbackFirstAnswered: true,
      callbackReplayed: false,
    };
    record.recharges.push(entry);
    if (!orderNo) {
      record.problems.push(`onlineRecharge ${requestId} of member ${member.id}: ${code} ${sent.answer.msg}`);
      return new Decimal(0);
    }
    const notice = { orderNo, amount, currency: 'USDT', outcome: 'approved' as const, providerRef: `SBX-${orderNo}` };
    const dropCallback = lossyFirstSending();
    const paid = await deliver((attempt) => wire.paymentCallback(notice, dropCallback(attempt)), deadline);
    entry.callbackAttempts = paid.attempts;
    entry.callbackFirstAnswered = paid.firstAnswered;
    entry.callbackReplayed = !paid.firstAnswered && paid.answer.body.includes('"already"');
    if (paid.answer.status !== 200) {
      record.problems.push(`payment callback of ${orderNo}: HTTP ${paid.answer.status} ${paid.answer.body}`);
      return new Decimal(0);
    }
    return new Decimal(amount);
  }

  async function withdraw(member: CrashMember, amount: string): Promise<Decimal> {
    const requestId = newRequestId();
    const payload = { method: 'coin', amount, payPassword: member.payPassword, requestId };
    const sentAt = Date.now();
    const drop = lossyFirstSending();
    const sent = await deliver((attempt) => wire.call(API.withdraw.withdraw, payload, member.token, drop(attempt)), deadline);
    const { code } = sent.answer;
    const orderNo = code === CODE.OK ? String((sent.answer.data as { orderNo: unknown }).orderNo) : null;
    record.withdrawals.push({ memberId: member.id, requestId, sentAt, lastSentAt: sent.lastSentAt, amount, attempts: sent.attempts, firstAnswered: sent.firstAnswered, code, orderNo });
    if (orderNo) {
      pending.push({ memberId: member.id, orderNo });
      return new Decimal(amount);
    }
    if (code !== CODE.INSUFFICIENT_FUNDS) record.problems.push(`withdraw ${requestId} of member ${member.id}: ${code} ${sent.answer.msg}`);
    return new Decimal(0);
  }

  async function memberLoop(member: CrashMember): Promise<void> {
    // What the member knows they have from their own acknowledged requests (adjustments add to it unseen).
    let known = new Decimal(0);
    while (!stopping) {
      const roll = randomInt(100);
      if (known.lessThan(10) || roll < 30) {
        known = known.plus(await recharge(member));
      } else {
        const wanted = roll < 40 ? UNAFFORDABLE : randomAmount(1_000, Math.min(known.times(100).floor().toNumber(), 6_000));
        known = known.minus(await withdraw(member, wanted));
      }
    }
  }

  async function adjust(): Promise<void> {
    const member = members[randomInt(members.length)];
    if (!member) return;
    const amount = randomAmount(100, 5_000);
    const reason = `crash test ${randomBytes(6).toString('hex')}`;
    // One request id for the intended adjustment: an answer lost to a kill is asked for again with
    // it, and the server answers the first run instead of crediting twice.
    const requestId = `crash-adjust-${randomBytes(8).toString('hex')}`;
    for (;;) {
      const sent = await deliver(() => wire.admin('POST', '/adjustments', { username: member.username, amount, reason, requestId }), deadline);
      const { status } = sent.answer;
      if (status === 429) {
        // The pause the server asked for (Retry-After), honoured as a client does: not a wait for anything.
        await sleep(Math.max(1, sent.answer.retryAfterSeconds) * 1000);
        continue;
      }
      record.adjustments.push({ memberId: member.id, username: member.username, amount, reason, answered: sent.firstAnswered, status });
      if (status !== 200) record.problems.push(`adjust ${reason}: HTTP ${status} ${sent.answer.body}`);
      return;
    }
  }

  async function decide(order: { memberId: number; orderNo: string }): Promise<void> {
    const decision = randomInt(2) === 0 ? 'pay' : 'reject';
    const path = decision === 'pay' ? `/withdrawals/${order.orderNo}/pay` : `/withdrawals/${order.orderNo}/reject`;
    const body = decision === 'pay' ? undefined : { reason: 'crash test: not paid' };
    let attempts = 0;
    let unanswered = 0;
    for (;;) {
      // Deciding twice is refused by the order's state, so a lost answer is safely asked again.
      const sent = await deliver(() => wire.admin('POST', path, body), deadline);
      attempts += sent.attempts;
      unanswered += sent.attempts - 1;
      const { status } = sent.answer;
      if (status === 429) {
        // The pause the server asked for (Retry-After), honoured as a client does: not a wait for anything.
        await sleep(Math.max(1, sent.answer.retryAfterSeconds) * 1000);
        continue;
      }
      record.decisions.push({ ...order, decision, attempts, firstAnswered: unanswered === 0, status });
      // Refused as already decided (409, audited-run.ts) after a lost answer: the lost one decided it
      // (crash-verify.ts checks which way).
      const decidedBefore = status === 409 && unanswered > 0;
      if (status !== 200 && !decidedBefore) record.problems.push(`${decision} ${order.orderNo}: HTTP ${status} ${sent.answer.body}`);
      return;
    }
  }

  async function operatorLoop(): Promise<void> {
    while (!stopping) {
      const order = pending.length > 0 && randomInt(100) < 60 ? pending.splice(randomInt(pending.length), 1)[0] : undefined;
      if (order) await decide(order);
      else await adjust();
      // An operator's pace, the load being modelled: not a wait for anything.
      await sleep(OPERATOR_PACE_MS);
    }
  }

  const running = Promise.all([...members.map(memberLoop), operatorLoop()]);
  // A caller past the deadline fails the run when stop() is awaited, not as an unhandled rejection.
  running.catch(() => undefined);
  return {
    record,
    async stop() {
      stopping = true;
      await running;
    },
  };
}
