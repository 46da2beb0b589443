import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';
import { ZExplainSummary } from './get-explain-list.js';

/** One agreement or explanation, by id or by code. */
export const ZGetExplainInfoRequest = z
  .object({ id: z.optional(ZRecordId), code: z.optional(z.string().check(z.maxLength(64))) })
  .check(z.refine((r) => r.id !== undefined || r.code !== undefined, { message: 'rule.required' }));
export const ZExplainInfo = z.extend(ZExplainSummary, { content: z.string() });
export type TExplainInfo = z.infer<typeof ZExplainInfo>;
