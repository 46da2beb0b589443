/**
 * The attacker of bench:abuse's large-bodies and many-address login scenarios, in a process of its
 * own (forked by abuse-large-bodies.ts and abuse-login-addresses.ts): autocannon sending one body
 * (or a list of them in turn) again and again on its connections until told to stop. Sending gigabytes over loopback is a core's work, which must not fall on the event loop
 * that times the genuine member and the reader.
 */
import autocannon from 'autocannon';
import { envelope, type Answer } from './abuse-clients.js';

/** One request of a flood that changes from request to request (the body's account, the address). */
export interface FloodRequest {
  body: string;
  headers: Record<string, string>;
}

/**
 * `body` and `headers` on every request, or, with `rotate`, each request the next of `rotate` in
 * turn (the login flood from many addresses).
 */
export type ToBodyFlood = { kind: 'start'; url: string; connections: number; body: string; headers: Record<string, string>; rotate?: FloodRequest[] } | { kind: 'stop' };
export interface FloodFigures {
  answered: number;
  errors: number;
  timeouts: number;
  codes: Record<string, number>;
}
export type FromBodyFlood = { kind: 'ready' } | { kind: 'started' } | ({ kind: 'report' } & FloodFigures);

/** Long enough for any window; stopped when the measurement is done. */
const MAX_SECONDS = 300;

function send(message: FromBodyFlood): void {
  process.send?.(message);
}

let instance: autocannon.Instance | undefined;
let finished: Promise<autocannon.Result> | undefined;
const codes: Record<string, number> = {};

/** Each request the next of `requests` in turn, over every connection. */
function rotating(requests: readonly FloodRequest[]) {
  let next = 0;
  return (request: autocannon.Request): autocannon.Request => {
    const chosen = requests[next % requests.length];
    next += 1;
    return chosen === undefined ? request : { ...request, body: chosen.body, headers: { ...request.headers, ...chosen.headers } };
  };
}

function start(message: Extract<ToBodyFlood, { kind: 'start' }>): void {
  finished = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: message.url,
        method: 'POST',
        connections: message.connections,
        duration: MAX_SECONDS,
        timeout: 30,
        headers: message.headers,
        body: message.body,
        ...(message.rotate === undefined ? {} : { requests: [{ setupRequest: rotating(message.rotate) }] }),
        setupClient(client) {
          client.on('body', (answer: Buffer) => {
            const { code } = envelope.decode(answer.toString()) as Answer;
            codes[code] = (codes[code] ?? 0) + 1;
          });
        },
      },
      (error: Error | null, result: autocannon.Result) => {
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
  send({ kind: 'started' });
}

async function stop(): Promise<void> {
  instance?.stop();
  const result = finished ? await finished : undefined;
  send({ kind: 'report', answered: result?.requests.total ?? 0, errors: result?.errors ?? 0, timeouts: result?.timeouts ?? 0, codes });
}

process.on('message', (raw) => {
  const message = raw as ToBodyFlood;
  if (message.kind === 'start') start(message);
  else void stop();
});
// Never outlive the benchmark, whatever happened to it.
process.on('disconnect', () => {
  process.exit(0);
});
send({ kind: 'ready' });
