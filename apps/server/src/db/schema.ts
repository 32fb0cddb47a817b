import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Reference list, shared by all tenants (ids from packages/shared countries constants). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const customerCountries = pgTable(
  'customer_countries',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.countryId] })],
);

export const features = pgTable(
  'features',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.name] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    identityId: text('identity_id'),
    active: boolean('active').notNull().default(true),
    /**
     * Set while the password is a temporary one handed out by an invitation: it must be changed at
     * the next sign-in, and refuses to sign in after this moment.
     */
    temporaryPasswordUntil: timestamp('temporary_password_until', { withTimezone: true }),
    lastSeen: timestamp('last_seen', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_identity_unique').on(t.identityId),
  ],
);

export const customerUsers = pgTable(
  'customer_users',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    /** moved by every edit of the membership (roles, active): an edit carries the one it read */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customer_users_unique').on(t.customerId, t.userId), index().on(t.userId)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(t.customerId, t.name)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('tags_name_unique').on(t.customerId, t.name)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countryRelated: boolean('country_related').notNull().default(false),
    categoryRelated: boolean('category_related').notNull().default(false),
    isCustomerSuccessManager: boolean('is_customer_success_manager').notNull().default(false),
    /** moved by every edit of the role: an edit carries the one it read */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('roles_name_unique').on(t.customerId, t.name)],
);

export const roleCountries = pgTable(
  'role_countries',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.countryId] })],
);

export const roleCategories = pgTable(
  'role_categories',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.categoryId] })],
);

export const customerUserRoles = pgTable(
  'customer_user_roles',
  {
    customerUserId: integer('customer_user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerUserId, t.roleId] })],
);

/**
 * A change of a tenant's ReportsTimeZone row recounts its report rollups: the trigger
 * `custom_settings_report_zone` (drizzle/0004_reports.sql; report_rebuild re-created in 0007).
 */
export const customSettings = pgTable(
  'custom_settings',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);

/** Storage of the embedded sign-in provider (sessions, grants, codes, refresh tokens). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.model, t.id] }), index().on(t.grantId), index().on(t.uid)],
);

/** Keys the server generates once and shares between processes (signing keys, cookie keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** Failed sign-in attempts per email and client network, and per email, to slow down password guessing. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  /** an attempt for this email from this network is being checked until then; a second one meanwhile is refused */
  busyUntil: timestamp('busy_until', { withTimezone: true }),
});

/** Knowledge base: the questions employees ask, with the phrasings the bot learns them from. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    description: text('description').notNull().default(''),
    info: text('info').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    managerOnly: boolean('manager_only').notNull().default(false),
    inSubscription: boolean('in_subscription').notNull().default(true),
    /**
     * Written by the tenant on Custom Questions: its other texts are its training utterances and
     * its answer is a global answer. The Questions pages leave it out; the bot, Review and the
     * dashboard treat it as any other intent.
     */
    custom: boolean('custom').notNull().default(false),
    createdAt: createdAt(),
    /** bumped by every save of the question, so that a save made from an older read gets 409 */
    version: integer('version').notNull().default(1),
    /**
     * Deleting a question only sets these: its answers (every country's versions and history),
     * tags and training utterances stay, and every read skips the question. An operator restores
     * it by setting `deleted_at` and `deleted_by` back to null (then retrain the tenant's model).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.customerId, t.categoryId),
    // the Questions pages' order, over the rows they list
    index('questions_page_order')
      .on(t.customerId, sql`lower(${t.text}) collate "C"`, t.id)
      .where(sql`${t.deletedAt} is null and not ${t.custom}`),
    // the Questions pages' search for a word within the text, description or info (migration 0036)
    index('questions_search_trigrams')
      .using('gin', sql`${questionSearchText(t)} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null and not ${t.custom}`),
  ],
);

/**
 * What the Questions pages' search reads of a question as one text, the fields joined by line breaks
 * (a word typed in the search box holds none, so it matches within one field): the expression its
 * trigram index is built on.
 */
export function questionSearchText(q: { text: AnyPgColumn; description: AnyPgColumn; info: AnyPgColumn }) {
  return sql`(${q.text} || E'\\n' || ${q.description} || E'\\n' || ${q.info})`;
}

export const questionTags = pgTable(
  'question_tags',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.tagId] })],
);

export const trainingUtterances = pgTable(
  'training_utterances',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** the logged message Review trained from, so that undoing the review removes exactly this */
    utteranceId: integer('utterance_id').references(() => utterances.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.customerId, t.questionId),
    index().on(t.utteranceId),
    // the portal's question search looks for a word anywhere in the examples (ilike '%word%')
    index('training_utterances_text_trigrams').using('gin', t.text.op('gin_trgm_ops')),
  ],
);

/**
 * An employee's message confirmed as meaning a question by use: picked from the options the bot
 * offered, or rated Helpful when it was answered. It joins the question's examples at the next
 * retrain, weighted below the administrators' own utterances; Review can remove it.
 */
export const confirmedExamples = pgTable(
  'confirmed_examples',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** the logged message it came from */
    utteranceId: integer('utterance_id').references(() => utterances.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.customerId, t.questionId, t.text)],
);

export const placeholders = pgTable(
  'placeholders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    keyWord: text('key_word').notNull(),
    info: text('info').notNull().default(''),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('placeholders_keyword_unique').on(t.customerId, sql`lower(${t.keyWord})`)],
);

export const placeholderTags = pgTable(
  'placeholder_tags',
  {
    placeholderId: integer('placeholder_id')
      .notNull()
      .references(() => placeholders.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.placeholderId, t.tagId] })],
);

/**
 * Every version of every country-versioned value (answers, placeholder values, bot reaction texts).
 * Rows are never updated in place except to mark them superseded or removed, so the table is the
 * history. Live versions: neither superseded nor removed.
 */
export const valueVersions = pgTable(
  'value_versions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['answer', 'placeholder', 'botReaction'] }).notNull(),
    itemId: integer('item_id').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    text: text('text').notNull(),
    active: boolean('active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    replacesId: integer('replaces_id'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index().on(t.customerId, t.kind, t.itemId, t.countryId),
    // the live versions alone, by date: the one in force per country without reading the history
    index('value_versions_live')
      .on(t.customerId, t.kind, t.itemId, t.countryId, t.validFrom, t.id)
      .where(sql`${t.supersededAt} is null and ${t.removedAt} is null`),
    // the same by country first, with `active`: the versions in force of every item in one or two
    // countries, read from the index alone (the questions with, or missing, an answer in a country)
    index('value_versions_live_by_country')
      .on(t.customerId, t.kind, t.countryId, t.itemId, t.validFrom, t.id, t.active)
      .where(sql`${t.supersededAt} is null and ${t.removedAt} is null`),
  ],
);

/** Bot reaction types: global reference rows (ids and keys of packages/shared bot-reactions). */
export const botReactionTypes = pgTable('bot_reaction_types', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  defaultText: text('default_text').notNull(),
});

/** An employee as one channel knows them, per tenant. */
export const botUsers = pgTable(
  'bot_users',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    channelUserId: text('channel_user_id').notNull(),
    email: text('email'),
    name: text('name'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    roleId: smallint('role_id').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    /** a portal member's Test Bot identity: never counted as a user in reports */
    isTest: boolean('is_test').notNull().default(false),
  },
  (t) => [
    uniqueIndex('bot_users_channel_user_unique').on(t.customerId, t.channel, t.channelUserId),
    index().on(t.customerId, t.firstSeen),
  ],
);

/**
 * Every employee utterance with what the bot understood, decided and sent (ReviewUtterance).
 * Storing one also updates the report rollups of schema-reports.ts in the same statement: the
 * trigger `utterances_report` (drizzle/0004_reports.sql; its function report_on_utterances is
 * re-created in 0007_test_messages.sql so that test messages count nowhere). Every INSERT, UPDATE
 * and DELETE also updates the review rollups of schema-review.ts (trigger `utterances_review`,
 * drizzle/0014_review_rollup_triggers.sql).
 */
export const utterances = pgTable(
  'utterances',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    botUserId: integer('bot_user_id')
      .notNull()
      .references(() => botUsers.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    conversationId: text('conversation_id').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    roleId: smallint('role_id').notNull(),
    text: text('text').notNull(),
    predictedQuestionId: integer('predicted_question_id').references(() => questions.id, {
      onDelete: 'set null',
    }),
    confidence: real('confidence'),
    /** null: answered; otherwise a reason id of packages/shared bot constants */
    reasonId: smallint('reason_id'),
    returnedQuestionId: integer('returned_question_id').references(() => questions.id, {
      onDelete: 'set null',
    }),
    answerText: text('answer_text'),
    inSubscription: boolean('in_subscription'),
    /** category of the question the bot settled on, as it was when asked (reports group on it) */
    categoryId: integer('category_id'),
    rating: smallint('rating'),
    reviewStateId: smallint('review_state_id').notNull().default(1),
    observations: text('observations').notNull().default(''),
    customerObservations: text('customer_observations').notNull().default(''),
    /** sent from the portal's Test Bot (DESIGN section 5): out of reports, in Review on request */
    isTest: boolean('is_test').notNull().default(false),
    /** the question a reviewer says the message meant */
    reviewQuestionId: integer('review_question_id').references(() => questions.id, {
      onDelete: 'set null',
    }),
    /** the training utterance a reviewer wrote for that question */
    modelUtterance: text('model_utterance'),
    /**
     * answered, unsure (a hedged answer): the bot answered its best match behind a one-line hedge
     * and offered the alternatives as buttons; only with reasonId null (Review's "Answered, unsure")
     */
    hedged: boolean('hedged').notNull().default(false),
  },
  (t) => [
    index().on(t.customerId, t.date),
    index().on(t.botUserId, t.date),
    // Review Results sorted by utterance: read in order and stop after a page, not sort the range
    index('utterances_customer_id_text_index').on(t.customerId, sql`lower(${t.text}) collate "C"`),
    // ... and by rating (No Feedback as 0) or confidence (none last), either way, with the newest
    // first among equal values: read backwards for the descending order, forwards for the other.
    // `desc` sorts nulls first, so the date and id (never null) are declared that way to match.
    index('utterances_customer_id_rating_index').on(
      t.customerId,
      sql`coalesce(${t.rating}, 0)`,
      t.date,
      t.id,
    ),
    index('utterances_customer_id_rating_asc_index').on(
      t.customerId,
      sql`coalesce(${t.rating}, 0)`,
      t.date.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('utterances_customer_id_confidence_index').on(
      t.customerId,
      t.confidence.asc().nullsFirst(),
      t.date,
      t.id,
    ),
    index('utterances_customer_id_confidence_asc_index').on(
      t.customerId,
      t.confidence.asc().nullsLast(),
      t.date.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * A message a reviewer marked Out of Scope: the tenant's own example of what the bot should not
 * answer, ranked beside the shipped background messages when its thresholds are fitted. Kept
 * when the logged message is deleted; removed when its review is undone.
 */
export const outOfScopeExamples = pgTable(
  'out_of_scope_examples',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    utteranceId: integer('utterance_id').references(() => utterances.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.customerId), uniqueIndex().on(t.utteranceId)],
);

/** The trained intent model of a tenant, kept so that a restart does not retrain it. */
export const intentModels = pgTable('intent_models', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** hash of the training data the model was trained on: a different one means it is stale */
  fingerprint: text('fingerprint').notNull(),
  model: jsonb('model').notNull(),
  trainedAt: timestamp('trained_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which process trains a tenant's model for which training data, so that processes starting together
 * train it once: the others wait for the stored model, or take over when the lease lapses.
 */
export const intentModelLeases = pgTable('intent_model_leases', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint').notNull(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A vector as little-endian 32-bit floats: a quarter of the size of `real[]` as text, read without parsing. */
const float32Vector = customType<{ data: Float32Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver(vector) {
    const bytes = new Uint8Array(vector.length * 4);
    const view = new DataView(bytes.buffer);
    vector.forEach((value, i) => view.setFloat32(i * 4, value, true));
    return bytes;
  },
  fromDriver(bytes) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return Float32Array.from({ length: bytes.byteLength >> 2 }, (_, i) => view.getFloat32(i * 4, true));
  },
});

/**
 * Sentence embeddings of a tenant's knowledge texts (EMBEDDINGS_URL), by model and text, so that a
 * retrain or a restart asks the endpoint only for texts it has not embedded yet.
 */
export const textEmbeddings = pgTable(
  'text_embeddings',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    /** sha256 of the text, base64url */
    textHash: text('text_hash').notNull(),
    vector: float32Vector('vector').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.model, t.textHash] })],
);

/** A Direct Line conversation: bound to one tenant and one bot user for its whole life. */
export const directlineConversations = pgTable(
  'directline_conversations',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    botUserId: text('bot_user_id').notNull(),
    /** the sequence (watermark) of the last stored activity */
    lastSequence: integer('last_sequence').notNull().default(0),
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.touchedAt)],
);

/** The activities of a Direct Line conversation, numbered from 1; the sequence is the watermark. */
export const directlineActivities = pgTable(
  'directline_activities',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => directlineConversations.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    activity: jsonb('activity').notNull(),
    /** a user activity's `channelData.clientActivityID`: a client's retry of the post is not stored again */
    clientActivityId: text('client_activity_id'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.sequence] }),
    uniqueIndex('directline_activities_client_unique')
      .on(t.conversationId, t.clientActivityId)
      .where(sql`${t.clientActivityId} is not null`),
  ],
);

/**
 * A user message of a Direct Line conversation not answered yet: written with the message, deleted
 * with its replies. `claims` keeps what answering needs from the token; the process answering it
 * holds it until `claimedUntil`, after which a retry of the post or any process's sweep claims it
 * again (`attempt` moves on, so that only the last claimer's replies are stored).
 */
export const directlinePending = pgTable(
  'directline_pending',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => directlineConversations.id, { onDelete: 'cascade' }),
    /** the user message's sequence */
    sequence: integer('sequence').notNull(),
    claims: jsonb('claims').notNull(),
    attempt: integer('attempt').notNull().default(1),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.sequence] }), index().on(t.claimedUntil)],
);

/**
 * Requests counted per rate-limit key (a Direct Line token's posts) in the window that began with the
 * key's first request, shared by every process. UNLOGGED (migration 0023): a counter needs no crash
 * safety and its writes skip the WAL. Rows past their window are swept away.
 */
export const rateLimitCounts = pgTable('rate_limit_counts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A counter per tenant that every change of what the bot answers with moves on: its questions,
 * placeholders, country values (answers, placeholder values, bot reactions), countries and the
 * questions' tags. Kept by statement triggers (migrations 0008_knowledge_stamps and
 * 0028_question_tags_knowledge), so no writer can forget it; the bot reads it before each message
 * and reads the tenant's knowledge again only when it moved, as related questions do their ranking. No foreign key:
 * the triggers also run while a deleted tenant's rows cascade away.
 */
export const knowledgeStamps = pgTable('knowledge_stamps', {
  customerId: integer('customer_id').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull().default(0),
});
