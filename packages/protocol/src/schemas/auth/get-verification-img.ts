import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/** A slider puzzle: drag the piece along its row until it fills the cut-out. */
export const ZGetVerificationImgRequest = ZEmpty;
export const ZGetVerificationImgResponse = z.object({
  captchaId: z.string(),
  /** PNG data URL: the background with the cut-out. */
  backgroundImage: z.string(),
  /** PNG data URL: the piece, `pieceSize` square. */
  pieceImage: z.string(),
  /** Row of the piece, in pixels from the top of the background. */
  pieceY: z.int(),
  width: z.int(),
  height: z.int(),
  pieceSize: z.int(),
  expiresInSeconds: z.int(),
});
export type TGetVerificationImgResponse = z.infer<typeof ZGetVerificationImgResponse>;
