import { Decimal } from 'decimal.js';
import { API, ZGetTransparencyRequest, ZGetTransparencyResponse, formatAmount, formatBreakEvenWinRate, type TTransparencyRow } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { defineCall } from '../../http/define-call.js';
import { loadContractTerms } from './contract-terms.js';
import { readContractTransparency, type DurationFigures } from './contract-transparency.js';

const MINUTE_MS = 60_000;
const WINDOW_MS = 24 * 60 * MINUTE_MS;

/**
 * The window ends at the last whole minute, so every answer within a minute is the same one and
 * this process reads the ledger for it once: a public call anyone may repeat costs a map lookup.
 */
const figuresByDb = new WeakMap<object, { to: number; figures: Promise<DurationFigures[]> }>();

function windowFigures(deps: Pick<AppDeps, 'db'>, to: number): Promise<DurationFigures[]> {
  const cached = figuresByDb.get(deps.db);
  if (cached?.to === to) return cached.figures;
  const figures = readContractTransparency(deps.db, to - WINDOW_MS, to);
  figuresByDb.set(deps.db, { to, figures });
  // A failed read is not kept: the next call reads again.
  figures.catch(() => {
    if (figuresByDb.get(deps.db)?.figures === figures) figuresByDb.delete(deps.db);
  });
  return figures;
}

const percent = (part: Decimal, whole: Decimal): string | null => (whole.isZero() ? null : part.dividedBy(whole).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2));

/**
 * Public: for each duration offered (and any other that contracts settled in the window ran for),
 * the yield published now and its break-even win rate, beside the last 24 hours' stakes and payouts.
 */
export const getTransparencyCall = defineCall({
  path: API.contractShort.getTransparency,
  request: ZGetTransparencyRequest,
  response: ZGetTransparencyResponse,
  async handler({ deps }) {
    const to = Math.floor(deps.clock.now() / MINUTE_MS) * MINUTE_MS;
    const [terms, figures] = await Promise.all([loadContractTerms(deps), windowFigures(deps, to)]);
    const { currency } = terms;
    const durations = [...new Set([...terms.options.map((option) => option.seconds), ...figures.map((row) => row.seconds)])].sort((a, b) => a - b);
    const list = durations.map((seconds): TTransparencyRow => {
      const option = terms.options.find((item) => item.seconds === seconds);
      const row = figures.find((item) => item.seconds === seconds);
      const staked = new Decimal(row?.staked ?? 0);
      const paidOut = new Decimal(row?.paidOut ?? 0);
      return {
        seconds,
        yieldPercent: option?.yieldPercent ?? null,
        breakEvenWinRate: option ? formatBreakEvenWinRate(option.yieldPercent) : null,
        won: row?.won ?? 0,
        lost: row?.lost ?? 0,
        draw: row?.draw ?? 0,
        staked: formatAmount(staked, currency),
        paidOut: formatAmount(paidOut, currency),
        returnPercent: percent(paidOut, staked),
      };
    });
    return { currency, from: to - WINDOW_MS, to, list };
  },
});
