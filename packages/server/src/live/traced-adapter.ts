import type { createAdapter } from '@socket.io/redis-streams-adapter';
import { currentTraceParent, inCarriedTrace } from '../ops/trace-context.js';

type StreamsAdapter = ReturnType<ReturnType<typeof createAdapter>>;
type ClusterMessage = Parameters<StreamsAdapter['doPublish']>[0];
type Broadcast = Extract<ClusterMessage, { data: { opts: unknown; packet: unknown } }>;

/**
 * What the adapter calls with each message it reads (pub/sub or stream). Protected in its types,
 * meant for subclasses; the Redis streams adapter's class is not exported to subclass, so its
 * instance's method is wrapped as it stands.
 */
interface Receiver {
  onMessage(message: ClusterMessage, offset?: string): void;
}

/** socket.io-adapter's MessageType.BROADCAST: a push to rooms, the one message that carries a member's data. */
const BROADCAST = 3;
function isBroadcast(message: ClusterMessage): message is Broadcast {
  // The adapter's enum is not importable here (socket.io-adapter is socket.io's dependency, not ours): its value.
  const type: number = message.type;
  return type === BROADCAST;
}

/**
 * The Redis adapter with trace context (issue 42): a push one process makes to rooms whose sockets
 * are on another travels as a message in the Redis stream, and the receiving process delivers it
 * outside any trace. This adds the sender's W3C `traceparent` to the broadcast's flags (the one part
 * of the message the adapter carries as it is and that nothing reads but the local delivery,
 * which takes `volatile` and `compress` from it), and delivers a received broadcast within a span of
 * that trace, when this process holds a socket in one of its rooms. Without tracing there is no
 * `traceparent` and nothing is added.
 */
export function withTraceContext(make: ReturnType<typeof createAdapter>): ReturnType<typeof createAdapter> {
  // A function, not an arrow: socket.io calls the factory with `new` (the object it returns is the adapter).
  return function tracedAdapter(nsp: unknown) {
    const adapter = make(nsp);
    const publish = adapter.doPublish.bind(adapter);
    adapter.doPublish = (message: ClusterMessage): unknown => {
      // The offset of the message in the stream (a promise of it), or nothing for pub/sub.
      const published: unknown = publish(carryingTrace(message));
      return published;
    };
    const receiver = adapter as unknown as Receiver;
    const receive = receiver.onMessage.bind(adapter);
    receiver.onMessage = (message: ClusterMessage, offset?: string) => {
      const { traceParent, plain } = takeTrace(message);
      const rooms = isBroadcast(plain) ? plain.data.opts.rooms : [];
      if (traceParent === undefined || !rooms.some((room) => adapter.rooms.has(room))) {
        receive(plain, offset);
        return;
      }
      inCarriedTrace(traceParent, 'live delivery', () => {
        receive(plain, offset);
      });
    };
    return adapter;
  };
}

function carryingTrace(message: ClusterMessage): ClusterMessage {
  if (!isBroadcast(message)) return message;
  const traceParent = currentTraceParent();
  if (traceParent === undefined) return message;
  return withFlags(message, Object.assign({}, message.data.opts.flags, { tp: traceParent }));
}

function takeTrace(message: ClusterMessage): { traceParent: string | undefined; plain: ClusterMessage } {
  if (!isBroadcast(message)) return { traceParent: undefined, plain: message };
  const flags = message.data.opts.flags;
  if (!('tp' in flags) || typeof flags.tp !== 'string') return { traceParent: undefined, plain: message };
  const { tp, ...rest } = flags;
  return { traceParent: tp, plain: withFlags(message, rest) };
}

/** The broadcast with other flags, the rest as it was. */
function withFlags(message: Broadcast, flags: Broadcast['data']['opts']['flags']): Broadcast {
  return { ...message, data: { ...message.data, opts: { ...message.data.opts, flags } } };
}
