import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { CODE } from '@meridian/protocol';
import { moneyRequests } from '../db/schema/index.js';
import type { DbOrTx, Tx } from '../db/types.js';
import { AppError } from '../http/app-error.js';

export interface MoneyRequest {
  readonly memberId: number;
  /** The client's id for this request (ZRequestId). */
  readonly requestId: string;
  /** The API path: the same id on another call is another request's id, refused. */
  readonly operation: string;
  /** Everything the request asked for except the requestId. */
  readonly params: unknown;
}

/** JSON with object keys sorted, so the same parameters always hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function paramsHash(operation: string, params: unknown): string {
  return createHash('sha256').update(`${operation}\n${canonicalJson(params)}`).digest('hex');
}

/**
 * Runs a money-moving request exactly once per (member, requestId), in one transaction with the
 * record of it. The first run claims the id by inserting its row before doing anything: a
 * concurrent repeat waits on that row's unique key until the first commits, then finds it and
 * gets the first answer, never a second effect. A run that fails rolls its claim back with
 * everything else, so a retry after a failure runs afresh. The same id with other parameters (or
 * on another call) is refused with REQUEST_ID_REUSED and changes nothing.
 */
export async function runOnce<T>(db: DbOrTx, request: MoneyRequest, result: z.core.$ZodType<T>, run: (tx: Tx) => Promise<T>): Promise<T> {
  const hash = paramsHash(request.operation, request.params);
  return db.transaction(async (tx) => {
    const claimed = await claim(tx, request, hash, {});
    if (claimed === null) return firstAnswer(tx, request, hash, result);
    const answer = await run(tx);
    await tx.update(moneyRequests).set({ result: answer }).where(eq(moneyRequests.id, claimed));
    return answer;
  });
}

/** What the claim answers, whichever driver: a row when the claim is new, none for a repeat. */
const ZClaimRows = z.object({ rows: z.array(z.object({ id: z.coerce.number().int() })) });

/** An advisory transaction lock, (namespace, key) as pg_advisory_xact_lock(int, int) takes them. */
export interface ClaimLock {
  namespace: number;
  key: number;
}

/** Takes `lock` until the transaction ends, as a statement of its own or a part of one. */
export function advisoryLock(lock: ClaimLock): SQL {
  return sql`pg_advisory_xact_lock(${lock.namespace}::int, ${lock.key}::int)`;
}

/**
 * Claims (member, requestId) with `answer` recorded; the claim's id, or null when the id was
 * claimed before. `lock`, when given, is taken in the same round trip and only by a new claim.
 */
async function claim(tx: Tx, request: MoneyRequest, hash: string, answer: unknown, lock?: ClaimLock): Promise<number | null> {
  const insert = sql`insert into ${moneyRequests} (member_id, request_id, operation, params_hash, result)
    values (${request.memberId}, ${request.requestId}, ${request.operation}, ${hash}, ${JSON.stringify(answer)}::jsonb)
    on conflict do nothing returning id`;
  const { rows } = ZClaimRows.parse(await tx.execute(lock ? sql`with claimed as (${insert}) select id, ${advisoryLock(lock)} from claimed` : insert));
  return rows[0]?.id ?? null;
}

/**
 * runOnce for a request whose answer is known before it runs (an order number made up front):
 * the claim records the answer and, when given, takes `lock` in the same round trip, so a new
 * request costs two statements fewer than runOnce (no separate lock, no update of the answer).
 * The lock is taken only by a claim that is new, after the claim, exactly where `run` would take
 * it first; `run`'s next statement sees everything committed before the lock was granted. A
 * repeat answers the first answer; `run` failing rolls the claim and its answer back.
 */
export async function runOnceAnswering<T>(
  db: DbOrTx,
  request: MoneyRequest,
  result: z.core.$ZodType<T>,
  answer: T,
  run: (tx: Tx) => Promise<void>,
  lock?: ClaimLock,
): Promise<T> {
  const hash = paramsHash(request.operation, request.params);
  return db.transaction(async (tx) => {
    if ((await claim(tx, request, hash, answer, lock)) === null) return firstAnswer(tx, request, hash, result);
    await run(tx);
    return answer;
  });
}

/** The answer recorded by the first request with this id; refused if its parameters differ. */
async function firstAnswer<T>(tx: Tx, request: MoneyRequest, hash: string, result: z.core.$ZodType<T>): Promise<T> {
  const [first] = await tx
    .select({ paramsHash: moneyRequests.paramsHash, result: moneyRequests.result })
    .from(moneyRequests)
    .where(and(eq(moneyRequests.memberId, request.memberId), eq(moneyRequests.requestId, request.requestId)));
  if (!first) throw new Error(`money request ${request.requestId} conflicted but cannot be found`);
  if (first.paramsHash !== hash) throw new AppError(CODE.REQUEST_ID_REUSED, 'error.requestIdReused');
  return z.parse(result, first.result);
}
