import { z } from 'zod';

/** Agreements and explanations (user agreement, privacy policy, …). */
export const ZGetExplainListRequest = z.object({ type: z.string().max(32).optional() });
export const ZExplainSummary = z.object({ id: z.number().int(), code: z.string(), title: z.string(), type: z.string() });
export const ZGetExplainListResponse = z.object({ list: z.array(ZExplainSummary) });

export const ZGetExplainInfoRequest = z
  .object({ id: z.number().int().optional(), code: z.string().max(64).optional() })
  .refine((r) => r.id !== undefined || r.code !== undefined, { message: 'rule.required' });
export const ZExplainInfo = ZExplainSummary.extend({ content: z.string() });
export type TExplainSummary = z.infer<typeof ZExplainSummary>;
export type TExplainInfo = z.infer<typeof ZExplainInfo>;
