import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

/** How many recent wins the home ticker gets. */
export const WIN_LIST_SIZE = 20;

/** One recently settled winning contract, as everyone may see it. */
export const ZWin = z.object({
  /** The contract order's id. */
  id: z.int(),
  /** Masked (`de***01`): the ticker is public. */
  username: z.string(),
  /** The pair bet on, e.g. `BTC/USDT`. */
  allname: z.string(),
  /** The amount staked. */
  amount: ZMoney,
  /** What the member won on top of the stake. */
  profit: ZMoney,
  /** When it settled, epoch ms. */
  time: z.int(),
});
export type TWin = z.infer<typeof ZWin>;

export const ZGetCurWinListRequest = ZEmpty;
/** Newest first, at most WIN_LIST_SIZE. */
export const ZGetCurWinListResponse = z.object({ list: z.array(ZWin).check(z.maxLength(WIN_LIST_SIZE)) });
