import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE, type TCaptchaTrack, type TGetVerificationImgResponse } from '@meridian/protocol';
import type { DbOrTx } from '../../../db/types.js';
import { captchaChallenges } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';
import { drawPuzzle } from './draw-puzzle.js';
import { refuseDragTrack } from './drag-track-rule.js';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_TOLERANCE_PX,
  CAPTCHA_TTL_SECONDS,
  CAPTCHA_WIDTH,
  PIECE_SIZE,
} from './puzzle-shape.js';

function dataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Draws a new puzzle and remembers its answer for CAPTCHA_TTL_SECONDS. */
export async function issueCaptcha(db: DbOrTx): Promise<TGetVerificationImgResponse> {
  const puzzle = drawPuzzle();
  const captchaId = randomBytes(16).toString('base64url');
  await db.insert(captchaChallenges).values({
    id: captchaId,
    answerX: puzzle.x,
    pieceY: puzzle.y,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return {
    captchaId,
    backgroundImage: dataUrl(puzzle.background),
    pieceImage: dataUrl(puzzle.piece),
    pieceY: puzzle.y,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    pieceSize: PIECE_SIZE,
    expiresInSeconds: CAPTCHA_TTL_SECONDS,
  };
}

export interface CaptchaAnswer {
  captchaId: string;
  captchaX: number;
  captchaTrack?: TCaptchaTrack | undefined;
}

/**
 * Accepts an answer within CAPTCHA_TOLERANCE_PX of the cut-out whose drag a person could have made
 * (drag-track-rule.ts), once: the puzzle is spent by the first answer, right or wrong, so it cannot
 * be searched by trying positions or tracks. With the captcha turned off (tests only; refused in
 * production) every answer is accepted, with or without a track.
 */
export async function verifyCaptcha(db: DbOrTx, enabled: boolean, answer: CaptchaAnswer): Promise<void> {
  if (!enabled) return;
  const now = Date.now();
  const [row] = await db
    .update(captchaChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(captchaChallenges.id, answer.captchaId),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.expiresAt, new Date(now)),
      ),
    )
    .returning({ answerX: captchaChallenges.answerX, expiresAt: captchaChallenges.expiresAt });
  if (!row || !isRightAnswer(row, answer, now)) throw new AppError(CODE.CAPTCHA_INVALID, 'error.captchaInvalid');
}

function isRightAnswer(puzzle: { answerX: number; expiresAt: Date }, answer: CaptchaAnswer, now: number): boolean {
  if (Math.abs(puzzle.answerX - answer.captchaX) > CAPTCHA_TOLERANCE_PX) return false;
  // Its age by this server's clock, which also set its expiry (the database's clock may differ).
  const puzzleAgeMs = now - (puzzle.expiresAt.getTime() - CAPTCHA_TTL_SECONDS * 1000);
  return refuseDragTrack(answer.captchaTrack, { captchaX: answer.captchaX, puzzleAgeMs }) === null;
}

/** Forgets puzzles that ended more than an hour ago. */
export async function pruneCaptchas(db: DbOrTx): Promise<void> {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date(Date.now() - 60 * 60 * 1000)));
}
