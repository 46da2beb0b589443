import { RequestError } from '../../../api/query-client';
import { CLIENT_CODE } from '../../../api/request';
import type { RequestIds } from '../../../lib/request-id';

/**
 * After a failed call: when the server never answered (network, timeout) the same id is kept, so a
 * retry cannot grab or pay twice; when it answered with a refusal, the next try is a new request.
 */
export function settleAfterFailure(ids: RequestIds, error: unknown): void {
  const unanswered = error instanceof RequestError && (error.failure.code === CLIENT_CODE.NETWORK || error.failure.code === CLIENT_CODE.TIMEOUT);
  if (!unanswered) ids.settled();
}
