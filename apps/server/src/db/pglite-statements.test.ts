import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGLITE_STATEMENTS, pgliteStatements } from './pglite-statements';

const TYPES = `select $1::int as n, $2::text as t, $3::bool as b, $4::jsonb as j, $5::timestamptz as at,
  $6::int[] as ids, $7::text as missing, $8::bigint as big, $9::date as day`;
const PARAMS = [
  7,
  'café',
  true,
  { a: [1, 'x'] },
  new Date('2026-11-27T10:00:00Z'),
  [3, 1, 2],
  null,
  9_000_000_000,
  '2026-02-01',
];
const DRIZZLE_LIKE: QueryOptions = { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };

describe('prepared statements on PGlite', () => {
  let pg: PGlite;
  let client: ReturnType<typeof pgliteStatements>;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.exec(`create table items (id serial primary key, name text unique not null, tags text[]);`);
    client = pgliteStatements(pg);
  });
  afterAll(() => pg.close());

  it('returns what PGlite returns, on the first run and the prepared ones, with and without parsers', async () => {
    for (const options of [undefined, DRIZZLE_LIKE]) {
      const expected = await pg.query(TYPES, PARAMS, options);
      for (let run = 0; run < 3; run++) {
        const result = await client.query(TYPES, PARAMS, options);
        expect(result.rows).toEqual(expected.rows);
        expect(result.fields).toEqual(expected.fields);
      }
    }
    const [row] = (await client.query(TYPES, PARAMS)).rows as Record<string, unknown>[];
    expect(row).toMatchObject({
      n: 7,
      t: 'café',
      b: true,
      j: { a: [1, 'x'] },
      ids: [3, 1, 2],
      missing: null,
    });
    expect(row!.at).toEqual(new Date('2026-11-27T10:00:00Z'));
  });

  it('runs a statement seen before as one call into PostgreSQL, prepared once', async () => {
    const calls = vi.spyOn(pg, 'execProtocolRawSync');
    const text = 'select count(*)::int as n from items where id > $1';
    await client.query(text, [0]);
    const first = calls.mock.calls.length;
    await client.query(text, [0]);
    const second = calls.mock.calls.length - first;
    await client.query(text, [1]);
    await client.query(text, [2]);
    const later = calls.mock.calls.length - first - second;
    calls.mockRestore();
    expect(first).toBeGreaterThanOrEqual(5); // parse, describe, bind, describe, execute, sync
    expect(second).toBe(2); // prepare and describe its parameters, then run
    expect(later).toBe(2);
  });

  it('counts the rows an insert, update or delete touched', async () => {
    const insert = `insert into items (name) select unnest($1::text[]) returning id`;
    await client.query(insert, [['a0']]);
    const inserted = await client.query(insert, [['a1', 'a2', 'a3']]);
    expect(inserted.affectedRows).toBe(3);
    expect(inserted.rows).toHaveLength(3);
    const update = `update items set tags = $1 where name like $2`;
    await client.query(update, [['x'], 'none%']);
    expect((await client.query(update, [['x', 'y'], 'a%'])).affectedRows).toBe(4);
    const tags = await client.query(`select tags from items where name = $1`, ['a2']);
    expect(tags.rows).toEqual([{ tags: ['x', 'y'] }]);
  });

  it('throws the database error of a failed run, and the statement runs again afterwards', async () => {
    const insert = `insert into items (name) values ($1)`;
    await client.query(insert, ['dup']);
    await expect(client.query(insert, ['dup'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query(insert, ['dup'])).rejects.toMatchObject({ code: '23505' });
    await client.query(insert, ['dup2']);
    const names = await client.query(`select count(*)::int as n from items where name like $1`, ['dup%']);
    expect(names.rows).toEqual([{ n: 2 }]);
  });

  it('runs prepared statements inside a transaction, which a rollback undoes and others wait for', async () => {
    const insert = `insert into items (name) values ($1)`;
    const count = `select count(*)::int as n from items where name like 'tx%'`;
    await client.query(count);
    let outside: unknown;
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, ['tx1']);
        await tx.query(insert, ['tx2']);
        const waiting = client.query(count).then((r) => (outside = r.rows));
        expect((await tx.query(count)).rows).toEqual([{ n: 2 }]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(outside).toBeUndefined();
        void waiting;
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await client.query(count)).rows).toEqual([{ n: 0 }]);
    expect(outside).toEqual([{ n: 0 }]);
    await client.transaction(async (tx) => {
      await tx.query(insert, ['tx3']);
    });
    expect((await client.query(count)).rows).toEqual([{ n: 1 }]);
  });

  it('keeps no more statements prepared than it remembers', async () => {
    const texts = Array.from({ length: PGLITE_STATEMENTS + 50 }, (_, i) => `select $1::int + ${i} as n`);
    for (const text of texts) {
      await client.query(text, [1]);
      expect((await client.query(text, [1])).rows).toEqual([{ n: 1 + texts.indexOf(text) }]);
    }
    const prepared = await client.query(`select count(*)::int as n from pg_prepared_statements`, []);
    await client.query(`select count(*)::int as n from pg_prepared_statements`, []);
    const { n } = prepared.rows[0] as { n: number };
    expect(n).toBeLessThanOrEqual(PGLITE_STATEMENTS);
    expect(n).toBeGreaterThan(PGLITE_STATEMENTS / 2);
  });

  it('is one client per instance, so that two handles on one database never reuse a statement name', async () => {
    const text = 'select $1::int * 2 as n';
    await client.query(text, [1]);
    await client.query(text, [1]);
    expect(pgliteStatements(pg)).toBe(client);
    expect((await pgliteStatements(pg).query('select $1::int * 3 as n', [2])).rows).toEqual([{ n: 6 }]);
  });
});

describe('a closed PGlite', () => {
  it('refuses a prepared statement as PGlite refuses any query', async () => {
    const pg = new PGlite();
    const client = pgliteStatements(pg);
    const text = 'select $1::int as n';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await pg.close();
    await expect(client.query(text, [1])).rejects.toThrow(/PGlite is closed/);
  });
});
