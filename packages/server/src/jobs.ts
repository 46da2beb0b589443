import type { AppDeps } from './deps.js';
import { startContractSettlementJob } from './modules/contract/settle-contracts-job.js';
import { startInterestAccrualJob } from './modules/interest/interest-accrual-job.js';
import { startKycRetentionJob } from './modules/kyc/kyc-retention-job.js';
import { startLiabilitySnapshotJob } from './modules/liability/liability-snapshot-job.js';
import { startMiningIncomeJob } from './modules/mining/mining-income-job.js';
import { startPushDeliveryJob } from './push/push-delivery-job.js';

export interface JobLog {
  error(err: unknown, msg: string): void;
}

/**
 * Every background job of a server process. Each reads time from deps.clock, does on start what
 * fell due while the server was down, and claims its work so several processes never do it twice.
 * Returns what stops them all.
 */
export function startJobs(deps: AppDeps, log: JobLog): () => Promise<void> {
  // Each job's failures are logged and counted under its name (/metrics: meridian_job_failures_total).
  const counted = (job: string): JobLog => ({
    error(err, msg) {
      deps.metrics.jobFailed(job);
      log.error(err, msg);
    },
  });
  const stops = [
    startContractSettlementJob(deps, counted('settlement')),
    startMiningIncomeJob(deps, counted('mining-income')),
    startInterestAccrualJob(deps, counted('interest-accrual')),
    startLiabilitySnapshotJob(deps, counted('liability-snapshot')),
    startPushDeliveryJob(deps, counted('push-delivery')),
    startKycRetentionJob(deps, counted('kyc-retention')),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
