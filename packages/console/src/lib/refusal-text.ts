import type { OpenNotificationParams } from '@refinedev/core';
import { isAdminRefusal } from '../api/admin-refusal';
import { currentLanguage, i18n } from '../i18n';
import { waitText } from './wait-text';

/** The statuses the contract names (docs/console-api.md, "Answers"), each with its own text. */
const KNOWN_STATUSES = [400, 401, 403, 404, 409, 422] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

function isKnownStatus(status: number): status is KnownStatus {
  return (KNOWN_STATUSES as readonly number[]).includes(status);
}

/** The console's own sentence for a refusal, in the operator's language; the server's message goes under it. */
export function refusalTitle(error: unknown): string {
  if (!isAdminRefusal(error)) return i18n.t('refusal.network');
  const status = error.statusCode;
  if (status === 429) return i18n.t('refusal.429', { wait: waitText(error.retryAfterSeconds ?? 60) });
  if (isKnownStatus(status)) return i18n.t(`refusal.${status}`);
  return i18n.t('refusal.other', { status });
}

/**
 * Whether the server's sentence is in the operator's language: the server says which language it
 * answered in, and a sentence it has no translation for (English) is not put under a Chinese title.
 * A server that does not say is taken at its word.
 */
export const isInOperatorsLanguage = (messageLanguage: string | null): boolean => messageLanguage === null || messageLanguage === currentLanguage();

/** What the server said, when it said something the operator reads. */
export function refusalDetail(error: unknown): string | undefined {
  if (!isAdminRefusal(error) || error.message === '' || !isInOperatorsLanguage(error.messageLanguage)) return undefined;
  return i18n.t('refusal.serverSaid', { message: error.message });
}

/** refine's error notification for a call the operator made. */
export function refusalNotification(error: unknown): OpenNotificationParams {
  return { type: 'error', message: refusalTitle(error), description: refusalDetail(error) };
}

/** The server's sentence on a success (data-provider.ts passes it beside `data`). */
export function serverMessageOf(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return '';
  return typeof answer.message === 'string' ? answer.message : '';
}

/** The server's sentence on a success when it is in the operator's language (else ''). */
export function readableMessageOf(answer: unknown): string {
  const language = typeof answer === 'object' && answer !== null && 'messageLanguage' in answer && typeof answer.messageLanguage === 'string' ? answer.messageLanguage : null;
  return isInOperatorsLanguage(language) ? serverMessageOf(answer) : '';
}

/** refine's success notification: "Done", with what the server did under it when the operator reads it. */
export function doneNotification(answer: unknown): OpenNotificationParams {
  const message = readableMessageOf(answer);
  return { type: 'success', message: i18n.t('common.done'), ...(message === '' ? {} : { description: message }) };
}

/**
 * The refusal of an approval its own maker tried to decide (422: "… a second operator must decide
 * it", in Chinese "…須由另一位營運人員決定。"): the server answers in the operator's language.
 */
export function isOwnApprovalRefusal(error: unknown): boolean {
  return isAdminRefusal(error) && error.statusCode === 422 && /second operator|另一位營運人員決定/i.test(error.message);
}

/** refine's error notification for approving or rejecting a held command. */
export function approvalRefusalNotification(error: unknown): OpenNotificationParams {
  if (!isOwnApprovalRefusal(error)) return refusalNotification(error);
  return { type: 'error', message: i18n.t('approvals.ownRequest'), description: refusalDetail(error) };
}
