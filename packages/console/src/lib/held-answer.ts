import type { OpenNotificationParams } from '@refinedev/core';
import type { NotificationArgsProps } from 'antd';
import { i18n } from '../i18n';
import { doneNotification, readableMessageOf } from './refusal-text';

/**
 * Four eyes (docs/console-api.md, "Actions"): an adjustment or a payment above the threshold
 * answers 202 `{ok: true, message, data: {approvalId, held: true}}` and waits for a second
 * operator. The approval's id, or null when the command ran.
 */
export function heldApprovalOf(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null || !('data' in answer)) return null;
  const { data } = answer;
  if (typeof data !== 'object' || data === null || !('held' in data) || data.held !== true) return null;
  return 'approvalId' in data && typeof data.approvalId === 'number' ? data.approvalId : null;
}

/** The notice for a held command, or null when it ran (the usual "Done" then applies). */
export function heldNotice(answer: unknown): NotificationArgsProps | null {
  const approvalId = heldApprovalOf(answer);
  if (approvalId === null) return null;
  const message = readableMessageOf(answer);
  return {
    message: i18n.t('fourEyes.held', { id: approvalId }),
    description: message === '' ? undefined : i18n.t('refusal.serverSaid', { message }),
  };
}

/** refine's success notification for a command four eyes may hold: "Done", or nothing when held (heldNotice says it). */
export function doneUnlessHeld(answer: unknown): OpenNotificationParams | false {
  return heldApprovalOf(answer) === null ? doneNotification(answer) : false;
}
