import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { CODE, catalogForHeader } from '@meridian/protocol';
import { translate } from '../i18n/translate.js';
import { REFUSAL_DELAY_MS } from '../security/rate-limiter.js';
import type { MemberSession } from '../security/sessions.js';
import { addressFloods } from './address-floods.js';

/** What a refused client reads in its `connect_error`: `message` for code, `data` for the member. */
export const TOO_MANY_SOCKETS = 'too_many_sockets';

type Next = (error?: Error & { data?: unknown }) => void;

/** What the caps read of a socket.io socket at its handshake. */
interface CappedSocket {
  request: IncomingMessage;
  handshake: { headers: IncomingHttpHeaders };
  conn: { readyState: string; once(event: 'close', listener: () => void): unknown; close(): unknown };
  data: { session?: MemberSession | null };
}

export interface SocketCapsOptions {
  perAddress: number;
  perMember: number;
  /** The client's address of a handshake, by the same proxy rule as the API's (http/client-address.ts). */
  clientAddress: (raw: IncomingMessage) => string;
}

/**
 * Caps on the live-channel sockets open at once per address and per member, checked at the
 * handshake. The address is checked first, before the token is looked up, so a client opening
 * thousands costs a map lookup each; the member after, once the token says who it is.
 *
 * Counted in this process: with several processes behind a balancer one address can hold at most
 * the cap in each. Counters shared in Redis would make the cap exact, but a process that dies
 * (kill -9) would leave its sockets counted until they expired, refusing the very members whose
 * apps just reconnected to another process; a bounded multiple of the cap stops a flood as well.
 *
 * A socket counts until its connection closes, whichever way; a refused one is told why
 * (`connect_error` with TOO_MANY_SOCKETS and a message in the handshake's language) and its
 * connection closed, so it neither lingers nor retries on it. An address that goes on opening
 * sockets past its cap is refused sooner and more cheaply (address-floods.ts), before the upgrade.
 */
export function socketCaps(options: SocketCapsOptions) {
  const open = new Map<string, number>();
  const floods = addressFloods();
  const addressKey = (address: string) => `address:${address}`;
  const isFlooding = (address: string) => floods.isFlooding(address) && (open.get(addressKey(address)) ?? 0) >= options.perAddress;

  /** Counts one more socket under `key` until `socket`'s connection closes; false at the cap. */
  function take(key: string, cap: number, socket: CappedSocket): boolean {
    const count = open.get(key) ?? 0;
    if (count >= cap) return false;
    open.set(key, count + 1);
    socket.conn.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
    return true;
  }

  function refuse(socket: CappedSocket, next: Next): void {
    const language = catalogForHeader(socket.handshake.headers['accept-language']);
    next(Object.assign(new Error(TOO_MANY_SOCKETS), { data: { code: CODE.TOO_MANY_REQUESTS, msg: translate(language, 'error.tooManySockets') } }));
    // socket.io sends the refusal on the next tick; the connection then closes once it is written.
    setImmediate(() => {
      socket.conn.close();
    });
  }

  return {
    /** engine.io's `allowRequest`: before the upgrade, only an address that is flooding is refused (its answer held). */
    allowRequest: (raw: IncomingMessage, answer: (error: string | null, allowed: boolean) => void): void => {
      const address = options.clientAddress(raw);
      if (!isFlooding(address)) {
        answer(null, true);
        return;
      }
      floods.refused(address);
      // Held about a second, as the API holds a refusal from memory (rate-limiter.ts): a client
      // that tries again as soon as it is refused slows itself, instead of making the server
      // accept and refuse thousands of connections a second.
      setTimeout(() => {
        answer(TOO_MANY_SOCKETS, false);
      }, REFUSAL_DELAY_MS * (0.5 + Math.random()));
    },
    /** Before the token is looked up. */
    perAddress: (socket: CappedSocket, next: Next): void => {
      const address = options.clientAddress(socket.request);
      if (take(addressKey(address), options.perAddress, socket)) {
        next();
        return;
      }
      floods.refused(address);
      refuse(socket, next);
    },
    /** After: anonymous sockets count only under their address. */
    perMember: (socket: CappedSocket, next: Next): void => {
      const session = socket.data.session;
      // A connection that closed while its token was looked up has nothing left to count.
      if (!session || socket.conn.readyState !== 'open') next();
      else if (take(`member:${session.memberId}`, options.perMember, socket)) next();
      else refuse(socket, next);
    },
  };
}
