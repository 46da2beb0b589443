import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

export const ZBeginTwoStepRequest = ZEmpty;

/** A new secret to scan (or type) into an authenticator app; it counts only once confirmed with a code. */
export const ZBeginTwoStepResponse = z.object({
  /** Base32, for typing by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as a PNG data URL. */
  qr: z.string(),
});
export type TBeginTwoStepResponse = z.infer<typeof ZBeginTwoStepResponse>;
