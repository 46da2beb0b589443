import { z } from 'zod/mini';
import { ZPassword } from '../shared.js';

/** Password reset, step 3: a new password with the ticket from step 2. */
export const ZResetLoginPasswordRequest = z.object({
  resetTicket: z.string().check(z.minLength(1)),
  password: ZPassword,
  confirmPassword: z.string(),
}).check(z.refine((r) => r.password === r.confirmPassword, { message: 'rule.passwordMismatch', path: ['confirmPassword'] }));
