import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/env.js';
import { HARDHAT_MNEMONIC, xpubOf } from './helpers/test-xpubs.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      isProduction: false,
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      envelopeKey: 'MeridianDemoKey1',
      captchaEnabled: true,
      priceSource: 'simulator',
      smtpUrl: undefined,
      logLevel: 'info',
    });
    expect(config.webDist).toBe(fileURLToPath(new URL('../../web/dist', import.meta.url)));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/m',
      DATABASE_URL: 'postgres://u@h/db',
      REDIS_URL: 'redis://h:6379',
      ENVELOPE_KEY: 'abcdefghijklmnop',
      CAPTCHA: 'off',
      PRICE_SOURCE: 'binance',
      SMTP_URL: 'smtp://mail:25',
      WEB_DIST: '/srv/web',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      trustProxy: 1,
      port: 9000,
      dataDir: '/tmp/m',
      databaseUrl: 'postgres://u@h/db',
      redisUrl: 'redis://h:6379',
      envelopeKey: 'abcdefghijklmnop',
      captchaEnabled: false,
      priceSource: 'binance',
      smtpUrl: 'smtp://mail:25',
      webDist: '/srv/web',
      logLevel: 'warn',
    });
  });

  it('reads PUBLIC_ORIGIN as an origin, defaulting to the local URL of PORT', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '3000' }).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://app.example.com/' }).publicOrigin).toBe('https://app.example.com');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'app.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://app.example.com' })).toThrow(ConfigError);
  });

  it('reads TRUST_PROXY as on, off, a hop count or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' })).toMatchObject({ databaseUrl: undefined, redisUrl: undefined });
  });

  it.each([
    [{ ENVELOPE_KEY: 'short' }, 'ENVELOPE_KEY'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ CAPTCHA: 'maybe' }, 'CAPTCHA'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'production' }, 'ENVELOPE_KEY'],
    [{ NODE_ENV: 'production', ENVELOPE_KEY: 'abcdefghijklmnop', CAPTCHA: 'off' }, 'CAPTCHA'],
    [{ NODE_ENV: 'production', ENVELOPE_KEY: 'abcdefghijklmnop' }, 'PAY_PASSWORD_KEY'],
    [{ PAY_PASSWORD_KEY: 'short' }, 'PAY_PASSWORD_KEY'],
  ])('refuses %j', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('accepts production with keys of its own and the captcha on', () => {
    const production = {
      NODE_ENV: 'production',
      ENVELOPE_KEY: 'abcdefghijklmnop',
      PAY_PASSWORD_KEY: 'a-production-secret-of-32-characters',
      // Production takes no chain demo seed (test/chain/chain-config.unit.test.ts).
      CHAIN_ERC20_RPC_URL: 'https://eth.example.com/rpc',
      CHAIN_ERC20_TOKEN: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      CHAIN_ERC20_DECIMALS: '6',
      CHAIN_ERC20_XPUB: xpubOf(HARDHAT_MNEMONIC, 'evm'),
    };
    expect(loadConfig(production).isProduction).toBe(true);
  });
});
