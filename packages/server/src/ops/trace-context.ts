import { ROOT_CONTEXT, SpanKind, context, propagation, trace } from '@opentelemetry/api';
import { z } from 'zod';

/**
 * The trace that work carries from one process to another (ops/tracing.ts), through OpenTelemetry's
 * API alone: without tracing started every call here is a no-op of the API's own, costing nothing
 * worth measuring, and none of the SDK is loaded.
 */
const tracer = trace.getTracer('meridian');

/** A notification's trace (W3C traceparent) as the buses carry it: only when traced. */
export const ZTraceParent = z.string().max(100).optional();

/** The active trace as a W3C `traceparent`, to send along with work: undefined without one. */
export function currentTraceParent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/**
 * Runs `work` in a span named `name`, a child of the trace `traceParent` another process sent
 * along (a push announced on the live bus), or the root of a trace of its own without one.
 */
export function inCarriedTrace<T>(traceParent: string | undefined, name: string, work: () => T): T {
  const parent = traceParent === undefined ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, { traceparent: traceParent });
  return tracer.startActiveSpan(name, { kind: SpanKind.CONSUMER }, parent, (span) => {
    try {
      return work();
    } finally {
      span.end();
    }
  });
}

/**
 * Runs background work (a job's run, a watcher's step) as the root span of a trace of its own,
 * ended when the work is: what it does (its queries, the pushes it announces, on whichever process
 * they are picked up) joins that trace.
 */
export function inBackgroundSpan<T>(name: string, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.INTERNAL }, ROOT_CONTEXT, async (span) => {
    try {
      return await work();
    } finally {
      span.end();
    }
  });
}

/** The ids of the active span for a log line (pino's mixin), so that a line leads to its trace. */
export function traceIdsForLog(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan();
  if (!span?.isRecording()) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

/** What sends the spans still waiting in the batch: set by ops/tracing.ts when tracing starts. */
let flush: () => Promise<void> = () => Promise.resolve();

export function onFlushTraces(run: () => Promise<void>): void {
  flush = run;
}

/** Sends the spans still waiting in the batch (a stopping process); nothing without tracing. */
export function flushTraces(): Promise<void> {
  return flush();
}
