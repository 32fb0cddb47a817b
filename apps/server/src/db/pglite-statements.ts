import {
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

const { serialize } = protocol;

/** How many statement texts are remembered; those run twice are kept prepared until forgotten. */
export const PGLITE_STATEMENTS = 200;

type TStatement = { name?: string; paramTypes?: number[] };
type TMessage = { name: string };
type TQuery = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite runs a query with parameters as six calls into PostgreSQL (parse, describe, bind,
 * describe, execute, sync), each parsed and planned again. This client gives drizzle the same
 * `query` and `transaction`, but a statement seen before is prepared under a name once (its
 * parameter types described once) and then runs as one call: bind, describe, execute and sync in
 * one message. Values are serialised and rows parsed by PGlite's own type handlers, so results are
 * the same. A statement's first run goes through PGlite as before, so one-off statements (DDL,
 * lists of varying length) are never prepared. Forgotten statements are closed with the next call.
 */
export function pgliteStatements(pg: PGlite): TStatementsClient {
  const known = clients.get(pg);
  if (known) return known;
  const client = statementsClient(pg);
  clients.set(pg, client);
  return client;
}

/** One per PGlite instance: the statement names belong to its one session. */
const clients = new WeakMap<PGlite, TStatementsClient>();
type TStatementsClient = ReturnType<typeof statementsClient>;

function statementsClient(pg: PGlite) {
  let counter = 0;
  const toClose: string[] = [];
  const statements = new LRUCache<string, TStatement>({
    max: PGLITE_STATEMENTS,
    dispose: (statement) => {
      if (statement.name) toClose.push(statement.name);
    },
  });

  const closing = () => toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));

  async function prepare(text: string, statement: TStatement, syncToFs: boolean) {
    const name = `s${++counter}`;
    const { messages } = await pg.execProtocol(
      concat([
        ...closing(),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs },
    );
    const description = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    statement.paramTypes = description?.dataTypeIDs ?? [];
    statement.name = name;
  }

  /** Runs a known statement; the caller holds PGlite's query lock. */
  async function runPrepared(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    syncToFs: boolean,
  ) {
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = {}));
    try {
      if (!statement.name) await prepare(text, statement, syncToFs);
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const type = statement.paramTypes![i]!;
        const serializer = options?.serializers?.[type] ?? pg.serializers[type];
        return serializer ? serializer(param) : String(param);
      });
      const { messages } = await pg.execProtocol(
        concat([
          ...closing(),
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs },
      );
      return resultOf(messages, options);
    } catch (err) {
      statements.delete(text); // closed with the next call: a failed statement is prepared again
      throw err;
    }
  }

  function resultOf(messages: TMessage[], options: QueryOptions | undefined): Results {
    const result: Results = { rows: [], fields: [], affectedRows: 0 };
    const parse = (value: string | null, type: number) => {
      if (value === null) return null;
      const parser = options?.parsers?.[type] ?? pg.parsers[type];
      return parser ? parser(value, type) : value;
    };
    for (const message of messages) {
      if (message.name === 'rowDescription') {
        const { fields } = message as unknown as { fields: { name: string; dataTypeID: number }[] };
        result.fields = fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
      } else if (message.name === 'dataRow') {
        const values = (message as unknown as { fields: (string | null)[] }).fields;
        const row = values.map((value, i) => parse(value, result.fields[i]!.dataTypeID));
        result.rows.push(
          options?.rowMode === 'array'
            ? row
            : Object.fromEntries(result.fields.map((field, i) => [field.name, row[i]])),
        );
      } else if (message.name === 'commandComplete') {
        const words = (message as unknown as { text: string }).text.split(' ');
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]!))
          result.affectedRows = Number(words[words.length - 1]);
      }
    }
    return result;
  }

  /** The statement's first run goes through PGlite; later ones run prepared. */
  const queryWith =
    (first: TQuery, locked: <T>(fn: () => Promise<T>) => Promise<T>, syncToFs: boolean): TQuery =>
    (text, params = [], options) => {
      if (!statements.has(text)) {
        statements.set(text, {});
        return first(text, params, options);
      }
      return locked(() => runPrepared(text, params, options, syncToFs));
    };

  const query = queryWith(
    (text, params, options) => pg.query(text, params, options),
    async (fn) => {
      await pg._checkReady(); // throws once the instance is closed, as PGlite's query does
      return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn));
    },
    true,
  );
  const transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    pg.transaction((tx) => {
      const inside: Transaction = Object.create(tx);
      inside.query = queryWith(
        (text, params, options) => tx.query(text, params, options),
        (run) => pg._runExclusiveQuery(run),
        false,
      ) as Transaction['query'];
      return fn(inside);
    });
  return { query, transaction };
}
