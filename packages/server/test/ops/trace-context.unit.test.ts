import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTraceParent, inBackgroundSpan, inCarriedTrace, traceIdsForLog } from '../../src/ops/trace-context.js';

describe('trace context without tracing started', () => {
  it('carries nothing and names no trace in the logs: the API alone is a no-op', () => {
    expect(currentTraceParent()).toBeUndefined();
    expect(inCarriedTrace(undefined, 'work', () => traceIdsForLog())).toEqual({});
  });
});

describe('trace context with tracing started', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  beforeAll(() => {
    provider.register();
  });
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
  });

  it('sends the active trace along and continues it where the work is picked up, with the ids in the log lines', () => {
    const tracer = trace.getTracer('test');
    const { sent, callIds } = tracer.startActiveSpan('the call', (span) => {
      const carried = { sent: currentTraceParent(), callIds: span.spanContext() };
      span.end();
      return carried;
    });
    expect(sent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const logged = inCarriedTrace(sent, 'live bus push', () => traceIdsForLog());
    expect(logged.traceId).toBe(callIds.traceId);
    const picked = exporter.getFinishedSpans().find((span) => span.name === 'live bus push');
    expect(picked?.parentSpanContext?.spanId).toBe(callIds.spanId);
    expect(logged.spanId).toBe(picked?.spanContext().spanId);
    // Outside any span, nothing in the log line.
    expect(traceIdsForLog()).toEqual({});
  });

  it('runs background work as a trace of its own, ended when the work is, whose announcements carry it', async () => {
    let carried: string | undefined;
    await inBackgroundSpan('job: contract settlement', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      carried = currentTraceParent();
    });
    const run = exporter.getFinishedSpans().find((span) => span.name === 'job: contract settlement');
    expect(run?.parentSpanContext).toBeUndefined();
    // Ended after the awaited work, not when the work began.
    expect(run?.duration[1] ?? 0).toBeGreaterThan(1_000_000);
    expect(carried).toContain(run?.spanContext().traceId);
  });
});
