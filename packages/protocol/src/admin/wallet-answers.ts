import { z } from 'zod/mini';

/** What the admin API answers about the platform's wallets (the console's Wallets screen). */

/** The wallets of a network: hot (pays withdrawals), fee (the coin for sweeps' gas) and cold (an address only). */
export const WALLET_ROLES = ['hot', 'fee', 'cold'] as const;
export type TWalletRole = (typeof WALLET_ROLES)[number];

/** What the operator may ask the signer to do with a send (chain_sends.requested_action). */
export const WALLET_SEND_ACTIONS = ['rebroadcast', 'replace', 'cancel'] as const;

export const ZWalletBalance = z.object({
  role: z.enum(WALLET_ROLES),
  address: z.string(),
  /** The token held, in tokens (decimals applied); null when it could not be read. */
  token: z.nullable(z.string()),
  /** The network's coin held (gas), in coins; null for the cold address or when it could not be read. */
  native: z.nullable(z.string()),
});
export type TWalletBalance = z.infer<typeof ZWalletBalance>;

/** `up`: stepped within the limit; `down`: its heartbeat is older; `never`: no signer has run on the network. */
export const SIGNER_STATES = ['up', 'down', 'never'] as const;

export const ZSignerHealth = z.object({
  state: z.enum(SIGNER_STATES),
  startedAt: z.nullable(z.string()),
  heartbeatAt: z.nullable(z.string()),
  /** Seconds since the last step; null: never. */
  heartbeatAgeSeconds: z.nullable(z.int()),
  /** The last step's counts (signed, broadcast, finished, replaced…). */
  lastStep: z.record(z.string(), z.number()),
  lastError: z.string(),
});
export type TSignerHealth = z.infer<typeof ZSignerHealth>;

/** A send not final (queued, signed or broadcast). */
export const ZWalletSend = z.object({
  id: z.int(),
  /** withdrawal, sweep, gas or cold. */
  purpose: z.string(),
  reference: z.string(),
  /** hot, fee or deposit: who signs it. */
  wallet: z.string(),
  /** token or native. */
  asset: z.string(),
  /** In tokens (or coins for a native send), decimals applied. */
  amount: z.string(),
  toAddress: z.string(),
  status: z.string(),
  txHash: z.string(),
  nonce: z.nullable(z.int()),
  /** Seconds since it was queued. */
  ageSeconds: z.int(),
  broadcastAt: z.nullable(z.string()),
  broadcasts: z.int(),
  lastError: z.string(),
  /** What an operator asked the signer to do and it has not done yet ('' for nothing), and who. */
  requestedAction: z.string(),
  requestedBy: z.string(),
  /** Its signed transaction is an operator's cancel (a transfer of nothing to itself at its nonce): it fails and is refunded once that is final. */
  cancelling: z.boolean(),
  /** Broadcast and not mined for longer than the screen's limit, or waiting with an error. */
  stuck: z.boolean(),
});
export type TWalletSend = z.infer<typeof ZWalletSend>;

export const ZWalletNetwork = z.object({
  network: z.string(),
  token: z.string(),
  decimals: z.int(),
  balances: z.array(ZWalletBalance),
  /** Why the balances could not be read (the node did not answer), or ''. */
  balanceError: z.string(),
  signer: ZSignerHealth,
  queued: z.int(),
  signed: z.int(),
  broadcast: z.int(),
  stuck: z.int(),
  /** Sweeps (deposit addresses to the hot wallet) not final. */
  pendingSweeps: z.int(),
  /** Withdrawals waiting to be signed. */
  queuedWithdrawals: z.int(),
  /** The open sends, oldest first (at most WALLET_SENDS_SHOWN). */
  sends: z.array(ZWalletSend),
});
export type TWalletNetwork = z.infer<typeof ZWalletNetwork>;

export const ZWalletsAnswer = z.object({
  networks: z.array(ZWalletNetwork),
  /** A broadcast send not mined after this many seconds counts as stuck. */
  stuckAfterSeconds: z.int(),
  /** A signer whose last step is older than this many seconds is down. */
  signerDownAfterSeconds: z.int(),
});
export type TWalletsAnswer = z.infer<typeof ZWalletsAnswer>;

/** A request to the signer recorded: the send and what it will do with it at its next step. */
export const ZWalletRequestAnswer = z.object({ id: z.int(), network: z.string(), reference: z.string(), requestedAction: z.enum(WALLET_SEND_ACTIONS) });
