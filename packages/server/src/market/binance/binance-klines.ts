import type { KlineInterval } from '@meridian/protocol';
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import type { Candle } from '../candles.js';

/** Binance's cap on the candles of one klines request. */
export const KLINES_PER_REQUEST = 1_000;
/** Binance's error code for a symbol it does not list. */
const INVALID_SYMBOL = -1121;

const ZDecimalText = z.string().regex(/^\d+(\.\d+)?$/);
/** [openTime, open, high, low, close, volume, closeTime, quoteVolume, trades, takerBase, takerQuote, ignore] */
const ZKlineRow = z.tuple([z.number().int(), ZDecimalText, ZDecimalText, ZDecimalText, ZDecimalText, ZDecimalText], z.unknown());
const ZKlines = z.array(ZKlineRow);
const ZExchangeError = z.object({ code: z.number(), msg: z.string() });

/** The exchange does not list the symbol: no history, not a failure. */
export class UnknownSymbolError extends Error {
  constructor(readonly symbol: string) {
    super(`the exchange does not list ${symbol}`);
    this.name = 'UnknownSymbolError';
  }
}

export interface KlinesRequest {
  readonly restUrl: string;
  /** Exchange symbol, e.g. `BTCUSDT`. */
  readonly symbol: string;
  readonly interval: KlineInterval;
  /** Candles opening before this (epoch ms) are returned, newest last. */
  readonly before: number;
  /** At most KLINES_PER_REQUEST. */
  readonly limit: number;
  readonly timeoutMs: number;
}

/** One GET /api/v3/klines; the candles come back oldest first, as the exchange sends them. */
export async function fetchKlines(request: KlinesRequest): Promise<Candle[]> {
  const query = new URLSearchParams({
    symbol: request.symbol,
    interval: request.interval,
    // Binance's endTime is inclusive of the open time; ours is exclusive.
    endTime: String(request.before - 1),
    limit: String(Math.min(request.limit, KLINES_PER_REQUEST)),
  });
  const response = await fetch(`${request.restUrl}/api/v3/klines?${query.toString()}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(request.timeoutMs),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = ZExchangeError.safeParse(body);
    if (failure.success && failure.data.code === INVALID_SYMBOL) throw new UnknownSymbolError(request.symbol);
    const detail = failure.success ? ` (${String(failure.data.code)} ${failure.data.msg})` : '';
    throw new Error(`exchange klines ${request.symbol} ${request.interval}: HTTP ${String(response.status)}${detail}`);
  }
  const rows = ZKlines.safeParse(body);
  if (!rows.success) throw new Error(`exchange klines ${request.symbol} ${request.interval}: unexpected response format`);
  return rows.data.map(([openTime, open, high, low, close, volume]) => ({
    openTime,
    open: new Decimal(open),
    high: new Decimal(high),
    low: new Decimal(low),
    close: new Decimal(close),
    volume: new Decimal(volume),
  }));
}
