import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractKeywords } from '@askhr/shared/placeholders/placeholder-rendering';
import type { TDatabase } from '../../db/client';
import { placeholders } from '../../db/schema';
import { listCustomQuestions } from '../../modules/custom-questions/custom-questions.service';
import { createTestDatabase } from '../../test/db';
import { seedDemoIfEmpty } from './demo';

describe('custom questions of the demo', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives each tenant a few, with several texts and an answer whose placeholders exist', async () => {
    const summary = (await seedDemoIfEmpty(database.db))!;
    const keywords = new Set(
      (await database.db.select().from(placeholders)).map((p) => p.keyWord.toLowerCase()),
    );
    for (const tenant of summary.tenants) {
      const questions = await listCustomQuestions(database.db, tenant.id);
      expect(questions.map((q) => q.questions[0])).toContain('Can I bring my dog to the office?');
      for (const question of questions) {
        expect(question.questions.length).toBeGreaterThanOrEqual(3);
        for (const keyword of extractKeywords(question.answer)) expect(keywords).toContain(keyword);
      }
    }
  });
});
