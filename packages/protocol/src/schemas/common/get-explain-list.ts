import { z } from 'zod/mini';

/** Agreements and explanations (user agreement, privacy policy, …). */
export const ZGetExplainListRequest = z.object({ type: z.optional(z.string().check(z.maxLength(32))) });
export const ZExplainSummary = z.object({ id: z.int(), code: z.string(), title: z.string(), type: z.string() });
export const ZGetExplainListResponse = z.object({ list: z.array(ZExplainSummary) });
export type TExplainSummary = z.infer<typeof ZExplainSummary>;
