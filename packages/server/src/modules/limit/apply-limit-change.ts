import type { z } from 'zod';
import { ZTradingLimits, type ApiPath, type TTradingLimits } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireSession, type CallDefinition } from '../../http/define-call.js';
import type { TradingLimitsState } from './limit-change.js';
import { tradingLimitsOf } from './limits-view.js';
import { changeTradingLimits } from './trading-limits-store.js';

/** Applies one of the member's changes at the app's clock, then answers the limits as they now are. */
export async function applyLimitChange(
  deps: Pick<AppDeps, 'db' | 'settings' | 'clock'>,
  memberId: number,
  change: (state: TradingLimitsState, now: number) => TradingLimitsState,
): Promise<TTradingLimits> {
  const now = deps.clock.now();
  await deps.db.transaction((tx) => changeTradingLimits(tx, memberId, (state) => change(state, now)));
  return tradingLimitsOf(deps, memberId);
}

/**
 * A call that changes the caller's own limits by one rule of limit-change.ts and answers them as
 * they now are; the payload it takes is all the rule needs.
 */
export function limitChangeCall<Request extends z.core.$ZodType>(definition: {
  path: ApiPath;
  request: Request;
  change: (state: TradingLimitsState, now: number, input: z.output<Request>) => TradingLimitsState;
}): CallDefinition {
  return defineCall({
    path: definition.path,
    request: definition.request,
    response: ZTradingLimits,
    async handler(context) {
      const { input } = context;
      return applyLimitChange(context.deps, requireSession(context).memberId, (state, now) => definition.change(state, now, input));
    },
  });
}
