/**
 * bench:abuse, a login flood from many addresses (issue 35, item 9): 200 connections, each request
 * from one of 200 addresses in turn, posting logins; half name usernames nobody has (each would
 * cost the decoy's scrypt), half are a real account's right password. Before the known-device
 * rule, a genuine member got in 2 times in 10 and getBalance's p99 went from 37 ms to 5.2 s: every
 * hash place was the flood's, and every refusal cost the database its lookups first. Now unknown
 * clients hash on one core at a time, are refused without a lookup while their place is full, and
 * the member's own phone (a known device) hashes in the place kept for it.
 */
import { API } from '@meridian/protocol';
import { call, envelope, loginPayload } from './support/abuse-clients.js';
import type { Scenario } from './support/abuse-scenario.js';
import { answeredWith, startBodyFlood } from './support/body-flood.js';
import type { FloodRequest } from './support/body-flood-process.js';

const CONNECTIONS = Number(process.env.BENCH_ABUSE_LOGIN_CONNECTIONS ?? 200);
const ADDRESSES = 200;

const addressOf = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** Each address's two requests, encoded up front, so that the flood spends its CPU on sending. */
function floodRequests(account: { username: string; password: string }): FloodRequest[] {
  return Array.from({ length: ADDRESSES * 2 }, (_, n) => {
    const unknown = n % 2 === 0;
    const payload = unknown ? loginPayload(`nobody${n}x${Date.now().toString(36)}`, 'guess-pass1') : loginPayload(account.username, account.password);
    return { body: envelope.encode(payload), headers: { 'x-forwarded-for': addressOf(n % ADDRESSES) } };
  });
}

export const loginFromAddresses: Scenario = {
  id: 'abuse-login-addresses',
  title: `login flood: ${CONNECTIONS} connections from ${ADDRESSES} addresses, half unknown usernames, half a real account's right password`,
  async start(url) {
    const account = { username: 'floodacct01', password: 'flood-pass1' };
    const registered = await call(url, API.login.register, { ...loginPayload(account.username, account.password), confirmPassword: account.password, agree: true }, { 'x-forwarded-for': addressOf(0) });
    if (registered.code !== 200) throw new Error(`register ${account.username}: ${registered.code} ${registered.msg}`);
    const rotate = floodRequests(account);
    const flood = await startBodyFlood({ kind: 'start', url: `${url}${API.login.login}`, connections: CONNECTIONS, body: rotate[0]?.body ?? '', headers: { 'content-type': 'application/json' }, rotate });
    return {
      async stop() {
        const { figures, attackerCpu } = await flood.stop();
        return [
          `the flood: ${figures.answered} logins answered, ${figures.errors} errors, ${figures.timeouts} timeouts; its own process used ${Math.round(attackerCpu)} % of a core`,
          answeredWith(figures),
        ];
      },
    };
  },
};
