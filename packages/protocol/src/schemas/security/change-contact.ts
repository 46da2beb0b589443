import { z } from 'zod/mini';
import { ZVerificationCode } from '../shared.js';
import { ZContactKind, contactShape } from './contact-kind.js';

/** Step 2: the code that reached the new address; the change is made. */
export const ZChangeContactRequest = z
  .strictObject({
    kind: ZContactKind,
    value: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(254)),
    code: ZVerificationCode,
  })
  .check(contactShape);
export type TChangeContactRequest = z.infer<typeof ZChangeContactRequest>;
