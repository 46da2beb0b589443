import { HDKey } from '@scure/bip32';
import { bytesToHex, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { ACCOUNT_PATH } from '../derive-address.js';

/**
 * The hot wallet's path on EVM networks: account 1 of the seed (members' deposit addresses are
 * account 0's children, chain/derive-address.ts), so the hot address is never a member's.
 */
export const HOT_WALLET_PATH = "m/44'/60'/1'/0/0";
/** The fee wallet's path: account 2. It holds the network's coin and pays deposit addresses the gas of their sweeps. */
export const FEE_WALLET_PATH = "m/44'/60'/2'/0/0";

function privateKeyAt(root: HDKey, path: string): Hex {
  const { privateKey } = root.derive(path);
  if (!privateKey) throw new Error(`the seed gave no private key at ${path}`);
  return bytesToHex(privateKey);
}

function accountAt(root: HDKey, path: string): PrivateKeyAccount {
  return privateKeyToAccount(privateKeyAt(root, path));
}

/**
 * The hot wallet's signing account, derived from the signer's seed. Only the signer process calls
 * this: the API server holds extended public keys and never a seed (chain/deposit-networks.ts).
 */
export function hotWalletAccount(seed: Uint8Array): PrivateKeyAccount {
  return accountAt(HDKey.fromMasterSeed(seed), HOT_WALLET_PATH);
}

/** Every key the signer signs with on EVM networks, derived from its seed (only in the signer process). */
export interface SignerKeys {
  hot: PrivateKeyAccount;
  fee: PrivateKeyAccount;
  /** Member deposit address `index` (m/44'/60'/0'/0/index): the same address the API server derives from the xpub. */
  deposit(index: number): PrivateKeyAccount;
  /** The private key behind one of these accounts, for the signer's signing threads (signing-pool.ts). */
  privateKeyOf(address: string): Hex | undefined;
}

export function signerKeys(seed: Uint8Array): SignerKeys {
  const root = HDKey.fromMasterSeed(seed);
  const depositRoot = root.derive(ACCOUNT_PATH.evm);
  const deposits = new Map<number, PrivateKeyAccount>();
  const privateKeys = new Map<string, Hex>();
  const remembered = (privateKey: Hex) => {
    const account = privateKeyToAccount(privateKey);
    privateKeys.set(account.address, privateKey);
    return account;
  };
  return {
    hot: remembered(privateKeyAt(root, HOT_WALLET_PATH)),
    fee: remembered(privateKeyAt(root, FEE_WALLET_PATH)),
    deposit(index) {
      let account = deposits.get(index);
      if (account === undefined) {
        const { privateKey } = depositRoot.deriveChild(index);
        if (!privateKey) throw new Error(`the seed gave no private key for deposit address ${index}`);
        account = remembered(bytesToHex(privateKey));
        deposits.set(index, account);
      }
      return account;
    },
    privateKeyOf: (address) => privateKeys.get(address),
  };
}
