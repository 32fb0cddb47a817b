import { SpanKind, SpanStatusCode, trace, type Span, type SpanOptions } from '@opentelemetry/api';
import { safeErrorMessage } from './error-log';

/**
 * The server's tracer, asked for at each span: until `startTracing` registers a provider it is the
 * API's no-op tracer (a span costs a call that records nothing), and a tracer kept from a provider
 * that was shut down would go on recording for nobody.
 */
export const tracer = () => trace.getTracer('askhr');

/**
 * Marks a span failed with the error's type and its message as the logs write it: a statement's
 * values (what employees wrote) stay out of traces as they stay out of logs.
 */
export function recordFailure(span: Span, err: unknown) {
  const type = err instanceof Error ? err.constructor.name || err.name : typeof err;
  span.recordException({ name: type, message: safeErrorMessage(err) });
  span.setAttribute('error.type', type);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Runs `fn` in a span of its own, the active one while it runs; a throw ends it failed. */
export function inSpan<T>(name: string, options: SpanOptions, fn: (span: Span) => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, options, async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      recordFailure(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/** A job run of `queue` as a CONSUMER span `job <queue>`; a fetch that brought no job gets none. */
export function traceJobRun<T>(
  queue: string,
  job: { id: string; retryCount: number } | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (!job) return run();
  const attributes = {
    'messaging.system': 'pg-boss',
    'messaging.operation.type': 'process',
    'messaging.destination.name': queue,
    'messaging.message.id': job.id,
    'askhr.job.retry_count': job.retryCount,
  };
  return inSpan(`job ${queue}`, { kind: SpanKind.CONSUMER, attributes }, () => run());
}

interface TRanker {
  rank(tenantId: number, text: string): Promise<readonly unknown[]>;
}

/**
 * The ranker with a span `understanding.rank` around each ranking: the tenant and how many candidates
 * came out, never the message.
 */
export function tracedRanker<R extends TRanker>(ranker: R): R {
  const traced: R = {
    ...ranker,
    rank: (tenantId: number, text: string) =>
      inSpan('understanding.rank', { attributes: { 'askhr.tenant.id': tenantId } }, async (span) => {
        const ranked = await ranker.rank(tenantId, text);
        span.setAttribute('askhr.understanding.candidates', ranked.length);
        return ranked;
      }),
  };
  return traced;
}
