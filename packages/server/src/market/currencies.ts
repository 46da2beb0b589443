/**
 * The currencies the market lists. Starting prices are roughly where each stood in mid-2024, so
 * the simulated market looks familiar; volatility is annualised (standard deviation of the yearly
 * log return): large caps about 0.5-0.7, small caps about 1.0-1.2, as their realised volatility
 * has been.
 */
export interface Currency {
  readonly id: number;
  /** The symbol a member knows, e.g. `BTC`. */
  readonly name: string;
  /** The pair as the app shows and keys it, e.g. `BTC/USDT`. */
  readonly allname: string;
  /** Decimals a price is shown and published with; every published price is rounded to it. */
  readonly priceScale: number;
  /** A decimal string, never a float: it is the anchor both history and live ticks start from. */
  readonly startPrice: string;
  /** Annualised volatility of the log price. */
  readonly volatility: number;
  /** Average turnover in USDT per second; the simulated volume per tick is drawn around it. */
  readonly turnoverPerSecond: number;
}

/** Decimals of a simulated volume (in units of the currency). */
export const VOLUME_SCALE = 4;

const usdt = (
  id: number,
  name: string,
  startPrice: string,
  priceScale: number,
  volatility: number,
  turnoverPerSecond: number,
): Currency => ({ id, name, allname: `${name}/USDT`, priceScale, startPrice, volatility, turnoverPerSecond });

export const CURRENCIES: readonly Currency[] = [
  usdt(1, 'BTC', '64000.00', 2, 0.6, 300_000),
  usdt(2, 'ETH', '3400.00', 2, 0.7, 150_000),
  usdt(3, 'BNB', '580.00', 2, 0.65, 20_000),
  usdt(4, 'SOL', '145.000', 3, 0.9, 40_000),
  usdt(5, 'XRP', '0.52000', 5, 0.8, 15_000),
  usdt(6, 'ADA', '0.450000', 6, 0.9, 5_000),
  usdt(7, 'DOGE', '0.160000', 6, 1.0, 12_000),
  usdt(8, 'TRX', '0.125000', 6, 0.6, 3_000),
  usdt(9, 'DOT', '6.800', 3, 0.95, 3_000),
  usdt(10, 'LINK', '14.500', 3, 0.95, 4_000),
  usdt(11, 'POL', '0.55000', 5, 1.05, 2_500),
  usdt(12, 'LTC', '80.00', 2, 0.8, 4_000),
  usdt(13, 'BCH', '450.00', 2, 0.85, 3_000),
  usdt(14, 'AVAX', '32.000', 3, 1.0, 4_000),
  usdt(15, 'ATOM', '7.500', 3, 0.95, 2_000),
  usdt(16, 'XLM', '0.100000', 6, 0.85, 1_500),
  usdt(17, 'ETC', '26.000', 3, 0.9, 2_000),
  usdt(18, 'FIL', '5.200', 3, 1.1, 2_000),
  usdt(19, 'UNI', '9.500', 3, 1.05, 2_500),
  usdt(20, 'NEAR', '5.800', 3, 1.15, 3_000),
  usdt(21, 'APT', '8.200', 3, 1.2, 2_500),
];

export function findCurrency(allname: string, currencies: readonly Currency[] = CURRENCIES): Currency | undefined {
  return currencies.find((currency) => currency.allname === allname);
}
