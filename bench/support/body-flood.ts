/**
 * Starts a body flood in a process of its own (body-flood-process.ts), so that the flood's CPU is
 * not the measured server's or the measuring client's, and stops it with its figures: what the
 * abuse scenarios that post bodies share.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FloodFigures, FromBodyFlood, ToBodyFlood } from './body-flood-process.js';
import { nextMessage } from './child-messages.js';
import { pause } from './abuse-clients.js';
import { sampleProcessCpu } from './process-cpu.js';

/** From the flood's start to the measurement's: every connection busy and the server under it. */
const WARM_UP_MS = 2_000;
const FLOOD_SCRIPT = fileURLToPath(new URL('./body-flood-process.ts', import.meta.url));

export interface RunningFlood {
  /** Stops the flood and answers its figures and the share of a core its process used. */
  stop(): Promise<{ figures: FloodFigures; attackerCpu: number }>;
}

export async function startBodyFlood(message: Extract<ToBodyFlood, { kind: 'start' }>): Promise<RunningFlood> {
  const child = fork(FLOOD_SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await nextMessage<FromBodyFlood, 'ready'>(child, 'ready');
  const started = nextMessage<FromBodyFlood, 'started'>(child, 'started');
  child.send(message);
  await started;
  await pause(WARM_UP_MS);
  const cpu = sampleProcessCpu(child.pid ?? 0);
  return {
    async stop() {
      const attackerCpu = cpu.stop();
      const report = nextMessage<FromBodyFlood, 'report'>(child, 'report');
      child.send({ kind: 'stop' } satisfies ToBodyFlood);
      const figures = await report;
      child.disconnect();
      return { figures, attackerCpu };
    },
  };
}

/** The line of answer codes a flood's report ends with. */
export function answeredWith(figures: FloodFigures): string {
  return `  answered with: ${Object.entries(figures.codes).map(([code, n]) => `${code} x${n}`).join(', ') || 'nothing'}`;
}
