import { describe, expect, it } from 'vitest';
import type { Harness } from './binance-harness.js';
import { eventually, miniTicker, openHarness } from './binance-harness.js';

const RETRY = /^exchange stream closed; reconnecting in (\d+) ms$/;

/** The delay of the n-th retry the source announced (1-based), once it has. */
async function nthRetryDelay(harness: Harness, n: number): Promise<number> {
  await eventually(() => {
    expect(harness.logged(RETRY)).toBe(n);
  });
  const line = harness.logs.filter((entry) => RETRY.test(entry)).at(-1) ?? '';
  return Number(RETRY.exec(line)?.[1]);
}

describe('binance source reconnection', () => {
  it('reconnects after a drop with a doubling backoff while the exchange refuses, then resets after a healthy connection', async () => {
    const harness = await openHarness();
    const { exchange, source, clock } = harness;
    await source.start();
    exchange.refuseConnections(true);
    exchange.dropAll();

    expect(await nthRetryDelay(harness, 1)).toBe(500);
    clock.advance(499);
    // The source acts only when its clock says: the retry still waits, a millisecond away.
    expect(clock.waiting()).toContain(clock.now() + 1);
    expect(exchange.streamUrls).toHaveLength(1);
    clock.advance(1);
    await eventually(() => {
      expect(exchange.refusedConnections).toBe(1);
    });

    expect(await nthRetryDelay(harness, 2)).toBe(1_000);
    clock.advance(1_000);
    await eventually(() => {
      expect(exchange.refusedConnections).toBe(2);
    });

    expect(await nthRetryDelay(harness, 3)).toBe(2_000);
    exchange.refuseConnections(false);
    clock.advance(2_000);
    await eventually(() => {
      expect(exchange.openConnections).toBe(1);
    });
    expect(exchange.connections).toBe(2);

    // Data for longer than the healthy threshold: the next drop starts the backoff over.
    exchange.send(miniTicker('BTCUSDT', Date.parse('2024-06-12T13:47:40.100Z'), '67000.01', '100.0'));
    exchange.send(miniTicker('BTCUSDT', Date.parse('2024-06-12T13:47:41.100Z'), '67000.02', '100.0'));
    await eventually(() => {
      expect(harness.ticks).toHaveLength(1);
    });
    clock.advance(10_000);
    exchange.dropAll();
    expect(await nthRetryDelay(harness, 4)).toBe(500);
    clock.advance(500);
    await eventually(() => {
      expect(exchange.connections).toBe(3);
    });
  });

  it('caps the backoff at 30 s and draws each delay between half and all of it', async () => {
    const harness = await openHarness({ random: () => 0 });
    const { exchange, source, clock } = harness;
    exchange.refuseConnections(true);
    void source.start();
    const delays: number[] = [];
    for (let retry = 1; retry <= 8; retry += 1) {
      const delay = await nthRetryDelay(harness, retry);
      delays.push(delay);
      clock.advance(delay);
    }
    expect(delays).toEqual([250, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
  });

  it('treats 60 s without data as a dead link and reconnects', async () => {
    const harness = await openHarness();
    const { exchange, source, clock, ticks } = harness;
    await source.start();
    clock.advance(30_000);
    exchange.send(miniTicker('BTCUSDT', Date.parse('2024-06-12T13:48:01.100Z'), '67000.01', '100.0'));
    exchange.send(miniTicker('BTCUSDT', Date.parse('2024-06-12T13:48:02.100Z'), '67000.02', '100.0'));
    await eventually(() => {
      expect(ticks).toHaveLength(1);
    });

    clock.advance(59_999);
    // The link answers what it was sent since: the source has not given it up.
    await exchange.delivered();
    expect(exchange.openConnections).toBe(1);
    clock.advance(1);
    await eventually(() => {
      expect(exchange.openConnections).toBe(0);
    });
    expect(harness.logged(/silent for 60 s/)).toBe(1);
    expect(await nthRetryDelay(harness, 1)).toBe(500);
    clock.advance(500);
    await eventually(() => {
      expect(exchange.openConnections).toBe(1);
    });
    expect(exchange.connections).toBe(2);
  });

  it('starts anyway after the start timeout when the exchange is unreachable, and connects once it is back', async () => {
    const harness = await openHarness();
    const { exchange, source, clock } = harness;
    exchange.refuseConnections(true);
    let isStarted = false;
    const starting = source.start().then(() => {
      isStarted = true;
    });
    await eventually(() => {
      expect(exchange.refusedConnections).toBe(1);
    });
    clock.advance(9_999);
    // The start timeout still waits, a millisecond away.
    expect(clock.waiting()).toContain(clock.now() + 1);
    expect(harness.logged(/not connected after 10 s/)).toBe(0);
    expect(isStarted).toBe(false);
    clock.advance(1);
    await starting;
    expect(harness.logged(/not connected after 10 s/)).toBe(1);
    // The retry fired in those 10 s is refused on the network, not on the clock: wait until the
    // source has scheduled the next one, or the clock would move past it before it exists.
    expect(await nthRetryDelay(harness, 2)).toBe(1_000);

    exchange.refuseConnections(false);
    clock.advance(30_000);
    await eventually(() => {
      expect(exchange.openConnections).toBe(1);
    });
  });

  it('gives the first tick after a reconnect no volume, since the gap is unknown', async () => {
    const harness = await openHarness();
    const { exchange, source, clock, ticks } = harness;
    await source.start();
    exchange.send(miniTicker('BTCUSDT', Date.parse('2024-06-12T13:47:40.100Z'), '67000.01', '100.0'));
    exchange.send(miniTicker('BTCUSDT', Date.parse('2024-06-12T13:47:41.100Z'), '67000.02', '101.0'));
    await eventually(() => {
      expect(ticks).toHaveLength(1);
    });
    exchange.dropAll();
    // What arrived before the drop is still published.
    await eventually(() => {
      expect(ticks).toHaveLength(2);
    });
    clock.advance(await nthRetryDelay(harness, 1));
    await eventually(() => {
      expect(exchange.openConnections).toBe(1);
    });
    exchange.send(miniTicker('BTCUSDT', Date.parse('2024-06-12T13:47:50.100Z'), '67000.03', '150.0'));
    exchange.send(miniTicker('BTCUSDT', Date.parse('2024-06-12T13:47:51.100Z'), '67000.04', '150.5'));
    await eventually(() => {
      expect(ticks).toHaveLength(3);
    });
    clock.advance(1_000);
    expect(ticks.map((tick) => tick.volume)).toEqual(['0', '1', '0', '0.5']);
  });
});
