import { z } from 'zod/mini';
import { ZOptionalTwoStepCode } from '../shared.js';
import { ZContactKind, contactShape } from './contact-kind.js';

/** Step 1: the password (and 2-step code) prove the member; a code goes to the new address. */
export const ZSendContactCodeRequest = z
  .strictObject({
    kind: ZContactKind,
    value: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(254)),
    password: z.string().check(z.minLength(1, { message: 'rule.required' }), z.maxLength(64)),
    twoStepCode: ZOptionalTwoStepCode,
  })
  .check(contactShape);
export type TSendContactCodeRequest = z.infer<typeof ZSendContactCodeRequest>;
