import { describe, expect, it } from 'vitest';
import { resolveDepositNetworks } from '../../../src/chain/deposit-networks.js';
import { walletNetworksOf } from '../../../src/chain/wallets/wallet-networks.js';
import { loadConfig } from '../../../src/env.js';
import { HARDHAT_MNEMONIC, xpubOf } from '../../helpers/test-xpubs.js';

const ENV = {
  CHAIN_ERC20_RPC_URL: 'https://eth.example.com/rpc',
  CHAIN_ERC20_TOKEN: '0xdac17f958d2ee523a2206206994597c13d831ec7',
  CHAIN_ERC20_DECIMALS: '6',
  CHAIN_ERC20_XPUB: xpubOf(HARDHAT_MNEMONIC, 'evm'),
  CHAIN_ERC20_COLD_ADDRESS: '0x000000000000000000000000000000000000c01d',
  CHAIN_TRC20_RPC_URL: 'https://api.trongrid.io',
  CHAIN_TRC20_TOKEN: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  CHAIN_TRC20_DECIMALS: '6',
  CHAIN_TRC20_XPUB: xpubOf(HARDHAT_MNEMONIC, 'tron'),
};

describe("the Wallets screen's networks", () => {
  it('are the configured EVM networks, with their node, token and cold address, whether the server reads them or the command line only has the configuration', () => {
    const config = loadConfig(ENV);
    const expected = [{ network: 'ERC20', rpcUrl: 'https://eth.example.com/rpc', token: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6, coldAddress: '0x000000000000000000000000000000000000C01D' }];
    const chain = resolveDepositNetworks(config.chain, { isProduction: false, warn: () => undefined });
    expect(walletNetworksOf({ chain, coinPayouts: config.coinPayouts, config })).toEqual(expected);
    expect(walletNetworksOf({ chain: new Map(), coinPayouts: config.coinPayouts, config })).toEqual(expected);
  });

  it('include a network the signer pays on, and none at all without a chain', () => {
    const config = loadConfig({ CHAIN_DEMO: 'off' });
    expect(walletNetworksOf({ chain: new Map(), coinPayouts: new Map(), config })).toEqual([]);
    expect(walletNetworksOf({ chain: new Map(), coinPayouts: new Map([['ERC20', { token: '0x77', decimals: 6 }]]), config })).toEqual([{ network: 'ERC20', rpcUrl: undefined, token: '0x77', decimals: 6 }]);
  });
});
