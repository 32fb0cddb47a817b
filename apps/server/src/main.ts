import { parseConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { buildApp } from './app';
import { seedDemoIfEmpty } from './demo/seed/demo';
import { simulateDemoHistory } from './demo/simulate/simulate-demo';

async function start() {
  const config = parseConfig();
  const database = await openDatabase(config);
  await prepareDatabase(database);
  // null when nothing was seeded: only a freshly seeded demo gets the simulated history below
  const seededDemo = config.seedDemo ? await seedDemoIfEmpty(database.db) : null;
  return {
    config,
    database,
    seededDemo,
    app: await buildApp({ config, database, prettyLogs: process.stdout.isTTY }),
  };
}

let started: Awaited<ReturnType<typeof start>>;
try {
  started = await start();
} catch (err) {
  // configuration and database problems are the operator's to fix: say what, without a stack
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const { config, database, seededDemo, app } = started;

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`${config.productName} portal ready on ${config.publicUrl}`);

if (seededDemo && config.simulateDemo) {
  // in the background: the portal is usable while the demo history fills in
  app.log.info('simulating demo history in the background');
  simulateDemoHistory(database.db, seededDemo, app.log, app.understanding.ranker).then(
    () => app.log.info('demo history ready'),
    (err: unknown) => app.log.error({ err }, 'demo history simulation failed'),
  );
}
