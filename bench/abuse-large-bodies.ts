/**
 * bench:abuse, large bodies (issue 35, item 10): 16 connections from one address send 3.6 MB
 * envelopes to a public call, one after another for as long as the scenario runs. Before the
 * limits these were buffered, decrypted and parsed whole (getBalance's p99 went from 15 ms to
 * 17.4 s); now a body over 64 KB is refused before any of it is kept.
 */
import { API } from '@meridian/protocol';
import { ATTACKER, envelope } from './support/abuse-clients.js';
import type { Scenario } from './support/abuse-scenario.js';
import { answeredWith, startBodyFlood } from './support/body-flood.js';

const CONNECTIONS = Number(process.env.BENCH_ABUSE_BODY_CONNECTIONS ?? 16);
const BODY_MB = 3.6;

/** A valid envelope of a large JSON object: the most work a body of its size could ask of the old server. */
function largeEnvelope(): string {
  return envelope.encode({ text: 'x'.repeat(Math.floor(BODY_MB * 1024 * 1024 * 0.74)) });
}

export const largeBodies: Scenario = {
  id: 'abuse-large-bodies',
  title: `large bodies: ${CONNECTIONS} connections from one address sending ${BODY_MB} MB envelopes to a public call`,
  async start(url) {
    const body = largeEnvelope();
    const flood = await startBodyFlood({
      kind: 'start',
      url: `${url}${API.common.getAppConfigAndCompanyConfig}`,
      connections: CONNECTIONS,
      body,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ATTACKER, 'accept-language': 'zh-HK' },
    });
    return {
      async stop() {
        const { figures, attackerCpu } = await flood.stop();
        const megabytes = (figures.answered * body.length) / 1024 / 1024;
        return [
          `the flood: ${figures.answered} bodies of ${(body.length / 1024 / 1024).toFixed(2)} MB answered (${megabytes.toFixed(0)} MB sent), ${figures.errors} errors, ${figures.timeouts} timeouts; its own process used ${Math.round(attackerCpu)} % of a core`,
          answeredWith(figures),
        ];
      },
    };
  },
};
