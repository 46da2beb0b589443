import type { FastifyInstance } from 'fastify';
import { LIVE_EVENT } from '@meridian/protocol';
// Brings in the server's declaration of `app.deps`.
import type {} from '@meridian/server';

/**
 * Tells `onEmit` of every price push the server's market sends, with the exact string its sockets
 * get, when the emit began and how long the synchronous emit to every socket took. The push itself
 * carries no time, so this is what the clients' receive times are measured against.
 *
 * The market calls `live.publish` on the hub object at every push, so replacing that one property
 * on the running app's hub observes every push without changing what is sent. Returns the undo.
 */
export function watchPricePushes(app: FastifyInstance, onEmit: (payload: string, at: number, emitMs: number) => void): () => void {
  const { live, envelope } = app.deps;
  const publish = live.publish.bind(live);
  live.publish = (event, content, target) => {
    if (event !== LIVE_EVENT.chainCurrencyPrice) {
      publish(event, content, target);
      return;
    }
    const at = Date.now();
    publish(event, content, target);
    const emitMs = Date.now() - at;
    // The hub's codec is deterministic (ECB, same JSON): this is the very string the sockets got.
    onEmit(envelope.encode({ event, content }), at, emitMs);
  };
  return () => {
    live.publish = publish;
  };
}
