import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { Decimal } from 'decimal.js';
import {
  API,
  CODE,
  LIVE_EVENT,
  ZGetKLineResponse,
  ZGetOpenCurrencyListResponse,
  ZGetPriceMapResponse,
  ZGetSingleNowPriceResponse,
  ZPricePush,
  priceRate,
  type TLiveMessage,
} from '@meridian/protocol';
import { CURRENCIES } from '../../../src/market/currencies.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { connectLive } from '../../helpers/live-client.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock, type ManualClock } from '../../market/manual-clock.js';

const START = Date.UTC(2026, 0, 5, 12, 0, 30);
const ALLNAMES = CURRENCIES.map((currency) => currency.allname).sort();

let t: TestApp;
let clock: ManualClock;
let member: TestMember;
let url: string;
const sockets: Socket[] = [];
const as = (m: TestMember) => ({ token: m.token });

beforeAll(async () => {
  clock = createManualClock(START);
  t = await buildTestApp({}, { marketClock: clock });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.deps.market.start();
  // Every test below reads what this process records as the feed's owner.
  expect(t.deps.market.isFeedOwner()).toBe(true);
  member = await newMember(t);
  // Five minutes of live ticks after the back-filled history, recorded before any test reads them.
  clock.advance(5 * 60_000);
  await t.deps.market.recorded();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

describe('getOpenCurrencyList (public)', () => {
  it('lists every currency with its price, rate against the 24 h reference, scale and staleness', async () => {
    const answer = await t.api.call(API.chain.getOpenCurrencyList);
    expect(answer.code).toBe(CODE.OK);
    const { list } = ZGetOpenCurrencyListResponse.parse(answer.data);
    expect(list.map((c) => c.allname).sort()).toEqual(ALLNAMES);
    const btc = list.find((c) => c.allname === 'BTC/USDT');
    const quote = t.deps.market.quote('BTC/USDT');
    expect(btc).toEqual({ id: 1, name: 'BTC', allname: 'BTC/USDT', price: quote?.price, rate: priceRate(quote?.price ?? '', quote?.reference ?? ''), scale: 2, stale: false });
  });
});

describe('getPriceMap', () => {
  it('answers every currency’s quote by allname', async () => {
    const answer = await t.api.call(API.chain.getPriceMap, {}, as(member));
    const { prices } = ZGetPriceMapResponse.parse(answer.data);
    expect(Object.keys(prices).sort()).toEqual(ALLNAMES);
    expect(prices['ETH/USDT']).toMatchObject({ at: START + 5 * 60_000, stale: false });
  });

  it('needs a token', async () => {
    expect((await t.api.call(API.chain.getPriceMap)).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('getSingleNowPrice', () => {
  it('answers one pair', async () => {
    const answer = await t.api.call(API.chain.getSingleNowPrice, { symbol: 'SOL/USDT' }, as(member));
    const quote = ZGetSingleNowPriceResponse.parse(answer.data);
    expect(quote).toMatchObject({ allname: 'SOL/USDT', price: t.deps.market.quote('SOL/USDT')?.price, stale: false });
    expect(quote.rate).toBe(priceRate(quote.price, quote.reference));
  });

  it('answers the scale the pair is shown with, the same as the market list', async () => {
    const list = ZGetOpenCurrencyListResponse.parse((await t.api.call(API.chain.getOpenCurrencyList, {})).data).list;
    for (const symbol of ['BTC/USDT', 'SOL/USDT']) {
      const quote = ZGetSingleNowPriceResponse.parse((await t.api.call(API.chain.getSingleNowPrice, { symbol }, as(member))).data);
      expect(quote.scale).toBe(list.find((row) => row.allname === symbol)?.scale);
    }
  });

  it('answers the high, low and volume of the last 24 h of 1m candles', async () => {
    const quote = ZGetSingleNowPriceResponse.parse((await t.api.call(API.chain.getSingleNowPrice, { symbol: 'BTC/USDT' }, as(member))).data);
    // 1440 one-minute candles: more than one page of getKLine holds.
    const kline = async (limit: number, before?: number) =>
      ZGetKLineResponse.parse((await t.api.call(API.chain.getKLine, { symbol: 'BTC/USDT', interval: '1m', limit, before }, as(member))).data);
    const newer = await kline(1000);
    const older = await kline(440, newer.nextBefore ?? undefined);
    const day = { list: [...older.list, ...newer.list] };
    expect(day.list).toHaveLength(1440);
    expect((day.list.at(-1)?.time ?? 0) - (day.list[0]?.time ?? 0)).toBe(1439 * 60_000);
    const highs = day.list.map((c) => new Decimal(c.high));
    const lows = day.list.map((c) => new Decimal(c.low));
    const volume = day.list.reduce((sum, c) => sum.plus(c.volume), new Decimal(0));
    expect(quote.high24h).toBe(Decimal.max(...highs).toFixed(2));
    expect(quote.low24h).toBe(Decimal.min(...lows).toFixed(2));
    expect(quote.volume24h).toBe(volume.toFixed(4));
    expect(new Decimal(quote.low24h).lte(quote.price) && new Decimal(quote.high24h).gte(quote.price)).toBe(true);
    expect(new Decimal(quote.low24h).lt(quote.high24h)).toBe(true);
    expect(new Decimal(quote.volume24h).gt(0)).toBe(true);
  });

  it('answers not found, translated, for a pair not traded', async () => {
    const answer = await t.api.call(API.chain.getSingleNowPrice, { symbol: 'ABC/USDT' }, as(member));
    expect(answer).toMatchObject({ code: CODE.NOT_FOUND, msg: 'The currency pair ABC/USDT is not traded here.' });
    const zh = await t.api.call(API.chain.getSingleNowPrice, { symbol: 'ABC/USDT' }, { ...as(member), language: 'zh-HK' });
    expect(zh.msg).toBe('此處不提供貨幣對 ABC/USDT 的交易。');
  });

  it('refuses a malformed pair', async () => {
    const answer = await t.api.call(API.chain.getSingleNowPrice, { symbol: 'btc-usdt' }, as(member));
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: ['symbol'] } });
  });

  it('needs a token', async () => {
    expect((await t.api.call(API.chain.getSingleNowPrice, { symbol: 'BTC/USDT' })).code).toBe(CODE.SESSION_INVALID);
  });
});

describe('getKLine', () => {
  it('answers history then live candles, newest last, ending at the live price', async () => {
    const answer = await t.api.call(API.chain.getKLine, { symbol: 'BTC/USDT', interval: '1m', limit: 50 }, as(member));
    const page = ZGetKLineResponse.parse(answer.data);
    expect(page.list).toHaveLength(50);
    const times = page.list.map((c) => c.time);
    for (let i = 1; i < times.length; i += 1) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBe(60_000);
    expect(times.at(-1)).toBe(Math.floor((START + 5 * 60_000) / 60_000) * 60_000);
    expect(page.list.at(-1)?.close).toBe(t.deps.market.quote('BTC/USDT')?.price);
    expect(page.nextBefore).toBe(times[0]);
  });

  it('pages back with `before` to older candles without overlap', async () => {
    const first = ZGetKLineResponse.parse((await t.api.call(API.chain.getKLine, { symbol: 'ETH/USDT', interval: '1h', limit: 100 }, as(member))).data);
    const second = ZGetKLineResponse.parse(
      (await t.api.call(API.chain.getKLine, { symbol: 'ETH/USDT', interval: '1h', limit: 100, before: first.nextBefore }, as(member))).data,
    );
    expect(second.list).toHaveLength(100);
    expect(second.list.at(-1)?.time).toBe((first.list[0]?.time ?? 0) - 3_600_000);
    const seen = new Set(first.list.map((c) => c.time));
    expect(second.list.some((c) => seen.has(c.time))).toBe(false);
    expect(second.nextBefore).toBe(second.list[0]?.time);
  });

  it('answers nextBefore null when nothing is older', async () => {
    const answer = await t.api.call(API.chain.getKLine, { symbol: 'BTC/USDT', interval: '1w', limit: 1000, before: Date.UTC(2000, 0, 1) }, as(member));
    const page = ZGetKLineResponse.parse(answer.data);
    expect(page.nextBefore).toBeNull();
    const oldest = page.list[0]?.time ?? 0;
    const older = ZGetKLineResponse.parse((await t.api.call(API.chain.getKLine, { symbol: 'BTC/USDT', interval: '1w', limit: 10, before: oldest }, as(member))).data);
    expect(older).toEqual({ list: [], nextBefore: null });
  });

  it.each([
    ['a bad interval', { symbol: 'BTC/USDT', interval: '2h' }, 'interval'],
    ['a malformed symbol', { symbol: 'BTCUSDT', interval: '1m' }, 'symbol'],
    ['a limit over 1000', { symbol: 'BTC/USDT', interval: '1m', limit: 1001 }, 'limit'],
  ])('refuses %s', async (_name, payload, field) => {
    const answer = await t.api.call(API.chain.getKLine, payload, as(member));
    expect(answer).toMatchObject({ code: CODE.INVALID_PARAMS, data: { fields: [field] } });
  });

  it('answers not found for a pair not traded', async () => {
    expect((await t.api.call(API.chain.getKLine, { symbol: 'ABC/USDT', interval: '1m' }, as(member))).code).toBe(CODE.NOT_FOUND);
  });

  it('needs a token', async () => {
    expect((await t.api.call(API.chain.getKLine, { symbol: 'BTC/USDT', interval: '1m' })).code).toBe(CODE.SESSION_INVALID);
  });
});

async function connect(): Promise<() => Promise<TLiveMessage>> {
  return (await connectLive({ url, envelope: t.deps.envelope, sockets })).next;
}

describe('the price push', () => {
  it('reaches every socket a second later with each currency as [price, reference], encoded once', async () => {
    const nexts = await Promise.all([connect(), connect(), connect()]);
    const encode = vi.spyOn(t.deps.envelope, 'encode');
    try {
      clock.advance(1_000);
      expect(encode).toHaveBeenCalledTimes(1);
    } finally {
      encode.mockRestore();
    }
    for (const next of nexts) {
      const message = await next();
      expect(message.event).toBe(LIVE_EVENT.chainCurrencyPrice);
      const content = ZPricePush.parse(message.content);
      expect(Object.keys(content).sort()).toEqual(ALLNAMES);
      for (const [allname, pair] of Object.entries(content)) {
        const quote = t.deps.market.quote(allname);
        expect(pair).toEqual([quote?.price, quote?.reference]);
        expect(pair.every((value) => typeof value === 'string')).toBe(true);
      }
    }
  });
});
