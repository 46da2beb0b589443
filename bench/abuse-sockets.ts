/**
 * bench:abuse, sockets (issue 35, item 11): 3,000 live-channel sockets from one address. Before the
 * caps all were accepted and each was pushed every price every second; now an address holds at most
 * 30 (limits.ts) and the rest are refused at the handshake. A refused socket tries again as
 * socket.io's client does by itself; BENCH_ABUSE_SOCKET_RETRY_MS=1000 opens each again every second
 * whatever it is told, as a hostile client would.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ATTACKER } from './support/abuse-clients.js';
import { nextMessage } from './support/child-messages.js';
import type { Scenario } from './support/abuse-scenario.js';
import { sampleProcessCpu } from './support/process-cpu.js';
import type { FromFlood, ToFlood } from './support/socket-flood-clients.js';

const SOCKETS = Number(process.env.BENCH_ABUSE_SOCKETS ?? 3_000);
/** 0: a refused socket tries again as socket.io's client does by itself (backing off to 5 s). */
const RETRY_MS = Number(process.env.BENCH_ABUSE_SOCKET_RETRY_MS ?? 0);
const CLIENTS_SCRIPT = fileURLToPath(new URL('./support/socket-flood-clients.ts', import.meta.url));

const nextReply = <K extends FromFlood['kind']>(child: ChildProcess, kind: K) => nextMessage<FromFlood, K>(child, kind);

function tell(child: ChildProcess, message: ToFlood): void {
  child.send(message);
}

export const socketFlood: Scenario = {
  id: 'abuse-sockets',
  title: `sockets: ${SOCKETS.toLocaleString('en')} live-channel sockets from one address, each refused one trying again ${RETRY_MS > 0 ? `every ${RETRY_MS} ms` : 'as socket.io’s client does'}`,
  async start(url) {
    const child = fork(CLIENTS_SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    await nextReply(child, 'ready');
    const opened = nextReply(child, 'opened');
    tell(child, { kind: 'start', url, sockets: SOCKETS, address: ATTACKER, retryMs: RETRY_MS });
    const first = await opened;
    const cpu = sampleProcessCpu(child.pid ?? 0);
    return {
      async stop() {
        const attackerCpu = cpu.stop();
        const report = nextReply(child, 'report');
        tell(child, { kind: 'stop' });
        const figures = await report;
        child.disconnect();
        const refusals = Object.entries(figures.refusals).map(([message, n]) => `"${message}" x${n}`).join(', ');
        return [
          `the flood: first pass ${first.accepted} accepted, ${first.refused} refused; by the end ${figures.refused} refusals (${refusals || 'none'}), ${figures.accepted} open, ${figures.failed} dropped`,
          `  pushes it received: ${figures.pushes}; its own process used ${Math.round(attackerCpu)} % of a core`,
        ];
      },
    };
  },
};
