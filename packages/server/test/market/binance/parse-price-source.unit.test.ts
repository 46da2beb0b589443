import { describe, expect, it } from 'vitest';
import { parsePriceSource } from '../../../src/market/binance/parse-price-source.js';

describe('parsePriceSource', () => {
  it('reads the simulator', () => {
    expect(parsePriceSource('simulator')).toEqual({ kind: 'simulator' });
  });

  it('reads plain binance as the public Binance endpoints', () => {
    expect(parsePriceSource('binance')).toEqual({ kind: 'binance', restUrl: 'https://api.binance.com', wsUrl: 'wss://stream.binance.com:9443' });
  });

  it('derives the websocket from the REST URL host and port', () => {
    expect(parsePriceSource('binance:http://127.0.0.1:9100')).toEqual({ kind: 'binance', restUrl: 'http://127.0.0.1:9100', wsUrl: 'ws://127.0.0.1:9100' });
    expect(parsePriceSource('binance:https://exchange.example:8443/')).toEqual({
      kind: 'binance',
      restUrl: 'https://exchange.example:8443',
      wsUrl: 'wss://exchange.example:8443',
    });
  });

  it('takes both URLs when given, keeping a path prefix without its trailing slash', () => {
    expect(parsePriceSource('binance:https://proxy.example/binance/,wss://stream.example:9443')).toEqual({
      kind: 'binance',
      restUrl: 'https://proxy.example/binance',
      wsUrl: 'wss://stream.example:9443',
    });
  });

  it.each([
    ['coinbase', /not supported/],
    ['', /not supported/],
    ['binance:', /malformed/],
    ['binance:a,b,c', /malformed/],
    ['binance:not a url', /not a URL/],
    ['binance:ftp://host', /must start with http:\/\/ or https:\/\//],
    ['binance:https://host,https://host', /must start with ws:\/\/ or wss:\/\//],
    ['binance:https://host?x=1', /query or fragment/],
  ])('refuses %j with a clear message', (value, message) => {
    expect(() => parsePriceSource(value)).toThrow(message);
  });
});
