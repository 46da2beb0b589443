import type { AppDeps } from '../deps.js';
import { startRecurringJob } from '../recurring-job.js';
import { sendDuePushes } from './push-sender.js';

/** The look for due pushes: a push reaches the service within about this much of its event. */
const LOOK_MS = 1_000;
/** The wait before trying again after a failure (e.g. the database was unreachable). */
const RETRY_MS = 5_000;
const BATCH = 100;
/** One run sends at most this long, so a backlog does not hold the job from stopping. */
const RUN_BUDGET_MS = 5_000;

/**
 * Sends the queued Web Push deliveries (push/push-sender.ts) every second. Every process runs it:
 * a claim is taken with `skip locked`, so several senders share the queue and none sends a row
 * another holds. Nothing runs when the server has no VAPID pair.
 */
export function startPushDeliveryJob(deps: AppDeps, log: { error(err: unknown, msg: string): void }): () => Promise<void> {
  const { vapidKeys } = deps.push;
  if (!vapidKeys) return () => Promise.resolve();
  const sender = { db: deps.db, vapidKeys, subject: deps.config.push.subject };
  return startRecurringJob(deps.clock, log, {
    name: 'web push delivery',
    run: async () => {
      const started = Date.now();
      while ((await sendDuePushes(sender, deps.clock.now(), BATCH)) === BATCH && Date.now() - started < RUN_BUDGET_MS);
      return LOOK_MS;
    },
    maxSleepMs: LOOK_MS,
    retryMs: RETRY_MS,
    failure: 'sending pushes failed; retrying',
  });
}
