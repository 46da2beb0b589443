import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_ENVELOPE_KEY, createEnvelope } from '@meridian/protocol';
import { opensslEnvelopeCipher } from '../../src/http/envelope-cipher.js';
import { connectRecovering, type RecoveringClient } from '../helpers/recovering-client.js';
import type { CrashWire } from '../ledger/crash-wire.js';

const envelope = createEnvelope(DEMO_ENVELOPE_KEY, opensslEnvelopeCipher);
/** An operator's popups to one member, one every so often: with the money load's operator, under the admin API's 120 a minute. */
const POPUP_EVERY_MS = 1_500;

export interface PushFigures {
  /** Popups the admin API acknowledged while the clients were connected. */
  acknowledged: number;
  clients: number;
  /** Acknowledged popups that did not reach a client, added over the clients. */
  missed: number;
  /**
   * Of those, the ones the client was never told of: no reconnection came after the popup was sent
   * (each reconnection has the app read again what it shows, live-channel.ts).
   */
  missedUntold: number;
  /** Popups a client received twice (a recovered session replayed after the push came). */
  doubled: number;
  /** Reconnections of the clients, and how many of them were recovered (sent what was missed). */
  reconnections: number;
  recovered: number;
}

export interface PushWatch {
  /** Stops sending, waits for the last pushes to arrive, and counts. */
  finish(): Promise<PushFigures>;
}

/**
 * Live clients of one member, connected through the balancer (so spread over the live hosts) and
 * reconnecting by themselves as the app's do, while the operator sends that member a numbered popup
 * every 1.5 s through the admin API: what was acknowledged and did not arrive is what connected
 * clients missed.
 */
export async function watchPushes(url: string, wire: CrashWire, member: { username: string; token: string }, clientCount: number, label: string): Promise<PushWatch> {
  const clients: { client: RecoveringClient; reconnectedAt: number[] }[] = [];
  const tally = { reconnections: 0, recovered: 0 };
  for (let i = 0; i < clientCount; i += 1) {
    const client = await connectRecovering(url, envelope, member.token);
    const watched = { client, reconnectedAt: [] as number[] };
    // Reconnections only: the first connection has happened.
    client.socket.on('connect', () => {
      tally.reconnections += 1;
      if (client.socket.recovered) tally.recovered += 1;
      watched.reconnectedAt.push(Date.now());
    });
    clients.push(watched);
  }
  const acknowledged: { title: string; sentAt: number }[] = [];
  const state = { sending: true };
  const sender = (async () => {
    for (let n = 1; state.sending; n += 1) {
      const title = `${label}-${n}`;
      const sentAt = Date.now();
      const answer = await wire.admin('POST', '/popups', { title, content: title, member: member.username });
      if (answer?.status === 200) acknowledged.push({ title, sentAt });
      // The operator's pace (the load being modelled): not a wait for anything.
      await sleep(POPUP_EVERY_MS);
    }
  })();
  return {
    async finish() {
      state.sending = false;
      await sender;
      // Long enough for the last push to cross the bus on a loaded machine; a push later than this counts as missed.
      await sleep(3_000);
      let missed = 0;
      let missedUntold = 0;
      let doubled = 0;
      for (const { client, reconnectedAt } of clients) {
        const titles = client.titles();
        for (const { title, sentAt } of acknowledged) {
          const times = titles.filter((received) => received === title).length;
          if (times === 0) {
            missed += 1;
            if (!reconnectedAt.some((at) => at >= sentAt)) missedUntold += 1;
          }
          if (times > 1) doubled += 1;
        }
        client.socket.disconnect();
      }
      return { acknowledged: acknowledged.length, clients: clients.length, missed, missedUntold, doubled, ...tally };
    },
  };
}
