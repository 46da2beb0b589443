import { getAddress, isAddress, parseUnits, type Address, type Hash } from 'viem';
import { DEMO_USDT_ARTIFACT } from './demo-usdt-artifact.js';
import type { DevChainClients } from './dev-chain-clients.js';

/** The demo token's decimals, as Tether's USDT: 1 USDT is 1,000,000 units. */
export const DEMO_USDT_DECIMALS = 6;

/** What the faucet holds after the token is deployed, and what it is topped up by when it runs low. */
const FAUCET_FLOAT = parseUnits('1000000000', DEMO_USDT_DECIMALS);
/** One send's ceiling: a typo of a few more digits is refused rather than minted. */
export const FAUCET_MAX_SEND = '1000000';

/** Why a faucet request was refused: the caller shows it in the member's or the developer's words. */
export type FaucetRefusal = 'address' | 'amount' | 'too-much';

export class FaucetRequestError extends Error {
  constructor(
    readonly refusal: FaucetRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'FaucetRequestError';
  }
}

/** An EVM address, checksummed; a mixed-case address must carry a valid checksum (a typo's guard). */
export function parseRecipient(text: string): Address {
  const trimmed = text.trim();
  if (!isAddress(trimmed)) {
    throw new FaucetRequestError('address', `"${text}" is not an EVM address: 0x and 40 hexadecimal digits (a mixed-case address must have a valid checksum)`);
  }
  return getAddress(trimmed);
}

/** A decimal amount of demo USDT (`25`, `0.5`, at most 6 decimals) in token units. */
export function parseDemoUsdtAmount(text: string): bigint {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) throw new FaucetRequestError('amount', `"${text}" is not an amount: a decimal number such as 25 or 0.5`);
  if ((trimmed.split('.')[1]?.length ?? 0) > DEMO_USDT_DECIMALS) {
    throw new FaucetRequestError('amount', `"${text}" has more than ${DEMO_USDT_DECIMALS} decimals, the token's smallest unit`);
  }
  const units = parseUnits(trimmed, DEMO_USDT_DECIMALS);
  if (units <= 0n) throw new FaucetRequestError('amount', 'the amount must be more than 0');
  if (units > parseUnits(FAUCET_MAX_SEND, DEMO_USDT_DECIMALS)) throw new FaucetRequestError('too-much', `the faucet sends at most ${FAUCET_MAX_SEND} USDT at a time`);
  return units;
}

/** Whether the demo token's code, exactly as compiled, is at `address` (a chain that kept its state). */
export async function isDemoTokenAt(chain: DevChainClients, address: Address): Promise<boolean> {
  const code = await chain.reader.getCode({ address });
  return code?.toLowerCase() === DEMO_USDT_ARTIFACT.deployedBytecode.toLowerCase();
}

/**
 * Sends, then mines a block at once (anvil_mine) and waits for it: a start or a test need not wait
 * for the next interval block. Fails when the transaction reverted.
 */
async function minedNow(chain: DevChainClients, send: Promise<Hash>): Promise<Address | null> {
  const hash = await send;
  await chain.control.mine({ blocks: 1 });
  const receipt = await chain.reader.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`demo token transaction ${hash} reverted`);
  return receipt.contractAddress ? getAddress(receipt.contractAddress) : null;
}

/** Deploys the demo token from `deployer` (its only minter) and mints the faucet its float. */
export async function deployDemoToken(chain: DevChainClients, accounts: { deployer: Address; faucet: Address }): Promise<Address> {
  const token = await minedNow(chain, chain.sender.deployContract({ abi: DEMO_USDT_ARTIFACT.abi, bytecode: DEMO_USDT_ARTIFACT.bytecode, account: accounts.deployer }));
  if (token === null) throw new Error('the demo token was not deployed: its receipt has no contract address');
  await mintDemoUsdt(chain, { token, minter: accounts.deployer, to: accounts.faucet, units: FAUCET_FLOAT });
  return token;
}

export async function mintDemoUsdt(chain: DevChainClients, mint: { token: Address; minter: Address; to: Address; units: bigint }): Promise<void> {
  await minedNow(chain, chain.sender.writeContract({ address: mint.token, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'mint', args: [mint.to, mint.units], account: mint.minter }));
}

export interface FaucetAccounts {
  token: Address;
  /** The account that sends. */
  faucet: Address;
  /** The token's deployer, which tops the faucet up when it runs low. */
  minter: Address;
}

/**
 * Sends demo USDT from the faucet to `to` and answers the transaction's hash as soon as the chain
 * has accepted it (it is mined with the next block). A bad address or amount is refused with a
 * FaucetRequestError before anything is sent.
 */
export async function sendDemoUsdt(chain: DevChainClients, accounts: FaucetAccounts, to: string, amount: string): Promise<Hash> {
  const recipient = parseRecipient(to);
  const units = parseDemoUsdtAmount(amount);
  const balance = await chain.reader.readContract({ address: accounts.token, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'balanceOf', args: [accounts.faucet] });
  if (balance < units) await mintDemoUsdt(chain, { token: accounts.token, minter: accounts.minter, to: accounts.faucet, units: FAUCET_FLOAT });
  // anvil accepts and mines a transaction that reverts: simulated first, a failure is told here.
  const { request } = await chain.reader.simulateContract({ address: accounts.token, abi: DEMO_USDT_ARTIFACT.abi, functionName: 'transfer', args: [recipient, units], account: accounts.faucet });
  return chain.sender.writeContract(request);
}
