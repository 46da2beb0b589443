import { z } from 'zod';

/**
 * What an operator account may do is its role: `owner` everything (and the operators
 * themselves), `finance` money, `support` members, `content` products, terms and content.
 * role-matrix.ts says which commands each role runs.
 */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'content'] as const;
export const ZOperatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof ZOperatorRole>;
