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
  const stops = [startContractSettlementJob(deps, log), startMiningIncomeJob(deps, log), startInterestAccrualJob(deps, log), startLiabilitySnapshotJob(deps, log), startPushDeliveryJob(deps, log), startKycRetentionJob(deps, log)];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
