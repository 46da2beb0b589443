import { z } from 'zod';

const ZDecimalText = z.string().regex(/^\d+(\.\d+)?$/);
/** A combined-stream frame: `{stream, data}` where data is the 24 h rolling-window mini ticker. */
const ZMiniTickerFrame = z.object({
  stream: z.string(),
  data: z.object({
    e: z.literal('24hrMiniTicker'),
    /** Event time, epoch ms. */
    E: z.number().int().nonnegative(),
    s: z.string().min(1),
    /** Last price. */
    c: ZDecimalText,
    /** Base-asset volume over the last 24 h. */
    v: ZDecimalText,
  }),
});

export interface MiniTicker {
  readonly symbol: string;
  readonly eventTime: number;
  readonly lastPrice: string;
  readonly baseVolume24h: string;
}

/** The mini ticker in a stream frame, or undefined for anything else (other events, garbage). */
export function parseMiniTicker(text: string): MiniTicker | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const frame = ZMiniTickerFrame.safeParse(json);
  if (!frame.success) return undefined;
  const { E, s, c, v } = frame.data.data;
  return { symbol: s, eventTime: E, lastPrice: c, baseVolume24h: v };
}

/** `BTC/USDT` → `BTCUSDT`, as the exchange names the pair. */
export function exchangeSymbol(allname: string): string {
  return allname.replace('/', '').toUpperCase();
}

/** The combined stream of every symbol's mini ticker on one connection. */
export function miniTickerStreamUrl(wsUrl: string, symbols: readonly string[]): string {
  const streams = symbols.map((symbol) => `${symbol.toLowerCase()}@miniTicker`).join('/');
  return `${wsUrl}/stream?streams=${streams}`;
}
