import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { botReactionTypes, botUsers, utterances } from '../../db/schema';
import { jsonTextOf } from '../../db/json-text';
import { preparedQuery, preparedStatement } from '../../db/prepared-queries';
import { rowsOf } from '../../db/rows';

export type TBotUserRow = typeof botUsers.$inferSelect;
export type TUtteranceRow = typeof utterances.$inferSelect;
export type TNewUtterance = Omit<typeof utterances.$inferInsert, 'id' | 'customerId'>;

export async function findBotUser(
  db: TDb,
  customerId: number,
  channel: string,
  channelUserId: string,
): Promise<TBotUserRow | undefined> {
  const [row] = await db
    .select()
    .from(botUsers)
    .where(
      and(
        eq(botUsers.customerId, customerId),
        eq(botUsers.channel, channel),
        eq(botUsers.channelUserId, channelUserId),
      ),
    );
  return row;
}

const given = (name: string) => sql`${sql.placeholder(name)}::boolean`;
const botUserUpsert = preparedQuery((db) =>
  db
    .insert(botUsers)
    .values({
      customerId: sql.placeholder('customerId'),
      channel: sql.placeholder('channel'),
      channelUserId: sql.placeholder('channelUserId'),
      email: sql.placeholder('email'),
      name: sql.placeholder('name'),
      countryId: sql.placeholder('countryId'),
      roleId: sql.placeholder('roleId'),
      firstSeen: sql.placeholder('seenAt'),
      lastSeen: sql.placeholder('seenAt'),
      isTest: sql.placeholder('isTest'),
    })
    .onConflictDoUpdate({
      target: [botUsers.customerId, botUsers.channel, botUsers.channelUserId],
      set: {
        lastSeen: sql`greatest(${botUsers.lastSeen}, excluded.last_seen)`,
        email: sql`coalesce(excluded.email, ${botUsers.email})`,
        name: sql`coalesce(excluded.name, ${botUsers.name})`,
        isTest: sql`${botUsers.isTest} or excluded.is_test`,
        countryId: sql`case when ${given('isCountryGiven')} then excluded.country_id else ${botUsers.countryId} end`,
        roleId: sql`case when ${given('isRoleGiven')} then excluded.role_id else ${botUsers.roleId} end`,
      },
    })
    .returning()
    .prepare('bot_user_upsert'),
);

/**
 * Inserts the bot user or refreshes it: last seen always, email, name, country and role only when
 * given (null keeps the stored value). First seen is kept from the first insert. One statement,
 * prepared: it runs for every message.
 */
export async function upsertBotUser(
  db: TDb,
  customerId: number,
  values: {
    channel: string;
    channelUserId: string;
    email: string | null;
    name: string | null;
    countryId: number;
    roleId: number;
    seenAt: Date;
    /** false: country and role are defaults and must not overwrite stored ones */
    isProfileGiven: { country: boolean; role: boolean };
    /** a Test Bot user: stays one, and is never counted as a user in reports */
    isTest?: boolean;
  },
): Promise<TBotUserRow> {
  const { isProfileGiven, ...row } = values;
  const [stored] = await botUserUpsert(db).execute({
    ...row,
    customerId,
    isTest: values.isTest ?? false,
    isCountryGiven: isProfileGiven.country,
    isRoleGiven: isProfileGiven.role,
  });
  return stored!;
}

/** What the bot logs of each employee message: the columns and their types, for jsonb_to_recordset. */
const LOGGED = {
  date: 'timestamptz',
  botUserId: 'int',
  channel: 'text',
  conversationId: 'text',
  countryId: 'int',
  roleId: 'smallint',
  text: 'text',
  predictedQuestionId: 'int',
  confidence: 'real',
  reasonId: 'smallint',
  returnedQuestionId: 'int',
  answerText: 'text',
  inSubscription: 'boolean',
  categoryId: 'int',
  isTest: 'boolean',
  /** answered, unsure: the bot hedged its answer and offered alternatives */
  hedged: 'boolean',
} as const;
const loggedColumns = Object.keys(LOGGED) as (keyof typeof LOGGED)[];
/** The flags a message may leave out (absent is false), as the columns' defaults would read them. */
const FLAGS = new Set<keyof typeof LOGGED>(['isTest', 'hedged']);

export type TLoggedMessage = Pick<TNewUtterance, keyof typeof LOGGED>;
/** A logged message's row: its id, and what tells it apart from the others of its insert. */
export type TLoggedRow = Pick<TUtteranceRow, 'id' | 'botUserId' | 'conversationId' | 'text'> & {
  /** the message's date in milliseconds */
  at: number;
};

/**
 * Any number of messages in one prepared statement (the rows as one jsonb value), so that the
 * rollup triggers run once and nothing is built or planned again per batch.
 */
const insertUtterancesStatement = preparedStatement(
  'utterances_log',
  sql`insert into ${utterances} (customer_id, ${sql.join(
    loggedColumns.map((key) => sql.identifier(utterances[key].name)),
    sql`, `,
  )})
  select ${sql.placeholder('customerId')}::int, ${sql.join(
    loggedColumns.map((key) =>
      FLAGS.has(key) ? sql`coalesce(r.${sql.identifier(key)}, false)` : sql`r.${sql.identifier(key)}`,
    ),
    sql`, `,
  )}
  from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb)
    as r(${sql.raw(loggedColumns.map((key) => `"${key}" ${LOGGED[key]}`).join(', '))})
  returning id, bot_user_id as "botUserId", conversation_id as "conversationId", text,
    (extract(epoch from date) * 1000)::float8 as at`,
);

/** One statement for all the rows; rows come back in no set order. */
export async function insertUtterances(
  db: TDb,
  customerId: number,
  rows: TLoggedMessage[],
): Promise<TLoggedRow[]> {
  const result = await insertUtterancesStatement(db).execute({ customerId, rows: jsonTextOf(rows) });
  return rowsOf<TLoggedRow>(result).map((row) => ({ ...row, at: Number(row.at) }));
}

export async function findUtterance(
  db: TDb,
  customerId: number,
  utteranceId: number,
): Promise<TUtteranceRow | undefined> {
  const [row] = await db
    .select()
    .from(utterances)
    .where(and(eq(utterances.customerId, customerId), eq(utterances.id, utteranceId)));
  return row;
}

/** What the core needs of one of a bot user's logged messages. */
const OWN_UTTERANCE = {
  id: utterances.id,
  text: utterances.text,
  reasonId: utterances.reasonId,
  returnedQuestionId: utterances.returnedQuestionId,
  answerText: utterances.answerText,
  hedged: utterances.hedged,
  countryId: utterances.countryId,
  roleId: utterances.roleId,
};
export type TOwnUtterance = {
  id: number;
  text: string;
  reasonId: number | null;
  returnedQuestionId: number | null;
  answerText: string | null;
  /** answered, but behind a hedge and with alternatives offered */
  hedged: boolean;
  /** the employee's country and role type when the message was asked */
  countryId: number;
  roleId: number;
};
type TOwnWhere = { utteranceId: number; botUserId: number };

const isOwn = (customerId: number, where: TOwnWhere) =>
  and(
    eq(utterances.customerId, customerId),
    eq(utterances.id, where.utteranceId),
    eq(utterances.botUserId, where.botUserId),
  );

/** Stores the rating when the utterance is this bot user's; returns what it rated, if it did. */
export async function rateUtterance(
  db: TDb,
  customerId: number,
  where: TOwnWhere,
  rating: number,
): Promise<TOwnUtterance | undefined> {
  const [row] = await db
    .update(utterances)
    .set({ rating })
    .where(isOwn(customerId, where))
    .returning(OWN_UTTERANCE);
  return row;
}

/** One of the bot user's own logged messages; undefined for anyone else's (or another tenant's). */
export async function findOwnUtterance(
  db: TDb,
  customerId: number,
  where: TOwnWhere,
): Promise<TOwnUtterance | undefined> {
  const [row] = await db.select(OWN_UTTERANCE).from(utterances).where(isOwn(customerId, where));
  return row;
}

/** Reference rows (global, not tenant-scoped). */
export async function findBotReactionType(db: TDb, id: number) {
  const [row] = await db.select().from(botReactionTypes).where(eq(botReactionTypes.id, id));
  return row;
}
