import { z } from 'zod/mini';
import { listPage } from './list-page.js';

/** What the admin API answers about operators, their sessions and the audit log. */

/**
 * What an operator account may do is its role: `owner` everything (and the operators themselves),
 * `finance` money, `support` members, `content` products, terms and content, `compliance` members'
 * identity documents (issue 41). The server's role matrix says which commands each role runs.
 */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'content', 'compliance'] as const;
export const ZOperatorRoleName = z.enum(OPERATOR_ROLES);
export type TOperatorRole = (typeof OPERATOR_ROLES)[number];

/** password: must set a new password; totp: must enrol an authenticator; ready: may work. */
export const SESSION_STAGES = ['password', 'totp', 'ready'] as const;

/** The signed-in operator (`GET /admin/session` and every step of the first sign-in). */
export const ZConsoleSession = z.object({
  username: z.string(),
  role: ZOperatorRoleName,
  stage: z.enum(SESSION_STAGES),
  csrfToken: z.string(),
  /**
   * The command names this role may run: the console shows only what is allowed. Settings are
   * split by duty: `settings-set:<key>` for each setting the role may change.
   */
  allowed: z.array(z.string()),
});
export type TConsoleSession = z.infer<typeof ZConsoleSession>;

/** An authenticator to enrol: its secret, the otpauth URI and a `data:image/png;base64,…` picture of it. */
export const ZTotpEnrolment = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolment>;

/** The enrolment confirmed: the session, ready, and the 8 recovery codes, shown once. */
export const ZTotpConfirmation = z.object({ session: ZConsoleSession, recoveryCodes: z.array(z.string()) });
export type TTotpConfirmation = z.infer<typeof ZTotpConfirmation>;

export const ZOperatorItem = z.object({
  username: z.string(),
  /** One of OPERATOR_ROLES, as stored. */
  role: z.string(),
  disabled: z.boolean(),
  /** Whether they have finished their first sign-in. */
  enrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type TOperatorItem = z.infer<typeof ZOperatorItem>;
export const ZOperatorsAnswer = listPage(ZOperatorItem);

/** A new operator, with a one-time password shown once: they change it at first sign-in. */
export const ZOperatorAddAnswer = z.object({ username: z.string(), role: ZOperatorRoleName, password: z.string() });
export type TOperatorAddAnswer = z.infer<typeof ZOperatorAddAnswer>;
export const ZOperatorSetAnswer = z.object({ username: z.string(), role: z.string(), disabled: z.boolean() });
export const ZOperatorPasswordResetAnswer = z.object({ username: z.string(), password: z.string() });
export const ZOperatorAuthenticatorResetAnswer = z.object({ username: z.string() });

export const ZAuditItem = z.object({
  id: z.int(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  /** The command's fields (and, for some, its result): any JSON. */
  detail: z.record(z.string(), z.unknown()),
  outcome: z.string(),
  /** Where an HTTP request came from; empty for the command line. */
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
});
export type TAuditItem = z.infer<typeof ZAuditItem>;
export const ZAuditAnswer = listPage(ZAuditItem);

/** An export answers its CSV file, never JSON: its effect only counts the rows, which the command line prints. */
export const ZExportAnswer = z.object({ rows: z.int(), capped: z.boolean() });
