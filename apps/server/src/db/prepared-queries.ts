import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDb } from './client';

/**
 * A query that runs on a hot path (every bot message, every limited request), built by drizzle once
 * per database handle rather than on every call, and prepared under `name`: on PostgreSQL each
 * connection then parses and plans it once. `build` ends with `.prepare(name)`; its values are
 * `sql.placeholder`s, given to `execute`.
 */
export function preparedQuery<T>(build: (db: TDb) => T): (db: TDb) => T {
  const built = new WeakMap<TDb, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement (drizzle `sql`, its values `sql.placeholder`s) prepared like preparedQuery's;
 * `execute` returns the driver's result (see rowsOf).
 */
export function preparedStatement(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return preparedQuery((db) => db._.session.prepareQuery(query, undefined, name, false));
}
