import { describe, expect, it } from 'vitest';
import { eventually, listed, miniTicker, openHarness } from './binance-harness.js';

const second = (iso: string) => Date.parse(`2024-06-12T${iso}Z`);

describe('binance source live ticks', () => {
  it('subscribes to the combined mini-ticker stream of every listed currency', async () => {
    const { exchange, source } = await openHarness();
    await source.start();
    expect(exchange.connections).toBe(1);
    expect(exchange.streamUrls[0]?.pathname).toBe('/stream');
    expect(exchange.streamUrls[0]?.searchParams.get('streams')).toBe('btcusdt@miniTicker/ethusdt@miniTicker');
  });

  it('turns the recorded mini tickers into ticks at the currency scale, on whole seconds, with volume deltas', async () => {
    const { exchange, source, clock, ticks } = await openHarness();
    await source.start();
    exchange.replay();
    // Each second is published when the next one arrives; the last one waits for the flush.
    await eventually(() => {
      expect(ticks).toHaveLength(22);
    });
    clock.advance(1_000);
    expect(ticks).toHaveLength(24);

    const btc = ticks.filter((tick) => tick.allname === 'BTC/USDT');
    const eth = ticks.filter((tick) => tick.allname === 'ETH/USDT');
    expect(btc.map((tick) => tick.at)).toEqual(Array.from({ length: 12 }, (_, index) => second('13:47:32') + index * 1_000));
    expect(btc.slice(0, 3)).toEqual([
      { allname: 'BTC/USDT', price: '67118.34', volume: '0', at: second('13:47:32') },
      { allname: 'BTC/USDT', price: '67117.79', volume: '0.57935', at: second('13:47:33') },
      { allname: 'BTC/USDT', price: '67117.85', volume: '0.13723', at: second('13:47:34') },
    ]);
    // At 13:47:37 the 24 h window dropped more than was traded: no negative volume, and the next
    // delta counts from the lower total.
    expect(btc[5]?.volume).toBe('0');
    expect(btc[6]?.volume).toBe('0.62944');
    expect(eth[0]).toEqual({ allname: 'ETH/USDT', price: '3512.33', volume: '0', at: second('13:47:32') });
    expect(eth[1]?.volume).toBe('24.2903');
    for (const tick of ticks) expect(tick.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('rounds to each currency own price scale', async () => {
    const { exchange, source, clock, ticks } = await openHarness({ currencies: [listed('XRP/USDT'), listed('DOGE/USDT')] });
    await source.start();
    exchange.send(miniTicker('XRPUSDT', second('13:47:40.100'), '0.48123456', '100.00000000'));
    exchange.send(miniTicker('DOGEUSDT', second('13:47:40.200'), '0.12345650', '100.00000000'));
    await exchange.delivered();
    clock.advance(1_000);
    expect(ticks.map((tick) => [tick.allname, tick.price])).toEqual([
      ['XRP/USDT', '0.48123'],
      ['DOGE/USDT', '0.123457'],
    ]);
  });

  it('publishes one tick per currency per second: the latest value of that second', async () => {
    const { exchange, source, clock, ticks } = await openHarness();
    await source.start();
    exchange.send(miniTicker('BTCUSDT', second('13:47:50.100'), '67000.01', '100.0'));
    exchange.send(miniTicker('BTCUSDT', second('13:47:50.700'), '67000.02', '100.5'));
    exchange.send(miniTicker('BTCUSDT', second('13:47:51.050'), '67000.03', '101.0'));
    await eventually(() => {
      expect(ticks).toHaveLength(1);
    });
    expect(ticks[0]).toEqual({ allname: 'BTC/USDT', price: '67000.02', volume: '0', at: second('13:47:50') });

    // Late for a second already published, or older than the history's end: dropped.
    exchange.send(miniTicker('BTCUSDT', second('13:47:50.900'), '1.00', '101.0'));
    exchange.send(miniTicker('BTCUSDT', second('13:46:59.900'), '1.00', '101.0'));
    await exchange.delivered();
    clock.advance(1_000);
    expect(ticks).toEqual([
      { allname: 'BTC/USDT', price: '67000.02', volume: '0', at: second('13:47:50') },
      { allname: 'BTC/USDT', price: '67000.03', volume: '0.5', at: second('13:47:51') },
    ]);
    clock.advance(5_000);
    expect(ticks).toHaveLength(2);
  });

  it('ignores frames that are not mini tickers of a listed currency', async () => {
    const { exchange, source, clock, ticks } = await openHarness();
    await source.start();
    exchange.send('not json');
    exchange.send({ result: null, id: 1 });
    exchange.send(miniTicker('SOLUSDT', second('13:47:40.100'), '150.000', '1.0'));
    exchange.send({ stream: 'btcusdt@miniTicker', data: { e: '24hrMiniTicker', E: second('13:47:40'), s: 'BTCUSDT', c: 'NaN', v: '1' } });
    exchange.send(miniTicker('BTCUSDT', second('13:47:40.300'), '67000.01', '100.0'));
    await exchange.delivered();
    clock.advance(1_000);
    expect(ticks).toEqual([{ allname: 'BTC/USDT', price: '67000.01', volume: '0', at: second('13:47:40') }]);
  });

  it('calls no listener after stop and does not reconnect', async () => {
    const { exchange, source, clock, ticks } = await openHarness();
    await source.start();
    exchange.send(miniTicker('BTCUSDT', second('13:47:50.100'), '67000.01', '100.0'));
    await exchange.delivered();
    await source.stop();
    // The exchange hears the close after the source has closed its end.
    await eventually(() => {
      expect(exchange.openConnections).toBe(0);
    });
    // Nothing of the source waits on its clock any more: nothing is left to publish or reconnect.
    expect(clock.waiting()).toEqual([]);
    clock.advance(120_000);
    expect(ticks).toEqual([]);
    expect(exchange.connections).toBe(1);
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const { exchange, source, clock } = await openHarness();
    const seen: string[] = [];
    const unsubscribe = source.onTick((tick) => seen.push(tick.price));
    await source.start();
    exchange.send(miniTicker('BTCUSDT', second('13:47:50.100'), '67000.01', '100.0'));
    exchange.send(miniTicker('BTCUSDT', second('13:47:51.100'), '67000.02', '100.0'));
    await eventually(() => {
      expect(seen).toEqual(['67000.01']);
    });
    unsubscribe();
    clock.advance(1_000);
    expect(seen).toEqual(['67000.01']);
  });

  it('resolves start once the stream is open, before any tick', async () => {
    const { exchange, source, ticks } = await openHarness();
    await source.start();
    expect(exchange.openConnections).toBe(1);
    expect(ticks).toEqual([]);
  });
});
