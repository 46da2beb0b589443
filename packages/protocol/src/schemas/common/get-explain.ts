import { z } from 'zod/mini';
import { ZRecordId } from '../shared.js';

/** Agreements and explanations (user agreement, privacy policy, …). */
export const ZGetExplainListRequest = z.object({ type: z.optional(z.string().check(z.maxLength(32))) });
export const ZExplainSummary = z.object({ id: z.int(), code: z.string(), title: z.string(), type: z.string() });
export const ZGetExplainListResponse = z.object({ list: z.array(ZExplainSummary) });

export const ZGetExplainInfoRequest = z
  .object({ id: z.optional(ZRecordId), code: z.optional(z.string().check(z.maxLength(64))) })
  .check(z.refine((r) => r.id !== undefined || r.code !== undefined, { message: 'rule.required' }));
export const ZExplainInfo = z.extend(ZExplainSummary, { content: z.string() });
export type TExplainSummary = z.infer<typeof ZExplainSummary>;
export type TExplainInfo = z.infer<typeof ZExplainInfo>;
