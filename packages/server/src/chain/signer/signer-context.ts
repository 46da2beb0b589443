import type { Address, PrivateKeyAccount, PublicClient } from 'viem';
import type { Db, Tx } from '../../db/types.js';
import type { WalletPolicy } from '../chain-config.js';
import type { SignerKeys } from './hot-wallet.js';
import type { SigningPool } from './signing-pool.js';
import type { ChainSendRow } from './send-store.js';

/** What one network's signer works with. Only the signer process makes one: it holds the keys. */
export interface SignerContext {
  db: Db;
  network: string;
  token: Address;
  client: PublicClient;
  chainId: number;
  /** The hot wallet: it sends withdrawals. */
  account: PrivateKeyAccount;
  /** Every key of the seed (fee and deposit addresses too), for collection; absent where only withdrawals are sent. */
  keys?: SignerKeys;
  /** Signing threads (signing-pool.ts): a batch is signed off the main thread, while the one before is broadcast. */
  signingPool?: SigningPool;
  /** Collection: sweep threshold, hot ceiling and cold address (chain-config.ts); none, nothing is collected. */
  wallets?: WalletPolicy;
  /** Blocks (the mined one counted) before a send is final. */
  confirmations: number;
  /** A broadcast transaction not mined after this long is replaced by one with higher fees, at the same nonce. */
  replaceAfterMs: number;
  now?: () => number;
  /**
   * Told in the transaction that makes a send final, so what follows from it (a withdrawal paid, or
   * refunded with the reason) commits with it or not at all.
   */
  onFinished?(tx: Tx, send: ChainSendRow): Promise<void>;
}

/** The key that signs a send: the hot wallet's unless the send says the fee wallet or a deposit address. */
export function signingAccount(context: SignerContext, send: Pick<ChainSendRow, 'id' | 'wallet' | 'fromIndex'>): PrivateKeyAccount {
  if (send.wallet === 'hot') return context.account;
  const { keys } = context;
  if (keys === undefined) throw new Error(`send ${send.id} is signed by the ${send.wallet} wallet, and this signer holds the hot key only`);
  if (send.wallet === 'fee') return keys.fee;
  if (send.fromIndex === null) throw new Error(`send ${send.id} is from a deposit address without its index`);
  return keys.deposit(send.fromIndex);
}
