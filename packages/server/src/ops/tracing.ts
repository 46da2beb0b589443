import { register } from 'node:module';
import { hostname } from 'node:os';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { SocketIoInstrumentation } from '@opentelemetry/instrumentation-socket.io';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { onFlushTraces } from './trace-context.js';

/**
 * OpenTelemetry tracing, started by main.ts before anything of the server is imported, and only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set: without it none of this is even loaded. Spans of every
 * call (@fastify/otel), every PostgreSQL query made within one (pg) and every live push sent
 * (socket.io), exported over OTLP/HTTP to `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces` in batches.
 * Redis commands are not traced: the rate limits' five per call doubled a call's spans for little
 * to read. The SDK reads OTEL_TRACES_SAMPLER (e.g. `parentbased_traceidratio` with
 * OTEL_TRACES_SAMPLER_ARG=0.1) for a busy platform that keeps a share of its traces. Work that
 * crosses processes carries its trace with it (ops/trace-context.ts): a push announced on the live
 * bus, a change on the invalidation bus, a push through the Redis adapter (live/traced-adapter.ts);
 * a job's run and a watcher's step are traces of their own.
 *
 * The server is ESM: its imports of pg and socket.io are patched through
 * import-in-the-middle's loader hook, registered here first (Node 20 has only the asynchronous
 * `module.register`), and the server's modules must be imported after this resolves.
 */
export async function startTracing(): Promise<void> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, registerOptions);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME ?? 'meridian', 'host.name': hostname(), 'process.pid': process.pid }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS) itself.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The global provider, AsyncLocalStorage for the active span, and W3C trace context.
  provider.register();
  registerInstrumentations({
    instrumentations: [
      // One span per call: not one per lifecycle hook (a dozen per call), nor one for the handler,
      // which here is the whole call (every route is one handler) and would double the spans to export.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false, instrumentHandler: false }),
      // Queries within a call, a job or a push, not the pool's housekeeping nor its connects.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new SocketIoInstrumentation(),
    ],
  });
  await waitForAllMessagesAcknowledged();
  onFlushTraces(() => provider.forceFlush());
}
