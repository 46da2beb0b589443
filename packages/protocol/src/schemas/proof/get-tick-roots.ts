import { z } from 'zod/mini';
import { ZTickRoot } from './tick-root.js';

/** One request lists the roots of at most a day's seconds, a page at a time. */
export const TICK_ROOTS_MAX_RANGE_MS = 24 * 60 * 60 * 1000;
export const TICK_ROOTS_MAX_PAGE = 1000;

/**
 * `/api/proof/getTickRoots`: public. The chain's roots whose second is in [from, to), in chain
 * order, a page at a time (`afterSeq`: the last seq of the page before), so anyone can keep a copy
 * and later see whether the past was rewritten.
 */
export const ZGetTickRootsRequest = z.strictObject({
  from: z.int().check(z.nonnegative()),
  to: z.int().check(z.positive()),
  afterSeq: z._default(z.int().check(z.nonnegative()), 0),
  limit: z._default(z.int().check(z.gte(1), z.lte(TICK_ROOTS_MAX_PAGE)), 500),
}).check(z.refine((range) => range.to > range.from && range.to - range.from <= TICK_ROOTS_MAX_RANGE_MS, { message: 'rule.rootRange', path: ['to'] }));
export type TGetTickRootsRequest = z.input<typeof ZGetTickRootsRequest>;

export const ZGetTickRootsResponse = z.object({
  list: z.array(ZTickRoot),
  /** Pass as `afterSeq` for the next page; null when this page was the last. */
  nextAfterSeq: z.nullable(z.int()),
});
export type TGetTickRootsResponse = z.infer<typeof ZGetTickRootsResponse>;
