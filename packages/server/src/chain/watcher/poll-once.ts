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

/** Log ranges read in one poll at most, so a long catch-up still hands control back (and commits) now and then. */
const MAX_RANGES_PER_POLL = 20;
/** Deposits credited in one poll at most; the rest go in the next poll, which follows at once. */
const MAX_CREDITS_PER_POLL = 2_000;
/** Headers asked for at once, unless the reader says (ChainReader.headersAtOnce). */
const HEADER_BATCH = 16;
/** Log queries in flight at once while catching up (providers answer a few at a time without limiting). */
const PARALLEL_RANGES = 4;

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
  const atOnce = reader.headersAtOnce ?? HEADER_BATCH;
  for (let start = 0; start < numbers.length; start += atOnce) {
    headers.push(...(await Promise.all(numbers.slice(start, start + atOnce).map((number) => reader.blockHeader(number)))));
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

/** A range's transfers once read, or why not: kept as a value so that a read started ahead never rejects unheard. */
type RangeRead = { transfers: TokenTransfer[] } | { error: Error };

/**
 * The token's Transfer logs of `from..to` in ranges of `rangeSize`, up to PARALLEL_RANGES queries
 * in flight: each range is answered in order while the next ones are already being read.
 */
async function* transfersByRange(context: PollContext, from: number, to: number, rangeSize: number): AsyncGenerator<{ to: number; transfers: TokenTransfer[] }> {
  const { reader, watched } = context;
  const ranges: { from: number; to: number }[] = [];
  for (let start = from; start <= to; start += rangeSize) ranges.push({ from: start, to: Math.min(to, start + rangeSize - 1) });
  const read = (range: { from: number; to: number }): Promise<RangeRead> =>
    reader.transferLogs(watched.token, range.from, range.to).then(
      (transfers) => ({ transfers }),
      (error: unknown) => ({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
  const inFlight = ranges.slice(0, PARALLEL_RANGES).map(read);
  for (const [index, range] of ranges.entries()) {
    const next = ranges[index + PARALLEL_RANGES];
    if (next) inFlight.push(read(next));
    const answer = await inFlight[index];
    if (!answer || 'error' in answer) throw answer?.error ?? new Error(`no answer for blocks ${range.from}..${range.to}`);
    yield { to: range.to, transfers: answer.transfers };
  }
}

/**
 * Reads the blocks after the cursor up to `span.to` (several log ranges, read ahead of each other)
 * and records them in one transaction. Answers the last block recorded: short of `span.to` when the
 * chain changed under the read (a header that does not follow the last kept block, or a log from
 * another block than the header read), and then nothing after that point is kept: the next poll
 * finds the re-org first.
 */
async function readSpan(context: PollContext, span: { from: number; to: number; head: number }, previous: StoredBlock | undefined, terms: CreditTerms): Promise<number> {
  const { reader, watched } = context;
  const windowSize = recentWindowSize(watched.confirmations);
  const firstKept = Math.max(span.from, span.head - windowSize + 1);
  const numbers = Array.from({ length: Math.max(0, span.to - firstKept + 1) }, (_, index) => firstKept + index);
  const fetched = await readHeaders(reader, numbers);
  const headers = fetched.flatMap((header) => (header ? [header] : []));
  if (headers.length !== numbers.length) return span.from - 1;
  if (!continuesFrom(previous && previous.number === firstKept - 1 ? previous : undefined, headers)) return span.from - 1;
  const hashAt = new Map(headers.map((header) => [header.number, header.hash]));
  const deposits: NewChainDeposit[] = [];
  let readTo = span.from - 1;
  let failure: { error: unknown } | null = null;
  try {
    for await (const range of transfersByRange(context, span.from, span.to, watched.rangeSize ?? DEFAULT_RANGE_SIZE)) {
      if (range.transfers.some((transfer) => (hashAt.get(transfer.blockNumber) ?? transfer.blockHash) !== transfer.blockHash)) break;
      // Only the transfers to our addresses are kept from range to range: a busy token's logs are dropped as they come.
      deposits.push(...(await depositsOf(context, range.transfers, span.head, terms)));
      readTo = range.to;
    }
  } catch (error) {
    // The ranges read before a failed one are kept; the runner retries the rest after its backoff.
    failure = { error };
  }
  if (readTo >= span.from) {
    const kept = headers.filter((header) => header.number <= readTo);
    await recordRange(context.db, { network: watched.network, head: span.head, toBlock: readTo, headers: kept, deposits, windowSize, confirmationsNeeded: watched.confirmations });
  }
  if (failure) throw failure.error instanceof Error ? failure.error : new Error(String(failure.error));
  return readTo;
}

/** What crediting needs from the settings now: the network's channel (rate, minimum) and the platform currency. */
async function creditTerms(context: PollContext): Promise<CreditTerms> {
  const [recharge, company] = await Promise.all([context.settings.get('recharge'), context.settings.get('company')]);
  return { channel: channelOfNetwork(recharge, context.watched.network), currency: company.currency, confirmationsNeeded: context.watched.confirmations };
}

/** Credits what is due at `head`, exactly once each; a deposit that failed is tried again after the runner's backoff, the others credited meanwhile. */
async function creditDue(context: PollContext, head: number, terms: CreditTerms): Promise<{ credited: number; full: boolean }> {
  const { db, watched } = context;
  const due = await depositsDueForCredit(db, watched.network, head, watched.confirmations, MAX_CREDITS_PER_POLL);
  if (due.length === 0) return { credited: 0, full: false };
  const run = await creditChainDeposits(db, watched.network, due, { ...terms, head }, context.creditBatching);
  if (run.failures.length > 0) throw new AggregateError(run.failures, `${run.failures.length} of ${due.length} ${watched.network} credits failed; the other ${run.credited} were credited`);
  return { credited: run.credited, full: due.length === MAX_CREDITS_PER_POLL };
}

/**
 * One step of a network's watcher: read the head; rewind on a re-org; credit, exactly once, the
 * recorded deposits the new head confirms (unless the network is halted); read the Transfer logs
 * from the cursor range by range and record new deposits; count confirmations; credit what those
 * ranges brought that is already confirmed (a catch-up). Crediting comes first because a block
 * that completes confirmations should not wait for the recording of the blocks after it: the
 * deposits it confirms were recorded polls ago, in blocks up to the stored tip, and the tip still
 * being on the chain (checkReorg) means every one of them still is. Every write is in a
 * transaction that moves the cursor with what it recorded, so a crash between any two steps loses
 * and repeats nothing; an RPC failure throws, and the runner retries.
 */
export async function pollOnce(context: PollContext): Promise<PollResult> {
  const { db, reader, watched } = context;
  const head = await reader.headNumber();
  const cursorAtStart = await ensureCursor(db, watched.network, watched.startBlock === undefined ? Math.max(-1, head - recentWindowSize(watched.confirmations)) : watched.startBlock - 1);
  const reorg = await checkReorg(context, await readStoredBlocks(db, watched.network));
  const terms = await creditTerms(context);
  const cursorNow = reorg ? await ensureCursor(db, watched.network, cursorAtStart.lastBlock) : cursorAtStart;
  const halted = cursorNow.haltedAt !== null;
  const early = halted ? { credited: 0, full: false } : await creditDue(context, head, terms);
  let cursor = cursorNow.lastBlock;
  if (cursor < head) {
    const [previous] = await readStoredBlocks(db, watched.network);
    const to = Math.min(head, cursor + (watched.rangeSize ?? DEFAULT_RANGE_SIZE) * MAX_RANGES_PER_POLL);
    cursor = await readSpan(context, { from: cursor + 1, to, head }, previous, terms);
  }
  await updateConfirmations(db, watched.network, head, watched.confirmations);
  if (halted) return { head, cursor, reorg, credited: 0, halted, more: false };
  // What the ranges just read brought already confirmed (catching up), unless a full first round left work for the next poll anyway.
  const late = early.full ? { credited: 0, full: true } : await creditDue(context, head, terms);
  return { head, cursor, reorg, credited: early.credited + late.credited, halted, more: cursor < head || late.full };
}
