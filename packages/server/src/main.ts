/**
 * `npm start`: the server (serve.ts), traced when OTEL_EXPORTER_OTLP_ENDPOINT is set. Tracing must
 * be running before any of the server's modules is imported, for their imports of pg and socket.io
 * to be patched (ops/tracing.ts); without the variable nothing of it is loaded.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./ops/tracing.js');
  await startTracing();
}
await import('./serve.js');
