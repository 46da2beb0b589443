import { z } from 'zod';
import { ZPassword } from '../shared.js';

/** Password reset, step 3: a new password with the ticket from step 2. */
export const ZResetLoginPasswordRequest = z
  .object({
    resetTicket: z.string().min(1),
    password: ZPassword,
    confirmPassword: z.string(),
  })
  .refine((r) => r.password === r.confirmPassword, {
    message: 'rule.passwordMismatch',
    path: ['confirmPassword'],
  });
