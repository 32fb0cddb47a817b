import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import { createTestDatabase } from '../../test/db';
import type { TDatabase } from '../../db/client';
import {
  categories,
  placeholders,
  questions,
  trainingUtterances,
  users,
  valueVersions,
} from '../../db/schema';
import { resetDemo } from './demo';
import { DEMO_CATEGORIES, DEMO_TAGS } from './demo-data';
import { KNOWLEDGE_PLACEHOLDERS, KNOWLEDGE_QUESTIONS } from './knowledge-data';
import { questionsFor } from './knowledge';

const keywordsIn = (text: string) => [...text.matchAll(/\{\{([A-Za-z0-9]+)\}\}/g)].map((m) => m[1]!);

describe('demo knowledge base data', () => {
  it('has about sixty questions over every demo category, each with ten or more utterances', () => {
    expect(KNOWLEDGE_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(KNOWLEDGE_QUESTIONS.map((q) => q.category))).toEqual(new Set(DEMO_CATEGORIES));
    for (const q of KNOWLEDGE_QUESTIONS) {
      expect(q.utterances.length, q.text).toBeGreaterThanOrEqual(10);
      expect(new Set(q.utterances.map((u) => u.toLowerCase())).size, q.text).toBe(q.utterances.length);
      expect(q.description, q.text).toMatch(/Examples: \S/);
      expect(q.answers.length, q.text).toBeGreaterThan(0);
      for (const tag of q.tags ?? []) expect(DEMO_TAGS).toContain(tag);
    }
    expect(new Set(KNOWLEDGE_QUESTIONS.map((q) => q.text)).size).toBe(KNOWLEDGE_QUESTIONS.length);
  });

  it('covers the cases the portal shows: overrides, scheduled versions, gaps, manager-only, out of subscription', () => {
    const countriesOf = (q: (typeof KNOWLEDGE_QUESTIONS)[number]) => q.answers.map((a) => a.country);
    expect(KNOWLEDGE_QUESTIONS.filter((q) => countriesOf(q).includes('GLOBAL')).length).toBeGreaterThan(40);
    expect(
      KNOWLEDGE_QUESTIONS.filter((q) => !countriesOf(q).includes('GLOBAL')).length,
    ).toBeGreaterThanOrEqual(3);
    for (const code of ['ES', 'DE', 'US', 'IN', 'BR'])
      expect(KNOWLEDGE_QUESTIONS.some((q) => countriesOf(q).includes(code as never))).toBe(true);
    expect(
      KNOWLEDGE_QUESTIONS.filter((q) => q.answers.some((a) => (a.inDays ?? 0) > 0)).length,
    ).toBeGreaterThan(3);
    expect(
      KNOWLEDGE_PLACEHOLDERS.filter((p) => p.values.some((v) => (v.inDays ?? 0) > 0)).length,
    ).toBeGreaterThan(2);
    expect(KNOWLEDGE_QUESTIONS.filter((q) => q.managerOnly).length).toBeGreaterThanOrEqual(3);
    expect(KNOWLEDGE_QUESTIONS.filter((q) => q.inSubscription === false).length).toBeGreaterThanOrEqual(3);
  });

  it('only uses placeholders that exist, each with a global value', () => {
    const keywords = new Set(KNOWLEDGE_PLACEHOLDERS.map((p) => p.keyWord));
    const used = new Set(KNOWLEDGE_QUESTIONS.flatMap((q) => q.answers.flatMap((a) => keywordsIn(a.text))));
    expect([...used].filter((k) => !keywords.has(k))).toEqual([]);
    expect(used.size).toBeGreaterThanOrEqual(10);
    for (const p of KNOWLEDGE_PLACEHOLDERS)
      expect(
        p.values.some((v) => v.country === 'GLOBAL'),
        p.keyWord,
      ).toBe(true);
  });
});

describe('demo knowledge base seeding', () => {
  let database: TDatabase;
  let acmeId: number;
  let globexId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const summary = await resetDemo(database.db);
    acmeId = summary.tenants.find((t) => t.name === 'Acme Corp')!.id;
    globexId = summary.tenants.find((t) => t.name === 'Globex Ltd')!.id;
  });
  afterAll(() => database.close());

  it('gives Acme every question with its utterances, tags and category', async () => {
    const db = database.db;
    const rows = await db
      .select({ id: questions.id, categoryName: categories.name })
      .from(questions)
      .leftJoin(categories, eq(categories.id, questions.categoryId))
      .where(and(eq(questions.customerId, acmeId), eq(questions.custom, false)));
    expect(rows).toHaveLength(KNOWLEDGE_QUESTIONS.length);
    expect(rows.every((r) => r.categoryName !== null)).toBe(true);
    const utterances = await db
      .select()
      .from(trainingUtterances)
      .where(eq(trainingUtterances.customerId, acmeId));
    for (const row of rows)
      expect(utterances.filter((u) => u.questionId === row.id).length).toBeGreaterThanOrEqual(10);
  });

  it('gives Globex a smaller knowledge base in its own countries and name', async () => {
    const db = database.db;
    const rows = await db
      .select()
      .from(questions)
      .where(and(eq(questions.customerId, globexId), eq(questions.custom, false)));
    expect(rows.length).toBe(questionsFor('globex').length);
    expect(rows.length).toBeLessThan(KNOWLEDGE_QUESTIONS.length);
    const versions = await db.select().from(valueVersions).where(eq(valueVersions.customerId, globexId));
    const globexCountries = ['GLOBAL', 'GB', 'FR'].map((code) => COUNTRIES.find((c) => c.code === code)!.id);
    expect(versions.every((v) => globexCountries.includes(v.countryId))).toBe(true);
    expect(versions.some((v) => /acme/i.test(v.text))).toBe(false);
  });

  it('stores answers and placeholder values as versions by the administrator, some scheduled', async () => {
    const db = database.db;
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@acme.test'));
    const versions = await db.select().from(valueVersions).where(eq(valueVersions.customerId, acmeId));
    expect(versions.every((v) => v.createdBy === admin!.id && v.createdByName === admin!.name)).toBe(true);
    const custom = await db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.customerId, acmeId), eq(questions.custom, true)));
    const isCustom = new Set(custom.map((q) => q.id));
    const answers = versions.filter((v) => v.kind === 'answer' && !isCustom.has(v.itemId));
    const values = versions.filter((v) => v.kind === 'placeholder');
    expect(answers.length).toBe(KNOWLEDGE_QUESTIONS.reduce((n, q) => n + q.answers.length, 0));
    expect(values.length).toBeGreaterThan(30);
    const now = Date.now();
    expect(answers.filter((v) => v.validFrom.getTime() > now).length).toBeGreaterThan(3);
    expect(values.filter((v) => v.validFrom.getTime() > now).length).toBeGreaterThan(2);
    expect(answers.filter((v) => v.validFrom.getTime() < now - 14 * 86_400_000).length).toBeGreaterThan(50);

    const placeholderRows = await db
      .select({ keyWord: placeholders.keyWord })
      .from(placeholders)
      .where(eq(placeholders.customerId, acmeId));
    expect(placeholderRows).toHaveLength(KNOWLEDGE_PLACEHOLDERS.length);
    const keywords = new Set(placeholderRows.map((p) => p.keyWord));
    for (const answer of answers)
      for (const k of keywordsIn(answer.text)) expect(keywords.has(k), k).toBe(true);
  });

  it('is rebuilt the same by a reset', async () => {
    const db = database.db;
    const count = async () =>
      (
        await db
          .select()
          .from(valueVersions)
          .where(and(eq(valueVersions.customerId, acmeId)))
      ).length;
    const before = await count();
    await resetDemo(db);
    expect(await count()).toBe(before);
  });
});
