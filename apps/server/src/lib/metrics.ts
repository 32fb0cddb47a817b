import type { FastifyInstance } from 'fastify';
import type { TChannelId } from '@askhr/shared/countries/countries.constants';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TDatabase } from '../db/client';

/**
 * The process's series, in a registry of its own rather than prom-client's global one. Created once
 * when the module loads: every app a process builds (tests build several) counts into the same
 * series, which is what a process exposes. Labels are bounded sets: no tenant, user or text.
 */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const httpDuration = new Histogram({
  name: 'askhr_http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [processRegistry],
});

const botMessages = new Counter({
  name: 'askhr_bot_messages_total',
  help: 'Employee messages the bot decided on, by channel and outcome',
  labelNames: ['channel', 'outcome'] as const,
  registers: [processRegistry],
});

/** How long ranking a message took (the tenant's model, the search and the embeddings). */
export const understandingDuration = new Histogram({
  name: 'askhr_understanding_duration_seconds',
  help: 'Ranking one message against the tenant knowledge',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [processRegistry],
});

export const directLineStreamsOpen = new Gauge({
  name: 'askhr_directline_streams_open',
  help: 'Direct Line WebSocket streams open in this process',
  registers: [processRegistry],
});

export const jobFailures = new Counter({
  name: 'askhr_job_failures_total',
  help: 'Job runs whose handler failed, by queue',
  labelNames: ['queue'] as const,
  registers: [processRegistry],
});

/** What a bot message came to: an answer, a hedged answer, options, nothing, or a refusal. */
export type TBotOutcome =
  | 'answered'
  | 'hedged'
  | 'options'
  | 'not_understood'
  | `refused_${'not_in_subscription' | 'manager_only' | 'disabled_question' | 'inapplicable_for_country'}`;

export function countBotMessage(channel: TChannelId, outcome: TBotOutcome) {
  botMessages.inc({ channel, outcome });
}

/** Times every response by its route template (`unmatched` for requests no route took). */
export function registerHttpMetrics(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: reply.statusCode,
    };
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

export interface TMetricsSources {
  /** the database pool's connections; absent where there is no pool (PGlite) */
  poolStats?: TDatabase['poolStats'];
  /** queued and active jobs per queue, read when scraped */
  queueDepths?: () => Promise<Record<string, number>>;
}

export interface TMetrics {
  contentType: string;
  /** the Prometheus text of the process's series and of this app's database and queues */
  scrape(): Promise<string>;
}

/**
 * The series read at scrape time from one app's (or worker's) database and job queues, in a registry
 * of their own beside the process's, so that apps built side by side each read their own.
 */
export function createMetrics({ poolStats, queueDepths }: TMetricsSources): TMetrics {
  const own = new Registry();
  if (poolStats)
    new Gauge({
      name: 'askhr_db_pool_connections',
      help: 'Connections of the database pool: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [own],
      collect() {
        const { total, idle, waiting } = poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  if (queueDepths)
    new Gauge({
      name: 'askhr_job_queue_depth',
      help: 'Jobs queued or running, by queue',
      labelNames: ['queue'] as const,
      registers: [own],
      async collect() {
        this.reset();
        // an unreachable database leaves the series out rather than failing the whole scrape
        const depths = await queueDepths().catch(() => ({}));
        for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
      },
    });
  return {
    contentType: processRegistry.contentType,
    async scrape() {
      const [shared, local] = await Promise.all([processRegistry.metrics(), own.metrics()]);
      return local ? `${shared}\n${local}` : shared;
    },
  };
}
