import { HDKey } from '@scure/bip32';
import { bytesToHex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

/**
 * The hot wallet's path on EVM networks: account 1 of the seed (members' deposit addresses are
 * account 0's children, chain/derive-address.ts), so the hot address is never a member's.
 */
export const HOT_WALLET_PATH = "m/44'/60'/1'/0/0";

/**
 * The hot wallet's signing account, derived from the signer's seed. Only the signer process calls
 * this: the API server holds extended public keys and never a seed (chain/deposit-networks.ts).
 */
export function hotWalletAccount(seed: Uint8Array): PrivateKeyAccount {
  const { privateKey } = HDKey.fromMasterSeed(seed).derive(HOT_WALLET_PATH);
  if (!privateKey) throw new Error('the seed gave no private key for the hot wallet');
  return privateKeyToAccount(bytesToHex(privateKey));
}
