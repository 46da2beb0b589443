import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { ledgerAccounts } from '../db/schema/index.js';
import { cachedAccountId, rememberAccountId } from './account-id-cache.js';

export const ACCOUNT_KIND = {
  memberAvailable: 'member_available',
  memberHeld: 'member_held',
  platform: 'platform',
} as const;
export type MemberAccountKind = typeof ACCOUNT_KIND.memberAvailable | typeof ACCOUNT_KIND.memberHeld;

/** Platform accounts: the other side of every movement that does not go member to member. */
export const PLATFORM_ACCOUNT = {
  /** Operator adjustments and the demo grant. */
  adjustments: 'adjustments',
  /** Money received from payers (online, bank, crypto) not yet reconciled by finance. */
  depositsClearing: 'deposits_clearing',
  /** Withdrawals paid out to members, owed to the payout bank or wallet. */
  withdrawalsPayable: 'withdrawals_payable',
  /** Withdrawal fees and taxes the platform earned. */
  fees: 'fees',
  /** Interest paid to members (interest wallet, mining income). */
  interest: 'interest',
  /** Task commissions and referral rewards. */
  rewards: 'rewards',
  /** Contract stakes lost and payouts won. */
  contracts: 'contracts',
} as const;
export type PlatformAccountName = (typeof PLATFORM_ACCOUNT)[keyof typeof PLATFORM_ACCOUNT];

export function memberAccountCode(memberId: number, kind: MemberAccountKind): string {
  return `member:${memberId}:${kind === ACCOUNT_KIND.memberAvailable ? 'available' : 'held'}`;
}

/** Shard 0 is the account itself (`platform:fees`); shard k > 0 is one more (`platform:fees:k`). */
export function platformAccountCode(name: PlatformAccountName, shard = 0): string {
  return shard === 0 ? `platform:${name}` : `platform:${name}:${shard}`;
}

/**
 * Deposits clearing is this many accounts, each member's deposits going to one of them. A
 * posting locks its account's row until commit, so one clearing row would let only one deposit
 * commit at a time across the whole platform; with several, deposits of different members
 * commit side by side. The platform's clearing balance is the sum over them, and ledger:check
 * verifies each like any account.
 */
export const DEPOSITS_CLEARING_SHARDS = 16;

/** The deposits clearing account that takes this member's deposits. */
export function depositsClearingAccountId(db: DbOrTx, memberId: number, currency: string): Promise<number> {
  return platformAccountId(db, PLATFORM_ACCOUNT.depositsClearing, currency, memberId % DEPOSITS_CLEARING_SHARDS);
}

/** Every member has an available and a held account from the moment they exist, both at 0. */
export async function openMemberAccounts(db: DbOrTx, memberId: number, currency: string): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values(
      [ACCOUNT_KIND.memberAvailable, ACCOUNT_KIND.memberHeld].map((kind) => ({
        code: memberAccountCode(memberId, kind),
        kind,
        memberId,
        currency,
      })),
    )
    .onConflictDoNothing({ target: ledgerAccounts.code });
}

export interface MemberAccountIds {
  available: number;
  held: number;
}

/** A member's two account ids: read once per database, then remembered (account-id-cache.ts). */
export async function memberAccountIds(db: DbOrTx, memberId: number): Promise<MemberAccountIds | null> {
  const availableCode = memberAccountCode(memberId, ACCOUNT_KIND.memberAvailable);
  const heldCode = memberAccountCode(memberId, ACCOUNT_KIND.memberHeld);
  const cachedAvailable = cachedAccountId(db, availableCode);
  const cachedHeld = cachedAccountId(db, heldCode);
  if (cachedAvailable !== undefined && cachedHeld !== undefined) return { available: cachedAvailable, held: cachedHeld };
  const rows = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        inArray(ledgerAccounts.kind, [ACCOUNT_KIND.memberAvailable, ACCOUNT_KIND.memberHeld]),
      ),
    );
  const available = rows.find((row) => row.kind === ACCOUNT_KIND.memberAvailable);
  const held = rows.find((row) => row.kind === ACCOUNT_KIND.memberHeld);
  if (!available || !held) return null;
  rememberAccountId(db, availableCode, available.id);
  rememberAccountId(db, heldCode, held.id);
  return { available: available.id, held: held.id };
}

/**
 * Opens every platform account in `currency` (each deposits-clearing shard too). They open on first
 * use otherwise, and two transactions opening the same one at once make the second wait until the
 * first commits (a settlement batch stalled a quarter of a second on it): a new installation opens
 * them all with its seed.
 */
export async function openPlatformAccounts(db: DbOrTx, currency: string): Promise<void> {
  const codes = Object.values(PLATFORM_ACCOUNT).flatMap((name) =>
    name === PLATFORM_ACCOUNT.depositsClearing ? Array.from({ length: DEPOSITS_CLEARING_SHARDS }, (_, shard) => platformAccountCode(name, shard)) : [platformAccountCode(name)],
  );
  await db
    .insert(ledgerAccounts)
    .values(codes.map((code) => ({ code, kind: ACCOUNT_KIND.platform, memberId: null, currency })))
    .onConflictDoNothing({ target: ledgerAccounts.code });
}

/** The id of a platform account, opening it on first use; read once per database, then remembered. */
export async function platformAccountId(db: DbOrTx, name: PlatformAccountName, currency: string, shard = 0): Promise<number> {
  const code = platformAccountCode(name, shard);
  const cached = cachedAccountId(db, code);
  if (cached !== undefined) return cached;
  // Almost always there already: one read, and the insert only the first time.
  const [existing] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  if (existing) {
    rememberAccountId(db, code, existing.id);
    return existing.id;
  }
  await db
    .insert(ledgerAccounts)
    .values({ code, kind: ACCOUNT_KIND.platform, memberId: null, currency })
    .onConflictDoNothing({ target: ledgerAccounts.code });
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  if (!row) throw new Error(`Platform account ${code} could not be opened`);
  // Not remembered yet: the transaction that opened it may still roll back.
  return row.id;
}
