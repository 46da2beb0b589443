import type { FaultResult } from './fault-run.js';

/** The results as the table in docs/operations.md ("Faults on several hosts"). */
export function resultsTable(results: readonly FaultResult[]): string {
  const rows = results.map((result) => {
    const { figures, pushes } = result;
    const lostOrDoubled = result.problems.length === 0 ? '0 / 0' : `${result.problems.length} problems`;
    return `| ${result.fault} | ${result.acknowledged} (${figures.retried} retried, ${figures.replayed} replayed) | ${lostOrDoubled} | ${result.problems.length === 0 ? 'pass' : 'FAIL'} | ${(result.recoveryMs / 1000).toFixed(1)} s | ${pushes.missed} of ${pushes.acknowledged * pushes.clients}, ${pushes.missedUntold} untold (${pushes.reconnections} reconnections, ${pushes.recovered} recovered) | ${result.notes.join('; ')} |`;
  });
  return [
    '| fault | operations acknowledged | lost / doubled | ledger, balances, tick chain | every host serves again after | pushes missed by connected clients | what happened |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
