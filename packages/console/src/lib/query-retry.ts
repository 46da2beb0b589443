import { isAdminRefusal } from '../api/admin-refusal';

/** How often react-query asks again after a failure it may retry (its own default). */
const RETRIES = 3;

/**
 * react-query's retry for every read of the console. A refusal the server meant (a 4xx: the role
 * may not, not signed in, not found, a bad filter) is its answer, and asking again only kept the
 * page spinning for 9 to 10 s before it said so; a network failure or a 5xx may pass, and is
 * asked again.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (isAdminRefusal(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < RETRIES;
}
