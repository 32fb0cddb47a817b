import { parseConfig } from '../config';
import { openDatabase, type TDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { AppError } from '../lib/errors';
import { runFileCommand } from './backup';
import { CliUsageError, parseCommand, runCommand, type TParsedCommand } from './commands';

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

async function main(argv: string[]): Promise<number> {
  let parsed: TParsedCommand;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    if (error instanceof CliUsageError) {
      err(error.message);
      return 2;
    }
    throw error;
  }
  if (parsed.kind === 'help') {
    out(parsed.text);
    return 0;
  }

  const config = parseConfig();
  if (parsed.kind === 'file') {
    // backup and restore work on the database's files: they open it themselves, or not at all
    try {
      await runFileCommand(parsed, { config, out });
      return 0;
    } catch (error) {
      err(`Error: ${message(error)}`);
      return 1;
    }
  }
  let database: TDatabase;
  try {
    database = await openDatabase(config);
    await prepareDatabase(database);
  } catch (error) {
    err(
      `Could not open the database (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}): ${message(error)}`,
    );
    return 1;
  }
  try {
    await runCommand(parsed, { db: database.db, config, out });
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      err(error.message);
      return 2;
    }
    err(`Error: ${message(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

const message = (error: unknown) =>
  error instanceof AppError || error instanceof Error ? error.message : String(error);

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  err(`Error: ${message(error)}`);
  process.exitCode = 1;
}
