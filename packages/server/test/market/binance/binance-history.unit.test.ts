import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { aggregateCandles, type Candle } from '../../../src/market/candles.js';
import { createBinanceSource } from '../../../src/market/binance/binance-source.js';
import { createManualClock } from '../manual-clock.js';
import { RECORDED_AT, listed, miniTicker, openHarness } from './binance-harness.js';
import { minuteKlines, recordedBtcKlines, startFakeExchange, type KlineRow } from './fake-exchange.js';

const MINUTE = 60_000;
/** Live ticks begin in this minute, so history holds only the minutes before it. */
const CUT = Date.parse('2024-06-12T13:47:00Z');

function candleOf(row: KlineRow): Candle {
  return {
    openTime: row[0],
    open: new Decimal(row[1]),
    high: new Decimal(row[2]),
    low: new Decimal(row[3]),
    close: new Decimal(row[4]),
    volume: new Decimal(row[5]),
  };
}

/** Candles as comparable strings, so Decimal instances compare by value. */
function plain(candles: readonly Candle[]) {
  return candles.map((c) => [c.openTime, c.open.toFixed(), c.high.toFixed(), c.low.toFixed(), c.close.toFixed(), c.volume.toFixed()].join(' '));
}

const recorded = recordedBtcKlines();
const closedRecorded = recorded.filter((row) => row[0] < CUT).map(candleOf);

describe('binance source history', () => {
  it('parses the recorded klines into candles, oldest first, asking for them before the cut', async () => {
    const { exchange, source } = await openHarness();
    const candles = await source.history('BTC/USDT', '1m', RECORDED_AT + 1, 5);
    expect(plain(candles)).toEqual(plain(closedRecorded.slice(-5)));
    expect(candles.at(-1)?.openTime).toBe(CUT - MINUTE);
    expect(exchange.klineRequests).toHaveLength(1);
    const query = exchange.klineRequests[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ symbol: 'BTCUSDT', interval: '1m', endTime: String(CUT - 1), limit: '5' });
  });

  it('returns only candles opening strictly before endMs', async () => {
    const { source } = await openHarness();
    const target = closedRecorded[100];
    if (!target) throw new Error('fixture too short');
    const before = await source.history('BTC/USDT', '1m', target.openTime, 3);
    expect(before.map((candle) => candle.openTime)).toEqual([target.openTime - 3 * MINUTE, target.openTime - 2 * MINUTE, target.openTime - MINUTE]);
    const including = await source.history('BTC/USDT', '1m', target.openTime + 1, 1);
    expect(plain(including)).toEqual(plain([target]));
  });

  it('pages past the exchange limit of 1,000 and caches what it fetched', async () => {
    const rows = minuteKlines(CUT - 2_500 * MINUTE, 2_500, 3_000);
    const { exchange, source } = await openHarness({ minuteKlines: { ETHUSDT: rows } });
    const candles = await source.history('ETH/USDT', '1m', RECORDED_AT, 2_100);
    expect(plain(candles)).toEqual(plain(rows.slice(-2_100).map(candleOf)));
    expect(exchange.klineRequests.map((url) => url.searchParams.get('limit'))).toEqual(['1000', '1000', '100']);

    // Already known: a repeat and a scroll inside the range ask the exchange nothing.
    expect(plain(await source.history('ETH/USDT', '1m', RECORDED_AT, 2_100))).toEqual(plain(candles));
    const middle = rows[1_200]?.[0] ?? 0;
    expect(plain(await source.history('ETH/USDT', '1m', middle, 50))).toEqual(plain(rows.slice(1_150, 1_200).map(candleOf)));
    expect(exchange.klineRequests).toHaveLength(3);

    // Past the oldest candle: one more request finds the start, after which nothing is asked again.
    const all = await source.history('ETH/USDT', '1m', RECORDED_AT, 3_000);
    expect(plain(all)).toEqual(plain(rows.map(candleOf)));
    expect(exchange.klineRequests).toHaveLength(4);
    expect(await source.history('ETH/USDT', '1m', RECORDED_AT, 3_000)).toHaveLength(2_500);
    expect(exchange.klineRequests).toHaveLength(4);
  });

  it('shares one request between simultaneous callers', async () => {
    const { exchange, source } = await openHarness();
    const [a, b] = await Promise.all([source.history('BTC/USDT', '1m', CUT, 10), source.history('BTC/USDT', '1m', CUT, 10)]);
    expect(plain(a)).toEqual(plain(b));
    expect(exchange.klineRequests).toHaveLength(1);
  });

  it('rebuilds the candle holding the cut from closed finer candles, so live ticks are not counted twice', async () => {
    const { source } = await openHarness();
    const fiveMinutes = await source.history('BTC/USDT', '5m', RECORDED_AT + 1, 3);
    expect(plain(fiveMinutes.slice(-1))).toEqual(plain(aggregateCandles(closedRecorded.slice(-2), '5m')));
    expect(fiveMinutes[0]?.openTime).toBe(CUT - 12 * MINUTE);

    const hour = await source.history('BTC/USDT', '1h', RECORDED_AT + 1, 1);
    expect(plain(hour)).toEqual(plain(aggregateCandles(closedRecorded.slice(-47), '1h')));

    // The day is built from 13 whole hours and 47 minutes.
    const day = await source.history('BTC/USDT', '1d', RECORDED_AT + 1, 5);
    expect(plain(day)).toEqual(plain(aggregateCandles(closedRecorded, '1d')));
  });

  it('keeps the cut at the minute live ticks began, however much later history is asked for', async () => {
    const { source, clock } = await openHarness();
    await source.start();
    clock.advance(10 * MINUTE);
    const candles = await source.history('BTC/USDT', '1m', clock.now() + 1, 2);
    expect(candles.map((candle) => candle.openTime)).toEqual([CUT - 2 * MINUTE, CUT - MINUTE]);
  });

  it('ends history and begins live ticks at the minute of the genesis it is given', async () => {
    const genesis = Date.parse('2024-06-12T13:40:20Z');
    const { exchange, source, clock, ticks } = await openHarness({ sourceOptions: { historyEndMs: genesis } });
    const candles = await source.history('BTC/USDT', '1m', RECORDED_AT, 2);
    expect(candles.map((candle) => candle.openTime)).toEqual([genesis - 20_000 - 2 * MINUTE, genesis - 20_000 - MINUTE]);
    await source.start();
    exchange.send(miniTicker('BTCUSDT', Date.parse('2024-06-12T13:39:59.900Z'), '67000.01', '100.0'));
    exchange.send(miniTicker('BTCUSDT', Date.parse('2024-06-12T13:40:00.100Z'), '67000.02', '100.0'));
    await exchange.delivered();
    clock.advance(1_000);
    expect(ticks.map((tick) => tick.at)).toEqual([Date.parse('2024-06-12T13:40:00Z')]);
  });

  it('has no history for an unknown currency or one the exchange does not list', async () => {
    const { exchange, source, logs } = await openHarness({ currencies: [listed('BTC/USDT'), listed('SOL/USDT')] });
    expect(await source.history('FOO/USDT', '1m', RECORDED_AT, 10)).toEqual([]);
    expect(exchange.klineRequests).toHaveLength(0);
    expect(await source.history('SOL/USDT', '1m', RECORDED_AT, 10)).toEqual([]);
    expect(logs).toContain('the exchange does not list SOLUSDT; SOL/USDT has no history');
  });

  it('fails when the exchange cannot be reached', async () => {
    const exchange = await startFakeExchange();
    await exchange.close();
    const source = createBinanceSource({
      restUrl: exchange.restUrl,
      wsUrl: exchange.wsUrl,
      clock: createManualClock(RECORDED_AT),
      log: () => undefined,
    });
    await expect(source.history('BTC/USDT', '1m', RECORDED_AT, 10)).rejects.toThrow();
  });
});
