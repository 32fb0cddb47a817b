import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import type { TDatabase } from './client';

describe('raw SQL on the database', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('runs one statement with parameters, and a script of several without', async () => {
    const { rows } = await database.sql.executeSql('select $1::int + 1 as n', [41]);
    expect(rows).toEqual([{ n: 42 }]);
    const script = await database.sql.executeSql('create temp table t (n int); select 7 as n');
    expect(script.rows).toEqual([{ n: 7 }]);
  });

  it('leaves no transaction open when a script fails inside one', async () => {
    await expect(
      database.sql.executeSql('begin; create table sql_client_probe (n int); select 1 / 0; commit;'),
    ).rejects.toThrow(/division by zero/);
    // the connections keep working, and the failed script changed nothing
    const { rows } = await database.sql.executeSql("select to_regclass('sql_client_probe') as t", []);
    expect(rows).toEqual([{ t: null }]);
  });
});
