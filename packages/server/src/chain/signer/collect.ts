import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { erc20Abi, type Address } from 'viem';
import { z } from 'zod';
import { chainSends } from '../../db/schema/index.js';
import { hotTokenUnits, queueSend } from './send-store.js';
import { TRANSFER_GAS } from './sign-send.js';
import { tokenBalancesOf } from './token-balances.js';
import type { SignerContext } from './signer-context.js';

/** Deposit addresses looked at per round at most (their balances read in one batch of calls). */
const CANDIDATES_READ = 100;
/** A deposit address is given gas for this many token transfers at today's fees: fees may rise before its sweep is mined. */
const GAS_MARGIN = 2n;
const OPEN = ['queued', 'signed', 'broadcast'] as const;

export interface CollectResult {
  gas: number;
  sweeps: number;
  cold: number;
}

interface Candidate {
  index: number;
  address: Address;
}

const ZCandidateRows = z.object({ rows: z.array(z.object({ derivation_index: z.coerce.number().int(), address: z.string() })) });

/**
 * Deposit addresses that may hold tokens to sweep: those with a deposit credited since their last
 * confirmed sweep, and no gas or sweep of theirs on its way.
 */
async function candidates(context: SignerContext): Promise<Candidate[]> {
  const result = await context.db.execute(sql`
    select a.derivation_index, a.address
    from deposit_addresses a
    where a.network = ${context.network}
      and exists (
        select 1 from chain_deposits d
        where d.network = a.network and lower(d.to_address) = lower(a.address) and d.status = 'credited'
          and d.credited_at > coalesce((
            select max(s.updated_at) from chain_sends s
            where s.network = a.network and s.purpose = 'sweep' and s.from_index = a.derivation_index and s.status = 'confirmed'), 'epoch'))
      and not exists (
        select 1 from chain_sends s
        where s.network = a.network and s.status in ('queued', 'signed', 'broadcast')
          and ((s.purpose = 'sweep' and s.from_index = a.derivation_index) or (s.purpose = 'gas' and lower(s.to_address) = lower(a.address))))
    order by a.derivation_index
    limit ${CANDIDATES_READ}`);
  return ZCandidateRows.parse(result).rows.map((row) => ({ index: row.derivation_index, address: row.address as Address }));
}

/** How many sends of a purpose an address has had: the next one's reference, so a planning round repeated queues nothing twice. */
async function sendsSoFar(context: SignerContext, purpose: 'sweep' | 'gas' | 'cold', index: number | null): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(chainSends)
    .where(and(eq(chainSends.network, context.network), eq(chainSends.purpose, purpose), index === null ? sql`true` : eq(chainSends.fromIndex, index)));
  return row?.n ?? 0;
}

async function gasSendsTo(context: SignerContext, address: string): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(chainSends)
    .where(and(eq(chainSends.network, context.network), eq(chainSends.purpose, 'gas'), sql`lower(${chainSends.toAddress}) = lower(${address})`));
  return row?.n ?? 0;
}

/**
 * Sweeps: a deposit address holding at least the threshold sends all its tokens to the hot wallet.
 * It pays that transfer's gas itself, so an address without enough of the network's coin is first
 * given some by the fee wallet; its sweep is planned in a later round, once the gas has arrived.
 */
async function planSweeps(context: SignerContext, threshold: bigint): Promise<{ gas: number; sweeps: number }> {
  const found = await candidates(context);
  if (found.length === 0) return { gas: 0, sweeps: 0 };
  const [tokens, coins, fees] = await Promise.all([
    tokenBalancesOf(context.client, context.token, found.map((candidate) => candidate.address)),
    Promise.all(found.map((candidate) => context.client.getBalance({ address: candidate.address }))),
    context.client.estimateFeesPerGas(),
  ]);
  const gasNeeded = TRANSFER_GAS * fees.maxFeePerGas;
  let gas = 0;
  let sweeps = 0;
  for (const [position, candidate] of found.entries()) {
    const units = tokens[position] ?? 0n;
    const coin = coins[position] ?? 0n;
    if (units < threshold) continue;
    if (coin < gasNeeded) {
      const reference = `${context.network}:${candidate.address}:${await gasSendsTo(context, candidate.address)}`;
      await queueSend(context.db, { network: context.network, purpose: 'gas', reference, token: context.token, toAddress: candidate.address, units: gasNeeded * GAS_MARGIN - coin, wallet: 'fee', asset: 'native' });
      gas += 1;
    } else {
      const reference = `${context.network}:${candidate.index}:${await sendsSoFar(context, 'sweep', candidate.index)}`;
      await queueSend(context.db, { network: context.network, purpose: 'sweep', reference, token: context.token, toAddress: context.account.address, units, wallet: 'deposit', fromIndex: candidate.index });
      sweeps += 1;
    }
  }
  return { gas, sweeps };
}

/**
 * The hot wallet's ceiling: what it holds above it, less what its sends on their way and the
 * withdrawals queued for it will take, goes to the cold address (whose key is never here), one
 * transfer at a time.
 */
async function planCold(context: SignerContext, ceiling: bigint, coldAddress: string): Promise<number> {
  const [open] = await context.db
    .select({ n: count() })
    .from(chainSends)
    .where(and(eq(chainSends.network, context.network), eq(chainSends.purpose, 'cold'), inArray(chainSends.status, [...OPEN])));
  if ((open?.n ?? 0) > 0) return 0;
  const [balance, inFlight, queued] = await Promise.all([
    context.client.readContract({ address: context.token, abi: erc20Abi, functionName: 'balanceOf', args: [context.account.address] }),
    hotTokenUnits(context.db, context.network, ['signed', 'broadcast']),
    hotTokenUnits(context.db, context.network, ['queued']),
  ]);
  const above = balance - inFlight - queued - ceiling;
  if (above <= 0n) return 0;
  const reference = `${context.network}:cold:${await sendsSoFar(context, 'cold', null)}`;
  await queueSend(context.db, { network: context.network, purpose: 'cold', reference, token: context.token, toAddress: coldAddress, units: above });
  return 1;
}

/**
 * One round of collection for the signer's network (CHAIN_<NET>_SWEEP_MIN, _HOT_CEILING,
 * _COLD_ADDRESS): queues gas, sweeps and the move to cold storage; the signer sends them like any
 * other send. Nothing here moves a member's money: tokens go from one of the platform's addresses
 * to another, and the ledger, which counts what members are owed, is unchanged.
 */
export async function collect(context: SignerContext): Promise<CollectResult> {
  const policy = context.wallets;
  if (policy === undefined || context.keys === undefined) return { gas: 0, sweeps: 0, cold: 0 };
  const swept = policy.sweepMinUnits === undefined ? { gas: 0, sweeps: 0 } : await planSweeps(context, policy.sweepMinUnits);
  const cold = policy.hotCeilingUnits === undefined || policy.coldAddress === undefined ? 0 : await planCold(context, policy.hotCeilingUnits, policy.coldAddress);
  return { ...swept, cold };
}
