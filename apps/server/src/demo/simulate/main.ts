/**
 * `npm run simulate -- --tenant 1 --days 90 --per-day 40`: simulated employees of a tenant ask the
 * real bot over the last days of the configured database (DATABASE_URL or DATA_DIR). The embedded
 * database is single-process: stop the server first, or the data directory lock refuses to open.
 */
import Fastify from 'fastify';
import { parseConfig } from '../../config';
import { openDatabase, type TDatabase } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { createUnderstanding } from '../../bot/understanding';
import { seedDemoIfEmpty } from '../seed/demo';
import { parseSimulateArgs } from './simulate-args';
import { formatSummary, simulateTenant } from './simulate-tenant';

const err = (line: string) => process.stderr.write(`${line}\n`);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseSimulateArgs(argv);
  } catch (error) {
    err(message(error));
    return 2;
  }
  const config = parseConfig();
  let database: TDatabase;
  try {
    database = await openDatabase(config);
    await prepareDatabase(database);
    if (config.seedDemo) await seedDemoIfEmpty(database.db);
  } catch (error) {
    err(
      `Could not open the database (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}): ${message(error)}`,
    );
    return 1;
  }
  try {
    // only the model's warnings: progress is printed here
    const log = Fastify({ logger: { level: 'warn' } }).log;
    const understanding = createUnderstanding(database.db, log);
    console.log(
      `simulating tenant ${args.tenant}: ${args.days} days, about ${args.perDay} messages a working day`,
    );
    const summary = await simulateTenant(database.db, understanding.ranker, {
      customerId: args.tenant,
      days: args.days,
      perDay: args.perDay,
      seed: args.seed,
      onProgress: (done, total) => console.log(`  ${done}/${total} messages`),
    });
    console.log(formatSummary(summary));
    return 0;
  } catch (error) {
    err(`Error: ${message(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
