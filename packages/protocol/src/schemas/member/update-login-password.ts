import { z } from 'zod/mini';
import { ZPassword, ZOptionalTwoStepCode } from '../shared.js';

export const ZUpdateLoginPasswordRequest = z.object({
  oldPassword: z.string().check(z.minLength(1, { message: 'rule.required' }), z.maxLength(64)),
  password: ZPassword,
  confirmPassword: z.string(),
  twoStepCode: ZOptionalTwoStepCode,
}).check(z.refine((r) => r.password === r.confirmPassword, { message: 'rule.passwordMismatch', path: ['confirmPassword'] }));
