import { encodeFunctionData, erc20Abi, keccak256, type Address, type Hex, type TransactionSerializableEIP1559 } from 'viem';
import type { ChainSendRow, SignedTransfer } from './send-store.js';
import { signingAccount, type SignerContext } from './signer-context.js';

/** Gas for one ERC-20 transfer: USDT's costs 41,000 to 63,000; what is not used is not paid. */
export const TRANSFER_GAS = 100_000n;
/** Gas of a plain transfer of the network's coin. */
const NATIVE_TRANSFER_GAS = 21_000n;

export interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

type Signable = Pick<ChainSendRow, 'id' | 'wallet' | 'fromIndex' | 'asset' | 'toAddress' | 'units'>;

/** The transaction a send is: a token `transfer` (or, for `native`, the coin itself) at a nonce with these fees. */
function transactionOf(context: SignerContext, send: Signable, nonce: number, fees: Fees): TransactionSerializableEIP1559 {
  const to = send.toAddress as Address;
  const body =
    send.asset === 'native'
      ? { to, value: BigInt(send.units), gas: NATIVE_TRANSFER_GAS }
      : { to: context.token, value: 0n, gas: TRANSFER_GAS, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, BigInt(send.units)] }) };
  return { type: 'eip1559', chainId: context.chainId, nonce, ...body, ...fees };
}

function signedTransfer(fromAddress: string, nonce: number, rawTx: Hex, fees: Fees): SignedTransfer {
  return { fromAddress, nonce, txHash: keccak256(rawTx), rawTx, ...fees };
}

/** Signs one send at a nonce with these fees, from the key the send names. Answers what is stored before anything is broadcast. */
export async function signSend(context: SignerContext, send: Signable, nonce: number, fees: Fees): Promise<SignedTransfer> {
  const account = signingAccount(context, send);
  return signedTransfer(account.address, nonce, await account.signTransaction(transactionOf(context, send, nonce, fees)), fees);
}

/**
 * Signs sends of one sender at successive nonces from `firstNonce`, in order: in the signing
 * threads when the signer has them and the sender's key (signing-pool.ts), here otherwise.
 */
export async function signSends(context: SignerContext, sends: readonly Signable[], firstNonce: number, fees: Fees): Promise<SignedTransfer[]> {
  const [first] = sends;
  if (first === undefined) return [];
  const account = signingAccount(context, first);
  const privateKey = context.keys?.privateKeyOf(account.address);
  if (context.signingPool === undefined || privateKey === undefined) return Promise.all(sends.map((send, offset) => signSend(context, send, firstNonce + offset, fees)));
  const raws = await context.signingPool.sign(privateKey, sends.map((send, offset) => transactionOf(context, send, firstNonce + offset, fees)));
  return raws.map((rawTx, offset) => signedTransfer(account.address, firstNonce + offset, rawTx, fees));
}
