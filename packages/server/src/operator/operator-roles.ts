import { z } from 'zod';
import { OPERATOR_ROLES } from '@meridian/protocol';

/**
 * What an operator account may do is its role: `owner` everything (and the operators
 * themselves), `finance` money, `support` members, `content` products, terms and content.
 * role-matrix.ts says which commands each role runs.
 */
export { OPERATOR_ROLES };
export const ZOperatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof ZOperatorRole>;
