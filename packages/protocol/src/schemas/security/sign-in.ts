import { z } from 'zod/mini';

/** A device as a member recognises it: browser and system (major versions), and its kind. */
export const ZDeviceDescription = z.object({
  browser: z.string(),
  os: z.string(),
  /** `mobile`, `tablet`, `desktop`, `tv`, or '' when the user agent does not say. */
  kind: z.string(),
});
export type TDeviceDescription = z.infer<typeof ZDeviceDescription>;

/** One attempt to sign in to the member's account, right or wrong (kept 90 days). */
export const ZSignIn = z.object({
  id: z.int(),
  /** Epoch ms. */
  at: z.int(),
  ip: z.string(),
  device: ZDeviceDescription,
  /** `password` or `passkey` (a passkey instead of the password). */
  method: z.string(),
  /** `ok`, or why it was refused: `wrong-password`, `wrong-code` (2-step), `wrong-passkey`, `frozen`. */
  outcome: z.string(),
  /** It opened the session this call came from. */
  current: z.boolean(),
});
export type TSignIn = z.infer<typeof ZSignIn>;
