import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUtterances } from '../bot/core/bot-core.repository';
import { createTestApp, type TTestApp } from '../test/app';
import { createTenant } from '../test/factories/tenants';
import { memberHeaders } from '../test/factories/users';
import { safeErrorMessage, serializeError } from './error-log';
import { loggerOptions } from './request-log';

/** What an employee wrote, and the id of no bot user: both end up in the failed statement. */
const MESSAGE = 'My manager keeps shouting at me, can I report him anonymously?';
const NO_BOT_USER = 2_147_483_000;

type TLine = { msg: string; err?: Record<string, unknown> };

const linesOf = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TLine);

describe('errors in the logs: the statement and the error, never the values', () => {
  let t: TTestApp;
  let output = '';
  let customerId: number;

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
    customerId = (await createTenant(t.db)).id;
  });
  afterAll(() => t.close());

  /** A real failing statement: an employee's message logged for a bot user that does not exist. */
  async function failedUtteranceInsert(): Promise<unknown> {
    const row = {
      date: new Date(),
      botUserId: NO_BOT_USER,
      channel: 'directline',
      conversationId: 'conv',
      countryId: 2,
      roleId: 2,
      text: MESSAGE,
    };
    try {
      await insertUtterances(t.db, customerId, [row]);
    } catch (err) {
      return err;
    }
    throw new Error('the insert was expected to fail');
  }

  function expectNoValues(text: string) {
    expect(text).not.toContain('shouting');
    expect(text).not.toContain(String(NO_BOT_USER));
    expect(text).not.toContain('params');
  }

  it("the app's logger writes a failed query without its parameters or the database's detail", async () => {
    const err = await failedUtteranceInsert();
    // what the database said, and drizzle with it, before the logger takes it apart
    expect(`${String(err)} ${String((err as { cause?: { detail?: string } }).cause?.detail)}`).toContain(
      String(NO_BOT_USER),
    );
    output = '';
    t.app.log.error({ err }, 'the conversation core failed');
    await new Promise((resolve) => setImmediate(resolve));
    expectNoValues(output);
    const line = linesOf(output).find((l) => l.msg === 'the conversation core failed')!;
    expect(line.err).toMatchObject({
      type: 'DrizzleQueryError',
      statement: expect.stringMatching(/^insert into "utterances"/),
      message: expect.stringMatching(/^Failed query: insert into "utterances"/),
      cause: {
        errorCode: '23503',
        constraint: expect.stringContaining('bot_user'),
        message: expect.stringContaining('violates foreign key constraint'),
      },
    });
    expect(line.err!.stack).toMatch(/^DrizzleQueryError: Failed query: insert into "utterances"/);
  });

  it("the worker's logger, set up the same way, writes it the same", async () => {
    const err = await failedUtteranceInsert();
    let text = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const log = pino(loggerOptions('info'), stream);
    log.warn({ err, queue: 'push.send' }, 'job run failed');
    log.error(err as Error);
    await new Promise((resolve) => setImmediate(resolve));
    expectNoValues(text);
    expect(linesOf(text).map((line) => line.err)).toEqual([
      expect.objectContaining({ cause: expect.objectContaining({ errorCode: '23503' }) }),
      expect.objectContaining({ cause: expect.objectContaining({ errorCode: '23503' }) }),
    ]);
  });

  it('a request that fails in the database is logged by the error handler without what was sent', async () => {
    await t.db.execute(
      sql.raw(
        `alter table training_utterances add constraint no_complaints check (text not like '%shouting%')`,
      ),
    );
    const headers = await memberHeaders(t, customerId, ['normal-user']);
    output = '';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Questions/',
      headers,
      payload: { id: 0, text: 'Can I report my manager?', trainingUtterances: [MESSAGE] },
    });
    expect(res.statusCode).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));
    expectNoValues(output);
    const line = linesOf(output).find((l) => l.msg === 'request failed')!;
    expect(line.err).toMatchObject({
      statement: expect.stringMatching(/^insert into "training_utterances"/),
      cause: { errorCode: '23514', constraint: 'no_complaints' },
    });
  });
});

/** A PostgreSQL error as pg gives it (pg's DatabaseError has the same fields). */
function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it('drops the values PostgreSQL names in detail and in its message, and keeps its identifiers', () => {
    const unique = databaseError('duplicate key value violates unique constraint "users_email_unique"', {
      code: '23505',
      detail: 'Key (email)=(ana.garcia@acme.test) already exists.',
      constraint: 'users_email_unique',
      table: 'users',
    });
    expect(serializeError(unique)).toEqual({
      type: 'DatabaseError',
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      stack: expect.stringMatching(/^DatabaseError: duplicate key value/),
      errorCode: '23505',
      severity: 'ERROR',
      constraint: 'users_email_unique',
      table: 'users',
    });
    const syntax = databaseError('invalid input syntax for type integer: "Ana García"', { code: '22P02' });
    expect(safeErrorMessage(syntax)).toBe('invalid input syntax for type integer: [redacted]');
    const range = databaseError('value "99999999999" is out of range for type integer', { code: '22003' });
    expect(safeErrorMessage(range)).toBe('value [redacted] is out of range for type integer');
  });

  it('keeps numbers, flags and the texts that name a call; drops other texts and objects', () => {
    const err = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
      address: '10.0.0.5',
      port: 5432,
      isRetryable: true,
      body: { text: 'My manager keeps shouting at me' },
      email: 'ana.garcia@acme.test',
    });
    const logged = serializeError(err);
    expect(logged).toMatchObject({
      errorCode: 'ECONNREFUSED',
      syscall: 'connect',
      port: 5432,
      isRetryable: true,
    });
    expect(JSON.stringify(logged)).not.toMatch(/shouting|ana\.garcia/);
  });

  it('walks the errors an aggregate holds, and logs what is no error as its text', () => {
    const both = new AggregateError(
      [databaseError('x', { code: '57P01', detail: 'ana.garcia@acme.test' }), new Error('y')],
      'all failed',
    );
    const logged = serializeError(both);
    expect(logged.aggregateErrors).toEqual([
      expect.objectContaining({ message: 'x', errorCode: '57P01' }),
      expect.objectContaining({ message: 'y' }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('ana.garcia');
    expect(serializeError('plain text' as unknown as Error)).toEqual({
      type: 'string',
      message: 'plain text',
      stack: '',
    });
  });
});
