import pino from 'pino';
import { serverConfig, type TConfig } from './config';
import { openDatabase, type TDatabase } from './db/client';
import { createOutageMonitor } from './db/outage';
import { prepareDatabase } from './db/prepare';
import { buildApp } from './app';
import { createAppJobs } from './app-jobs';
import { safeErrorMessage } from './lib/error-log';
import { loggerOptions } from './lib/request-log';
import { startTracing } from './lib/tracing';
import { seedDemoIfEmpty } from './demo/seed/demo';
import { simulateDemoHistory } from './demo/simulate/simulate-demo';
import { listenHost } from './listen-host';
import { createMetrics } from './lib/metrics';
import { serveMetrics } from './lib/metrics-server';

/** `--worker-only`: the jobs and nothing else, no HTTP listener. */
async function startWorker(config: TConfig, database: TDatabase) {
  const log = pino(loggerOptions(config.logLevel, { pretty: process.stdout.isTTY }));
  // the API's is built with its app (app.ts): a worker has its own, so that it too tells of an outage
  const outage = createOutageMonitor({ ping: database.ping, log });
  const jobs = createAppJobs({ database, config, log, outage });
  await jobs.start();
  const metrics = createMetrics({ poolStats: database.poolStats, queueDepths: () => jobs.queueDepths() });
  const stop = () => jobs.stop().finally(() => outage.close());
  return { log, app: null, host: null, seededDemo: null, metrics, stop };
}

async function startApi(config: TConfig, database: TDatabase) {
  // null when nothing was seeded: only a freshly seeded demo gets the simulated history below
  const seededDemo = config.seedDemo ? await seedDemoIfEmpty(database.db) : null;
  const listen = await listenHost(config.host, database.db);
  const app = await buildApp({ config, database, prettyLogs: process.stdout.isTTY });
  if (listen.notice) app.log.warn(listen.notice);
  await app.jobs.start();
  return { log: app.log, app, host: listen.host, seededDemo, metrics: app.metrics, stop: () => app.close() };
}

async function start() {
  const config = serverConfig();
  // first: the pools opened afterwards keep the caller's context in their connect (tracing-pg.ts)
  const tracing = await startTracing(
    config,
    pino(loggerOptions(config.logLevel, { pretty: process.stdout.isTTY })),
  );
  const database = await openDatabase(config);
  await prepareDatabase(database);
  const role = config.roles.isApi ? await startApi(config, database) : await startWorker(config, database);
  // each process serves its own series, on the host the portal listens on (listen-host.ts)
  const metricsServer =
    config.metrics.port === undefined
      ? null
      : await serveMetrics(role.metrics, {
          port: config.metrics.port,
          host: role.host ?? (await listenHost(config.host, database.db)).host,
        });
  if (metricsServer) role.log.info(`metrics on port ${metricsServer.port} (GET /metrics)`);
  return { config, database, tracing, ...role };
}

let started: Awaited<ReturnType<typeof start>>;
try {
  started = await start();
} catch (err) {
  // configuration and database problems are the operator's to fix: say what, without a stack (and
  // without the values of a failed statement, which may be the demo's or a tenant's)
  console.error(safeErrorMessage(err));
  process.exit(1);
}
const { config, database, tracing, log, app, host, seededDemo, stop } = started;

const shutdown = async (signal: string) => {
  log.info({ signal }, 'shutting down');
  await stop();
  await tracing.shutdown();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

if (!config.roles.isWorker && database.kind === 'pglite')
  log.warn('--no-worker on the embedded database: no other process can open it, so no job will run');

if (!app) {
  log.info(`${config.productName} job worker ready`);
} else {
  await app.listen({ port: config.port, host: host ?? undefined });
  app.log.info(`${config.productName} portal ready on ${config.publicUrl}`);

  if (seededDemo && config.simulateDemo) {
    // in the background: the portal is usable while the demo history fills in
    app.log.info('simulating demo history in the background');
    simulateDemoHistory(database.db, seededDemo, app.log, app.understanding.ranker).then(
      () => app.log.info('demo history ready'),
      (err: unknown) => app.log.error({ err }, 'demo history simulation failed'),
    );
  }
}
