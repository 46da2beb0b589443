import { z } from 'zod/mini';
import { ZOperatorName } from './input-fields.js';
import { AUDIT_FILTER_FIELDS, pageFields } from './list-fields.js';
import { ZOperatorRoleName } from './operator-answers.js';

/** What the commands on operators and the audit log take (admin-inputs.ts). */

export const ZOperatorsInput = z.object({ ...pageFields(['username', 'id']) });
export const ZOperatorAddInput = z.object({ username: ZOperatorName, role: ZOperatorRoleName });
export const ZOperatorSetInput = z.object({ username: ZOperatorName, role: z.optional(ZOperatorRoleName), disabled: z.optional(z.boolean()) });
/** An operator named by sign-in name alone (a password or authenticator reset). */
export const ZOperatorNameInput = z.object({ username: ZOperatorName });
export const ZAuditInput = z.object({ ...AUDIT_FILTER_FIELDS, ...pageFields(['id']) });
export const ZAuditExportInput = z.object(AUDIT_FILTER_FIELDS);
