import type { Db } from '../../db/types.js';
import type { SettingsStore } from '../../settings/settings-store.js';
import type { ChainBlockHeader, ChainReader, TokenTransfer } from './chain-reader.js';
import {
  applyReorg,
  depositsDueForCredit,
  ensureCursor,
  readStoredBlocks,
  recordRange,
  updateConfirmations,
  type NewChainDeposit,
  type ReorgOutcome,
} from './chain-deposit-store.js';
import { creditChainDeposits, type CreditBatching, type CreditTerms } from './credit-chain-deposit.js';
import { continuesFrom, findForkPoint, recentWindowSize, type StoredBlock } from './fork-point.js';
import { depositValueOf, tokenAmountOf } from './token-amount.js';
import { DEFAULT_RANGE_SIZE, channelOfNetwork, type WatchedNetwork } from './watched-network.js';

/** Ranges read in one poll at most, so a long catch-up still hands control back now and then. */
const MAX_RANGES_PER_POLL = 20;
/** Deposits credited in one poll at most; the rest go in the next poll, which follows at once. */
const MAX_CREDITS_PER_POLL = 2_000;
/** Headers asked for at once. */
const HEADER_BATCH = 16;

export interface PollContext {
  db: Db;
  reader: ChainReader;
  watched: WatchedNetwork;
  settings: Pick<SettingsStore, 'get'>;
  /** The members whose deposit addresses these are on the network, by address; an address no member owns is absent. */
  ownersOf(addresses: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /** How credits are committed; DEFAULT_CREDIT_BATCHING unless a test wants smaller commits. */
  creditBatching?: CreditBatching;
}

export interface PollResult {
  head: number;
  /** The last block read: head − cursor is the lag. */
  cursor: number;
  reorg: ReorgOutcome | null;
  credited: number;
  halted: boolean;
  /** Work was left for the next poll (blocks not yet read, deposits not yet credited): it should follow at once. */
  more: boolean;
}

async function readHeaders(reader: ChainReader, numbers: readonly number[]): Promise<(ChainBlockHeader | null)[]> {
  const headers: (ChainBlockHeader | null)[] = [];
  for (let start = 0; start < numbers.length; start += HEADER_BATCH) {
    headers.push(...(await Promise.all(numbers.slice(start, start + HEADER_BATCH).map((number) => reader.blockHeader(number)))));
  }
  return headers;
}

/** Finds a re-org against the stored blocks (one header read when there is none) and rewinds if there was one. */
async function checkReorg(context: PollContext, stored: readonly StoredBlock[]): Promise<ReorgOutcome | null> {
  const [tip] = stored;
  if (!tip) return null;
  const tipNow = await context.reader.blockHeader(tip.number);
  if (tipNow?.hash === tip.hash) return null;
  const headers = await readHeaders(context.reader, stored.map((block) => block.number));
  const chainHashes = new Map(headers.flatMap((header) => (header ? [[header.number, header.hash] as const] : [])));
  const fork = findForkPoint(stored, (number) => chainHashes.get(number) ?? null);
  if (fork.kind === 'same') return null;
  return applyReorg(context.db, context.watched.network, fork, context.watched.confirmations);
}

/**
 * The deposit a transfer to one of our addresses is, at `head`: seen when it goes to a member and
 * is worth the channel's minimum; otherwise unmatched, with why (kept for operators).
 */
export function depositOfTransfer(
  on: { network: string; decimals: number; head: number; terms: Pick<CreditTerms, 'channel' | 'currency'> },
  transfer: TokenTransfer,
  memberId: number | null,
): NewChainDeposit {
  const amount = tokenAmountOf(transfer.units, on.decimals);
  const { channel, currency } = on.terms;
  const belowMinimum = channel !== undefined && depositValueOf(amount, channel, currency).kind === 'below_minimum';
  const unmatchedReason = memberId === null ? 'no_owner' : belowMinimum ? 'below_minimum' : '';
  return {
    network: on.network,
    txHash: transfer.txHash,
    logIndex: transfer.logIndex,
    blockNumber: transfer.blockNumber,
    blockHash: transfer.blockHash,
    fromAddress: transfer.from,
    toAddress: transfer.to,
    memberId,
    amount,
    status: unmatchedReason === '' ? 'seen' : 'unmatched',
    unmatchedReason,
    confirmations: Math.max(0, on.head - transfer.blockNumber + 1),
  };
}

/** Turns the token's transfers into deposits to record: those to an address of ours, each with its owner or why it has none. */
async function depositsOf(context: PollContext, transfers: readonly TokenTransfer[], head: number, terms: CreditTerms): Promise<NewChainDeposit[]> {
  const { watched } = context;
  const sharedAddress = terms.channel?.address.toLowerCase();
  // Keyed, so a provider that repeats a log in one answer still gives one deposit.
  const deposits = new Map<string, NewChainDeposit>();
  const owners = await context.ownersOf(transfers.map((transfer) => transfer.to));
  for (const transfer of transfers) {
    const key = `${transfer.txHash}:${transfer.logIndex}`;
    if (deposits.has(key)) continue;
    const memberId = owners.get(transfer.to) ?? null;
    if (memberId === null && transfer.to.toLowerCase() !== sharedAddress) continue;
    deposits.set(key, depositOfTransfer({ network: watched.network, decimals: watched.decimals, head, terms }, transfer, memberId));
  }
  return [...deposits.values()];
}

/**
 * Reads one range after the cursor and records it. False when the chain changed under the read
 * (a header that does not follow the last kept block, or a log from another block than the header
 * read): nothing is kept, and the next poll finds the re-org first.
 */
async function readRange(context: PollContext, range: { from: number; to: number; head: number }, previous: StoredBlock | undefined, terms: CreditTerms): Promise<boolean> {
  const { reader, watched } = context;
  const windowSize = recentWindowSize(watched.confirmations);
  const firstKept = Math.max(range.from, range.head - windowSize + 1);
  const numbers = Array.from({ length: Math.max(0, range.to - firstKept + 1) }, (_, index) => firstKept + index);
  const fetched = await readHeaders(reader, numbers);
  const headers = fetched.flatMap((header) => (header ? [header] : []));
  if (headers.length !== numbers.length) return false;
  if (!continuesFrom(previous && previous.number === firstKept - 1 ? previous : undefined, headers)) return false;
  const transfers = await reader.transferLogs(watched.token, range.from, range.to);
  const hashAt = new Map(headers.map((header) => [header.number, header.hash]));
  if (transfers.some((transfer) => (hashAt.get(transfer.blockNumber) ?? transfer.blockHash) !== transfer.blockHash)) return false;
  const deposits = await depositsOf(context, transfers, range.head, terms);
  await recordRange(context.db, { network: watched.network, head: range.head, toBlock: range.to, headers, deposits, windowSize, confirmationsNeeded: watched.confirmations });
  return true;
}

/** What crediting needs from the settings now: the network's channel (rate, minimum) and the platform currency. */
async function creditTerms(context: PollContext): Promise<CreditTerms> {
  const [recharge, company] = await Promise.all([context.settings.get('recharge'), context.settings.get('company')]);
  return { channel: channelOfNetwork(recharge, context.watched.network), currency: company.currency, confirmationsNeeded: context.watched.confirmations };
}

/**
 * One step of a network's watcher: read the head; rewind on a re-org; read the Transfer logs from
 * the cursor range by range and record new deposits; count confirmations; credit, exactly once,
 * those with enough of them unless the network is halted. Every write is in a transaction that
 * moves the cursor with what it recorded, so a crash between any two steps loses and repeats
 * nothing; an RPC failure throws, and the runner retries.
 */
export async function pollOnce(context: PollContext): Promise<PollResult> {
  const { db, reader, watched } = context;
  const head = await reader.headNumber();
  const cursorAtStart = await ensureCursor(db, watched.network, watched.startBlock === undefined ? Math.max(-1, head - recentWindowSize(watched.confirmations)) : watched.startBlock - 1);
  const reorg = await checkReorg(context, await readStoredBlocks(db, watched.network));
  const terms = await creditTerms(context);
  let cursor = reorg ? (await ensureCursor(db, watched.network, cursorAtStart.lastBlock)).lastBlock : cursorAtStart.lastBlock;
  const rangeSize = watched.rangeSize ?? DEFAULT_RANGE_SIZE;
  for (let ranges = 0; ranges < MAX_RANGES_PER_POLL && cursor < head; ranges += 1) {
    const [previous] = await readStoredBlocks(db, watched.network);
    const to = Math.min(head, cursor + rangeSize);
    if (!(await readRange(context, { from: cursor + 1, to, head }, previous, terms))) break;
    cursor = to;
  }
  await updateConfirmations(db, watched.network, head, watched.confirmations);
  const halted = (await ensureCursor(db, watched.network, cursor)).haltedAt !== null;
  if (halted) return { head, cursor, reorg, credited: 0, halted, more: false };
  const due = await depositsDueForCredit(db, watched.network, head, watched.confirmations, MAX_CREDITS_PER_POLL);
  const run = await creditChainDeposits(db, watched.network, due, terms, context.creditBatching);
  // A deposit that failed is tried again after the runner's backoff, the others credited meanwhile.
  if (run.failures.length > 0) throw new AggregateError(run.failures, `${run.failures.length} of ${due.length} ${watched.network} credits failed; the other ${run.credited} were credited`);
  return { head, cursor, reorg, credited: run.credited, halted, more: cursor < head || due.length === MAX_CREDITS_PER_POLL };
}
