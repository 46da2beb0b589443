const RSS_SAMPLE_MS = 250;

export interface ProcessFigures {
  /** CPU time over wall time, in % of one core (above 100 when several threads work at once). */
  cpuPercent: number;
  /** The highest resident set size seen, in MB. */
  peakRssMb: number;
}

/** Measures this process from now until `stop()`: CPU from process.cpuUsage deltas, RSS by sampling. */
export function sampleProcess(): { stop(): ProcessFigures } {
  const startedAt = performance.now();
  const startCpu = process.cpuUsage();
  let peakRss = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      const cpu = process.cpuUsage(startCpu);
      const elapsedMs = performance.now() - startedAt;
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      return { cpuPercent: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100, peakRssMb: peakRss / 1024 / 1024 };
    },
  };
}
