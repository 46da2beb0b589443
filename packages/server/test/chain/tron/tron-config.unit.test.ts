import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/env.js';
import { HARDHAT_MNEMONIC, xpubOf } from '../../helpers/test-xpubs.js';

const TRC20 = {
  CHAIN_TRC20_RPC_URL: 'https://api.trongrid.io',
  CHAIN_TRC20_TOKEN: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  CHAIN_TRC20_DECIMALS: '6',
  CHAIN_TRC20_XPUB: xpubOf(HARDHAT_MNEMONIC, 'tron'),
};

function networksOf(env: Record<string, string>) {
  const { chain } = loadConfig(env);
  if (chain.mode !== 'configured') throw new Error(`expected a configured chain, got ${chain.mode}`);
  return chain.networks;
}

describe('TronGrid’s API key in the chain configuration', () => {
  it('is read from CHAIN_TRC20_API_KEY when set', () => {
    expect(networksOf({ ...TRC20, CHAIN_TRC20_API_KEY: ' 0d5f-key ' })).toMatchObject([{ network: 'TRC20', apiKey: '0d5f-key' }]);
  });

  it('is optional: without it TRC20 is configured all the same, with no key', () => {
    const [trc20] = networksOf(TRC20);
    expect(trc20).toMatchObject({ network: 'TRC20', rpcUrl: 'https://api.trongrid.io' });
    expect(trc20).not.toHaveProperty('apiKey');
  });

  it('configures no network on its own', () => {
    expect(loadConfig({ CHAIN_TRC20_API_KEY: 'k', DATA_DIR: '/tmp/meridian-tron-key' }).chain).toMatchObject({ mode: 'demo' });
  });
});
