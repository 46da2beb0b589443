import { encodeFunctionData, erc20Abi, keccak256, type Address, type Hex } from 'viem';
import type { ChainSendRow, SignedTransfer } from './send-store.js';
import { signingAccount, type SignerContext } from './signer-context.js';

/** Gas for one ERC-20 transfer: USDT's costs 41,000 to 63,000; what is not used is not paid. */
export const TRANSFER_GAS = 100_000n;
/** Gas of a plain transfer of the network's coin. */
export const NATIVE_TRANSFER_GAS = 21_000n;

export interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

type Signable = Pick<ChainSendRow, 'id' | 'wallet' | 'fromIndex' | 'asset' | 'toAddress' | 'units'>;

/** The most a send can cost in gas at these fees: what its sender must hold in the network's coin. */
export function gasCostOf(send: Pick<ChainSendRow, 'asset'>, fees: Fees): bigint {
  return (send.asset === 'native' ? NATIVE_TRANSFER_GAS : TRANSFER_GAS) * fees.maxFeePerGas;
}

/**
 * Signs a send at a nonce with these fees: a token `transfer` (or, for `native`, the coin itself)
 * from the key the send names. Answers what is stored before anything is broadcast.
 */
export async function signSend(context: SignerContext, send: Signable, nonce: number, fees: Fees): Promise<SignedTransfer> {
  const account = signingAccount(context, send);
  const to = send.toAddress as Address;
  const body =
    send.asset === 'native'
      ? { to, value: BigInt(send.units), gas: NATIVE_TRANSFER_GAS }
      : { to: context.token, value: 0n, gas: TRANSFER_GAS, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, BigInt(send.units)] }) };
  const rawTx: Hex = await account.signTransaction({ type: 'eip1559', chainId: context.chainId, nonce, ...body, ...fees });
  return { fromAddress: account.address, nonce, txHash: keccak256(rawTx), rawTx, ...fees };
}
