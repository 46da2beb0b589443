import { Worker } from 'node:worker_threads';

/**
 * The sink's code, run in a worker thread of its own: an OTLP/HTTP endpoint that answers every
 * export and keeps nothing but a count of the bytes it received. Its own thread, so that reading
 * megabytes of spans a second does not delay the load generator's timers on the main thread
 * (which would be charged to the traced server as latency).
 */
const SINK_SOURCE = `
const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
let bytes = 0;
const server = createServer((request, response) => {
  request.on('data', (chunk) => { bytes += chunk.length; });
  request.on('end', () => { response.writeHead(200, { 'content-type': 'application/json' }); response.end('{}'); });
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', () => parentPort.postMessage({ bytes }));
`;

export interface OtlpSink {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to. */
  endpoint: string;
  /** Bytes of spans received so far. */
  exportedBytes(): Promise<number>;
  close(): Promise<void>;
}

/** An OTLP/HTTP endpoint that keeps nothing: what tracing costs the exporting process, not a collector's work. */
export async function startOtlpSink(): Promise<OtlpSink> {
  const worker = new Worker(SINK_SOURCE, { eval: true });
  const next = <T>(): Promise<T> => new Promise((resolve) => worker.once('message', (message: T) => { resolve(message); }));
  const { port } = await next<{ port: number }>();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async exportedBytes() {
      const answer = next<{ bytes: number }>();
      worker.postMessage('bytes');
      return (await answer).bytes;
    },
    async close() {
      await worker.terminate();
    },
  };
}
