import { CODE, type WithdrawalLimitProblem } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import type { MessageKey } from '../../i18n/translate.js';
import type { LevelLimitProblem, TRaisingLevel } from './level-withdrawal-limit.js';

/**
 * A level's limit says how to raise it by naming what the level that raises it asks for; one
 * message per window and level, so each language words it whole.
 */
const LEVEL_LIMIT_MESSAGES: Readonly<Record<LevelLimitProblem['limit'], Readonly<Record<TRaisingLevel | 'top', MessageKey>>>> = {
  level24h: { 1: 'error.withdrawLevel24hTo1', 2: 'error.withdrawLevel24hTo2', 3: 'error.withdrawLevel24hTo3', top: 'error.withdrawLevel24hTop' },
  level30d: { 1: 'error.withdrawLevel30dTo1', 2: 'error.withdrawLevel30dTo2', 3: 'error.withdrawLevel30dTo3', top: 'error.withdrawLevel30dTop' },
};

/** The WITHDRAW_LIMIT error for a limit: the message names it; the data says which, for the app. */
export function withdrawLimitError(problem: WithdrawalLimitProblem | LevelLimitProblem, currency: string): AppError {
  switch (problem.limit) {
    case 'min':
      return new AppError(CODE.WITHDRAW_LIMIT, 'error.withdrawMin', { amount: problem.amount, currency }, { limit: 'min', amount: problem.amount });
    case 'max':
      return new AppError(CODE.WITHDRAW_LIMIT, 'error.withdrawMax', { amount: problem.amount, currency }, { limit: 'max', amount: problem.amount });
    case 'daily':
      return new AppError(CODE.WITHDRAW_LIMIT, 'error.withdrawDaily', { count: problem.count }, { limit: 'daily', count: problem.count });
    case 'level24h':
    case 'level30d': {
      const { limit, max, amount, level, nextLevel } = problem;
      const key = LEVEL_LIMIT_MESSAGES[limit][nextLevel ?? 'top'];
      return new AppError(CODE.WITHDRAW_LIMIT, key, { limit: max, amount, currency }, { limit, amount, level, nextLevel });
    }
  }
}
