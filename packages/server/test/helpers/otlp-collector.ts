import { createServer } from 'node:http';
import { z } from 'zod';

/** A span as the collector keeps it. */
export interface CollectedSpan {
  service: string;
  scope: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  /** The span's string attributes (e.g. `http.route`). */
  attributes: Record<string, string>;
}

/** OTLP/HTTP JSON, as far as the test reads it. */
const ZAttributes = z.array(z.object({ key: z.string(), value: z.object({ stringValue: z.string().optional() }) })).optional();
const ZExport = z.object({
  resourceSpans: z.array(
    z.object({
      resource: z.object({ attributes: ZAttributes }).optional(),
      scopeSpans: z.array(
        z.object({
          scope: z.object({ name: z.string() }).optional(),
          spans: z.array(z.object({ name: z.string(), traceId: z.string(), spanId: z.string(), parentSpanId: z.string().optional(), attributes: ZAttributes })).optional(),
        }),
      ),
    }),
  ),
});

export interface OtlpCollector {
  /** What processes are given as OTEL_EXPORTER_OTLP_ENDPOINT. */
  endpoint: string;
  spans: CollectedSpan[];
  close(): Promise<void>;
}

/** An OpenTelemetry collector on loopback for a test: keeps every span exported to it over OTLP/HTTP (JSON). */
export async function startOtlpCollector(): Promise<OtlpCollector> {
  const spans: CollectedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = ZExport.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        for (const resourceSpans of body.resourceSpans) {
          const service = resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
          for (const scopeSpans of resourceSpans.scopeSpans) {
            for (const span of scopeSpans.spans ?? []) {
              const attributes = Object.fromEntries((span.attributes ?? []).flatMap((attribute) => (attribute.value.stringValue === undefined ? [] : [[attribute.key, attribute.value.stringValue]])));
              spans.push({ service, scope: scopeSpans.scope?.name ?? '', name: span.name, traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId || undefined, attributes });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the collector has no port');
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    spans,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
