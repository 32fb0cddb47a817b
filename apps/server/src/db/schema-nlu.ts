/**
 * What a tenant's intent model learns from (training utterances, confirmed and out-of-scope
 * examples) and what it keeps between runs (the trained model, its training lease, sentence embeddings).
 */
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { questions } from './schema-knowledge';
import { utterances } from './schema-bot';
import { cascadeRef, createdAt, setNullRef, timestamptz } from './columns';
import { tenant } from './table-parts';

export const trainingUtterances = pgTable(
  'training_utterances',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    questionId: cascadeRef('question_id', () => questions.id),
    text: text('text').notNull(),
    /** the logged message Review trained from, so that undoing the review removes exactly this */
    utteranceId: setNullRef('utterance_id', () => utterances.id),
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
    customerId: tenant(),
    questionId: cascadeRef('question_id', () => questions.id),
    text: text('text').notNull(),
    /** the logged message it came from */
    utteranceId: integer('utterance_id').references(() => utterances.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // deleting messages looks their examples up by utterance
  (t) => [uniqueIndex().on(t.customerId, t.questionId, t.text), index().on(t.utteranceId)],
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
    customerId: tenant(),
    text: text('text').notNull(),
    utteranceId: setNullRef('utterance_id', () => utterances.id),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.customerId), uniqueIndex().on(t.utteranceId)],
);

/** The trained intent model of a tenant, kept so that a restart does not retrain it. */
export const intentModels = pgTable('intent_models', {
  customerId: tenant().primaryKey(),
  /** hash of the training data the model was trained on: a different one means it is stale */
  fingerprint: text('fingerprint').notNull(),
  model: jsonb('model').notNull(),
  trainedAt: timestamptz('trained_at').notNull().defaultNow(),
});

/**
 * Which process trains a tenant's model for which training data, so that processes starting together
 * train it once: the others wait for the stored model, or take over when the lease lapses.
 */
export const intentModelLeases = pgTable('intent_model_leases', {
  customerId: tenant().primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  holder: text('holder').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
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
    customerId: tenant(),
    model: text('model').notNull(),
    /** sha256 of the text, base64url */
    textHash: text('text_hash').notNull(),
    vector: float32Vector('vector').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.model, t.textHash] })],
);
