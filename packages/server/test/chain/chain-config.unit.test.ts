import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/env.js';
import { HARDHAT_MNEMONIC, xpubOf } from '../helpers/test-xpubs.js';

const ERC20 = {
  CHAIN_ERC20_RPC_URL: 'https://eth.example.com/rpc',
  CHAIN_ERC20_TOKEN: '0xdac17f958d2ee523a2206206994597c13d831ec7',
  CHAIN_ERC20_DECIMALS: '6',
  CHAIN_ERC20_XPUB: xpubOf(HARDHAT_MNEMONIC, 'evm'),
};
const TRC20 = {
  CHAIN_TRC20_RPC_URL: 'https://api.trongrid.io',
  CHAIN_TRC20_TOKEN: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  CHAIN_TRC20_DECIMALS: '6',
  CHAIN_TRC20_CONFIRMATIONS: '19',
  CHAIN_TRC20_XPUB: xpubOf(HARDHAT_MNEMONIC, 'tron'),
};
const PRODUCTION = { NODE_ENV: 'production', ENVELOPE_KEY: 'abcdefghijklmnop', PAY_PASSWORD_KEY: 'a-production-secret-of-32-characters' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('chain configuration', () => {
  it('is the embedded demo, with its seed in DATA_DIR, when nothing is configured', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/meridian-chain-demo' }).chain).toEqual({ mode: 'demo', seedFile: '/tmp/meridian-chain-demo/chain-demo-seed' });
  });

  it('reads each configured network whole, the token checksummed and confirmations defaulted', () => {
    const { chain } = loadConfig({ ...ERC20, ...TRC20 });
    expect(chain).toEqual({
      mode: 'configured',
      networks: [
        {
          network: 'ERC20',
          family: 'evm',
          rpcUrl: 'https://eth.example.com/rpc',
          token: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
          decimals: 6,
          confirmations: 12,
          xpub: ERC20.CHAIN_ERC20_XPUB,
        },
        { network: 'TRC20', family: 'tron', rpcUrl: 'https://api.trongrid.io', token: TRC20.CHAIN_TRC20_TOKEN, decimals: 6, confirmations: 19, xpub: TRC20.CHAIN_TRC20_XPUB },
      ],
    });
  });

  it('takes one network alone, with no demo for the other', () => {
    expect(loadConfig(ERC20).chain).toMatchObject({ mode: 'configured', networks: [{ network: 'ERC20' }] });
  });

  it('refuses a network configured in part, naming what is missing', () => {
    expect(problemsOf({ CHAIN_ERC20_RPC_URL: 'https://eth.example.com/rpc' })).toEqual([
      'CHAIN_ERC20: CHAIN_ERC20_TOKEN, CHAIN_ERC20_DECIMALS, CHAIN_ERC20_XPUB must be set too (a network is configured whole or not at all)',
    ]);
  });

  it.each([
    [{ CHAIN_ERC20_RPC_URL: 'ftp://eth.example.com' }, 'CHAIN_ERC20_RPC_URL: "ftp://eth.example.com" is not an http(s) URL'],
    [{ CHAIN_ERC20_TOKEN: '0x1234' }, 'CHAIN_ERC20_TOKEN: "0x1234" is not an EVM contract address'],
    [{ CHAIN_ERC20_DECIMALS: '6.5' }, 'CHAIN_ERC20_DECIMALS: "6.5" is not a whole number from 0 to 36'],
    [{ CHAIN_ERC20_CONFIRMATIONS: '0' }, 'CHAIN_ERC20_CONFIRMATIONS: "0" is not a whole number from 1 to 10000'],
    [{ CHAIN_ERC20_XPUB: 'xpub-nonsense' }, 'CHAIN_ERC20_XPUB: not an extended public key'],
    [{ CHAIN_ERC20_XPUB: xpubOf(HARDHAT_MNEMONIC, 'evm', "m/44'/60'/0'") }, "CHAIN_ERC20_XPUB: the key is at depth 3; give the extended public key of m/44'/60'/0'/0 (depth 4)"],
  ])('refuses %j', (change, problem) => {
    const problems = problemsOf({ ...ERC20, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it('refuses an extended private key where the xpub goes', () => {
    const xprv = 'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
    expect(problemsOf({ ...ERC20, CHAIN_ERC20_XPUB: xprv })[0]).toContain('extended private key');
  });

  it('refuses a TRON token that is not a TRON address', () => {
    expect(problemsOf({ ...TRC20, CHAIN_TRC20_TOKEN: ERC20.CHAIN_ERC20_TOKEN })).toEqual([
      `CHAIN_TRC20_TOKEN: "${ERC20.CHAIN_ERC20_TOKEN}" is not a TRON address (base58, starting with T)`,
    ]);
  });

  it('reads no chain in production without configuration (the manual path), and refuses the demo there', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
    expect(loadConfig(PRODUCTION).chain.mode).toBe('off');
    expect(problemsOf({ ...PRODUCTION, CHAIN_DEMO: 'on' })).toEqual([expect.stringContaining('CHAIN_DEMO: on is refused with NODE_ENV=production')]);
    expect(loadConfig({ ...PRODUCTION, ...ERC20 }).chain.mode).toBe('configured');
  });

  it('runs the demo unless CHAIN_DEMO=off, and refuses another value', () => {
    expect(loadConfig({}).chain.mode).toBe('demo');
    expect(loadConfig({ CHAIN_DEMO: 'off' }).chain.mode).toBe('off');
    expect(problemsOf({ CHAIN_DEMO: 'maybe' })).toEqual(['CHAIN_DEMO: "maybe" is not on or off']);
  });

  it('hands coin withdrawals to the signer only on configured EVM networks, and only with CHAIN_SIGNER=on', () => {
    expect(loadConfig({ ...ERC20, ...TRC20 }).coinPayouts).toEqual(new Map());
    expect(loadConfig({ ...ERC20, ...TRC20, CHAIN_SIGNER: 'on' }).coinPayouts).toEqual(new Map([['ERC20', { token: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 }]]));
    expect(problemsOf({ CHAIN_SIGNER: 'on' })).toEqual(['CHAIN_SIGNER: on needs configured networks (CHAIN_ERC20_*): the signer sends on them']);
    expect(problemsOf({ ...ERC20, CHAIN_SIGNER: 'yes' })).toEqual(['CHAIN_SIGNER: CHAIN_SIGNER must be on or off']);
  });

  it('links a transaction to the explorer configured for its network, and refuses a template without {tx}', () => {
    expect(loadConfig({ CHAIN_ERC20_EXPLORER_TX_URL: 'https://etherscan.io/tx/{tx}' }).explorerLinks).toEqual(new Map([['ERC20', 'https://etherscan.io/tx/{tx}']]));
    expect(problemsOf({ CHAIN_TRC20_EXPLORER_TX_URL: 'https://tronscan.org/#/transaction/' })).toEqual(['CHAIN_TRC20_EXPLORER_TX_URL: "https://tronscan.org/#/transaction/" is not an http(s) URL with {tx} where the transaction hash goes']);
    expect(problemsOf({ CHAIN_ERC20_EXPLORER_TX_URL: 'javascript:alert({tx})' })).toHaveLength(1);
  });

  it('reads the collection policy of an EVM network in whole tokens, and refuses a ceiling with nowhere to go', () => {
    const { chain } = loadConfig({ ...ERC20, CHAIN_ERC20_SWEEP_MIN: '25.5', CHAIN_ERC20_HOT_CEILING: '100000', CHAIN_ERC20_COLD_ADDRESS: '0x000000000000000000000000000000000000c01d' });
    expect(chain.mode === 'configured' ? chain.networks[0]?.wallets : undefined).toEqual({
      sweepMinUnits: 25_500_000n,
      hotCeilingUnits: 100_000_000_000n,
      coldAddress: '0x000000000000000000000000000000000000C01D',
    });
    expect(problemsOf({ ...ERC20, CHAIN_ERC20_HOT_CEILING: '100' })).toEqual(['CHAIN_ERC20_HOT_CEILING needs CHAIN_ERC20_COLD_ADDRESS: what is above the ceiling goes there']);
    expect(problemsOf({ ...ERC20, CHAIN_ERC20_SWEEP_MIN: '0.0000001' })[0]).toContain('CHAIN_ERC20_SWEEP_MIN');
    expect(problemsOf({ ...ERC20, CHAIN_ERC20_COLD_ADDRESS: 'cold' })[0]).toContain('CHAIN_ERC20_COLD_ADDRESS');
  });
});
