import { z } from 'zod';
import { ZPassword, ZOptionalTwoStepCode } from '../shared.js';

export const ZUpdateLoginPasswordRequest = z
  .object({
    oldPassword: z.string().min(1, { message: 'rule.required' }).max(64),
    password: ZPassword,
    confirmPassword: z.string(),
    twoStepCode: ZOptionalTwoStepCode,
  })
  .refine((r) => r.password === r.confirmPassword, {
    message: 'rule.passwordMismatch',
    path: ['confirmPassword'],
  });
