import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux everywhere). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) another process has used so far, in ms, from /proc (Linux). */
function cpuMsOf(pid: number): number {
  // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
}

/** Measures another process's CPU from now until `stop()`, in % of one core. */
export function sampleProcessCpu(pid: number): { stop(): number } {
  const startedAt = performance.now();
  const startCpu = cpuMsOf(pid);
  return {
    stop: () => ((cpuMsOf(pid) - startCpu) / (performance.now() - startedAt)) * 100,
  };
}
