import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { questionTags, tags } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { createCategory } from '../../test/factories/categories';
import { createTenant } from '../../test/factories/tenants';
import { createAnswerVersion } from '../../test/factories/versions';
import { createQuestion } from '../../test/factories/questions';
import { memberHeaders } from '../../test/factories/users';
import { findKnowledgeStamp } from '../versioned-values/knowledge-stamps.repository';

/** The ranking is kept per tenant between calls: every way the knowledge changes must show at once. */
describe('GET /api/Questions/{id}/related after a change', () => {
  let t: TTestApp;
  let customerId: number;
  let headers: Record<string, string>;
  let timeOff: number;
  let vacationId: number;
  let laptopId: number;

  const related = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/Questions/${vacationId}/related`, headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number }[]).map((row) => row.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    customerId = (await createTenant(t.db)).id;
    headers = await memberHeaders(t, customerId, ['normal-user']);
    timeOff = (await createCategory(t.db, customerId, 'Time Off')).id;
    const equipment = (await createCategory(t.db, customerId, 'Equipment')).id;
    vacationId = (
      await createQuestion(t.db, customerId, {
        text: 'How many vacation days do I have?',
        categoryId: timeOff,
      })
    ).id;
    laptopId = (
      await createQuestion(t.db, customerId, { text: 'How do I order a laptop?', categoryId: equipment })
    ).id;
  });
  afterAll(() => t.close());

  it('shows a question added since the last call', async () => {
    expect(await related()).toEqual([]);
    const booking = await createQuestion(t.db, customerId, {
      text: 'How do I book days off?',
      categoryId: timeOff,
    });
    expect(await related()).toEqual([booking.id]);
  });

  it('follows the placeholders the answers use', async () => {
    expect(await related()).not.toContain(laptopId);
    for (const id of [vacationId, laptopId])
      await createAnswerVersion(t.db, customerId, id, GLOBAL_COUNTRY_ID, { text: 'See {{hrPortal}}.' });
    expect(await related()).toContain(laptopId);
  });

  it("moves the tenant's stamp when a question's tags change, however they are written", async () => {
    const [tag] = await t.db.insert(tags).values({ customerId, name: 'New Hire' }).returning();
    const before = await findKnowledgeStamp(t.db, customerId);
    await t.db.insert(questionTags).values({ questionId: laptopId, tagId: tag!.id });
    const added = await findKnowledgeStamp(t.db, customerId);
    expect(added).toBeGreaterThan(before);
    await t.db.delete(tags).where(eq(tags.id, tag!.id));
    expect(await findKnowledgeStamp(t.db, customerId)).toBeGreaterThan(added);
  });
});
