import { randomUUID } from 'node:crypto';
import { context, diag, DiagLogLevel, propagation, trace } from '@opentelemetry/api';
import type { TConfig } from '../config';

interface TTracingLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface TTracing {
  /** Sends what is buffered to the collector. */
  flush(): Promise<void>;
  /** Flushes, then unregisters all it registered: spans started afterwards are the API's no-ops. */
  shutdown(): Promise<void>;
}

const OFF: TTracing = { flush: async () => undefined, shutdown: async () => undefined };

/** The one encoding the OTLP/HTTP exporter speaks: JSON, whatever OTEL_EXPORTER_OTLP_PROTOCOL says. */
const PROTOCOL = 'http/json';

/**
 * Traces to an OTLP/HTTP collector when OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) is set:
 * registers the SDK's provider (AsyncLocalStorage context, W3C trace context) with a batching OTLP
 * exporter, which reads the endpoint, headers, timeouts and compression from the environment itself,
 * and wraps `pg` so that each statement gets a span. Without the variable it loads none of the SDK
 * and registers nothing: the spans the server starts are the API's no-ops.
 */
export async function startTracing(config: TConfig, log: TTracingLog): Promise<TTracing> {
  if (!config.tracing.isEnabled) return OFF;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources, { tracePostgres }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('./tracing-pg'),
    ]);
  if (config.tracing.protocol !== PROTOCOL)
    log.warn(
      { protocol: config.tracing.protocol },
      `traces are sent as ${PROTOCOL}: the collector must accept OTLP JSON over HTTP`,
    );
  // the exporter's own troubles (an unreachable collector) go to the server's log
  diag.setLogger(
    {
      error: (message) => log.warn({ source: 'opentelemetry' }, message),
      warn: (message) => log.warn({ source: 'opentelemetry' }, message),
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    DiagLogLevel.WARN,
  );
  const role = config.roles.isApi ? (config.roles.isWorker ? 'api,worker' : 'api') : 'worker';
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (the environment's detector) win over these
  const resource = resources
    .defaultResource()
    .merge(
      resources.resourceFromAttributes({
        'service.name': 'askhr',
        'service.instance.id': randomUUID(),
        'askhr.role': role,
      }),
    )
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  const untracePostgres = tracePostgres();
  log.info({ role }, 'tracing: spans go to the OTLP collector');
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown();
      untracePostgres();
      trace.disable();
      context.disable();
      propagation.disable();
      diag.disable();
    },
  };
}
