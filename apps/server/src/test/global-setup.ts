import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../db/client';
import { syncReferenceData } from '../db/reference-data';
import { TEMPLATE_DB } from './db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

/**
 * Migrates one template database for the whole run; every test file then starts from a copy of it
 * (a PGlite data dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL), which takes a fraction of
 * a fresh start plus migrations.
 */
export default async function setup(project: TestProject) {
  // the engine-sensitive files run again on PGlite in a project of their own (vitest.config.ts)
  const postgresUrl = project.name === 'server-pglite' ? '' : (process.env.TEST_DATABASE_URL ?? '');
  project.provide('postgresUrl', postgresUrl);
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const template = openPostgres(url.toString(), 1);
    await template.migrate();
    await syncReferenceData(template.db);
    await template.close();
    project.provide('pgliteTemplate', '');
    return;
  }
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = wrapPglite(client);
  await database.migrate();
  await syncReferenceData(database.db);
  const dump = await client.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
