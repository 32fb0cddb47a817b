/**
 * The knowledge base the bot answers from: questions, placeholders, tags, bot reaction types, the
 * country-versioned values of all three, and the stamp that moves with every change of them.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './schema-tenancy';
import { users } from './schema-users';
import { cascadeRef, createdAt, linkTable, setNullRef, timestamptz, version } from './columns';
import { country, tenant } from './table-parts';

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('tags_name_unique').on(t.customerId, t.name)],
);

/** Knowledge base: the questions employees ask, with the phrasings the bot learns them from. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    text: text('text').notNull(),
    description: text('description').notNull().default(''),
    info: text('info').notNull().default(''),
    categoryId: setNullRef('category_id', () => categories.id),
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
    version: version(),
    /**
     * Deleting a question only sets these: its answers (every country's versions and history),
     * tags and training utterances stay, and every read skips the question. An operator restores
     * it by setting `deleted_at` and `deleted_by` back to null (then retrain the tenant's model).
     */
    deletedAt: timestamptz('deleted_at'),
    deletedBy: setNullRef('deleted_by', () => users.id),
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

export const questionTags = linkTable('question_tags', {
  questionId: cascadeRef('question_id', () => questions.id),
  tagId: cascadeRef('tag_id', () => tags.id),
});

export const placeholders = pgTable(
  'placeholders',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    keyWord: text('key_word').notNull(),
    info: text('info').notNull().default(''),
    description: text('description').notNull().default(''),
    categoryId: setNullRef('category_id', () => categories.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('placeholders_keyword_unique').on(t.customerId, sql`lower(${t.keyWord})`)],
);

export const placeholderTags = linkTable('placeholder_tags', {
  placeholderId: cascadeRef('placeholder_id', () => placeholders.id),
  tagId: cascadeRef('tag_id', () => tags.id),
});

/**
 * Every version of every country-versioned value (answers, placeholder values, bot reaction texts).
 * Rows are never updated in place except to mark them superseded or removed, so the table is the
 * history. Live versions: neither superseded nor removed.
 */
export const valueVersions = pgTable(
  'value_versions',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    kind: text('kind', { enum: ['answer', 'placeholder', 'botReaction'] }).notNull(),
    itemId: integer('item_id').notNull(),
    countryId: country(),
    text: text('text').notNull(),
    active: boolean('active').notNull().default(true),
    validFrom: timestamptz('valid_from').notNull(),
    createdAt: createdAt(),
    createdBy: setNullRef('created_by', () => users.id),
    createdByName: text('created_by_name').notNull().default(''),
    replacesId: integer('replaces_id'),
    supersededAt: timestamptz('superseded_at'),
    removedAt: timestamptz('removed_at'),
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
