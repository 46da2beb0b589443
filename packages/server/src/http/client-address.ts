import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../env.js';

type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * Which hops of X-Forwarded-For to believe (TRUST_PROXY): a number of proxies in front, a list of
 * their addresses or subnets, or all. One rule for the API's `request.ip` and the live channel's
 * per-address caps, so both count the same client at the same address.
 */
export function proxyTrust(trust: Config['trustProxy']): ProxyTrust | false {
  if (trust === false) return false;
  if (trust === true) return () => true;
  // Fastify's own number form trusts no hop at all (it cannot check the nearest peer); TRUST_PROXY=1
  // means one proxy in front, as Express and proxy-addr count hops.
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust.split(',').map((part) => part.trim()));
}

/** The client's address of a raw request (a live-channel handshake), as `request.ip` would give it. */
export function clientAddressOf(trust: Config['trustProxy']): (raw: IncomingMessage) => string {
  const trusted = proxyTrust(trust);
  if (trusted === false) return (raw) => raw.socket.remoteAddress ?? '';
  return (raw) => proxyAddr(raw, trusted);
}
