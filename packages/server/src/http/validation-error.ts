import { CODE, UPLOAD_MAX_BYTES } from '@meridian/protocol';
import type { z } from 'zod';
import { isMessageKey, type MessageKey } from '../i18n/translate.js';
import { AppError } from './app-error.js';

type Issue = z.core.$ZodIssue;

/** A message key for an issue that carries none of ours: what kind of problem it is. */
function genericKey(issue: Issue): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'rule.required' : 'rule.invalid';
    case 'too_small':
      return issue.input === '' ? 'rule.required' : 'rule.tooShort';
    case 'too_big':
      return 'rule.tooLong';
    case 'unrecognized_keys':
      return 'rule.unknownField';
    default:
      return 'rule.invalid';
  }
}

function issueField(issue: Issue): string {
  if (issue.code === 'unrecognized_keys') return issue.keys[0] ?? 'payload';
  const first = issue.path[0];
  return first === undefined ? 'payload' : String(first);
}

/**
 * INVALID_PARAMS for a failed payload: `data.fields` names every field with a problem, and the
 * message explains the first one (the schemas' `rule.*` keys, or a generic one naming the field),
 * translated later into the member's language.
 */
export function validationError(error: z.core.$ZodError): AppError {
  const fields = [...new Set(error.issues.map(issueField))];
  const first = error.issues[0];
  if (!first) return new AppError(CODE.INVALID_PARAMS, 'error.invalidParams', {}, { fields });
  const key = isMessageKey(first.message) ? first.message : genericKey(first);
  return new AppError(
    CODE.INVALID_PARAMS,
    key,
    { field: issueField(first), maxMb: UPLOAD_MAX_BYTES / (1024 * 1024) },
    { fields },
  );
}
