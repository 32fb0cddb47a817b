import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { botReactionTypes, customerCountries, customers, questions, valueVersions } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createQuestion } from '../../test/factories/questions';
import { createAnswerVersion } from '../../test/factories/versions';
import { createKnowledgeCache } from './knowledge-cache';
import { findKnowledgeStamp } from '../../modules/versioned-values/knowledge-stamps.repository';

const ES = 2;
const DE = 3;
const DAY = 86_400_000;

describe('the bot knowledge cache', () => {
  let t: TTestApp;
  let tenantId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { countries: [ES] })).id;
    otherId = (await createTenant(t.db, { countries: [ES] })).id;
  });
  afterAll(() => t.close());

  const now = () => new Date();

  it('reads a tenant once while nothing changes, and again after any change', async () => {
    const cache = createKnowledgeCache(t.db);
    const q = await createQuestion(t.db, tenantId, { text: 'Parking?' });
    const first = await cache.at(tenantId, now(), now());
    expect(await cache.at(tenantId, now(), now())).toBe(first);
    expect(first.questions.get(q.id)?.text).toBe('Parking?');
    expect(first.answers.get(q.id)).toBeUndefined();

    await createAnswerVersion(t.db, tenantId, q.id, ES, { text: 'Level -2.' });
    const second = await cache.at(tenantId, now(), now());
    expect(second).not.toBe(first);
    expect(second.answers.get(q.id)?.map((v) => v.text)).toEqual(['Level -2.']);
  });

  it('sees a change made elsewhere in every process, and only reads the tenant that changed', async () => {
    const [one, two] = [createKnowledgeCache(t.db), createKnowledgeCache(t.db)];
    const q = await createQuestion(t.db, tenantId, { text: 'Gym?' });
    const other = await one.at(otherId, now(), now());
    await Promise.all([one.at(tenantId, now(), now()), two.at(tenantId, now(), now())]);

    await t.db.update(questions).set({ managerOnly: true }).where(eq(questions.id, q.id));
    for (const cache of [one, two])
      expect((await cache.at(tenantId, now(), now())).questions.get(q.id)?.managerOnly).toBe(true);
    expect(await one.at(otherId, now(), now())).toBe(other);
  });

  it('moves the stamp once per statement, for every table the bot answers from', async () => {
    const stamp = () => findKnowledgeStamp(t.db, tenantId);
    const steps: [string, () => Promise<unknown>][] = [
      ['a question', () => createQuestion(t.db, tenantId, { text: 'Lockers?' })],
      ['a placeholder', () => createPlaceholder(t.db, tenantId, { keyWord: 'lockerFloor' })],
      ['a country', () => t.db.insert(customerCountries).values({ customerId: tenantId, countryId: DE })],
      [
        'three versions in one statement',
        async () => {
          const q = await createQuestion(t.db, otherId, { text: 'elsewhere' });
          const version = { customerId: tenantId, kind: 'answer' as const, itemId: q.id, text: 'x' };
          await t.db.insert(valueVersions).values(
            [ES, DE, GLOBAL_COUNTRY_ID].map((countryId) => ({
              ...version,
              countryId,
              validFrom: new Date(Date.now() - DAY),
            })),
          );
        },
      ],
      [
        'a default reaction text',
        () =>
          t.db
            .update(botReactionTypes)
            .set({ defaultText: 'Hello there!' })
            .where(eq(botReactionTypes.key, 'welcome')),
      ],
      ['a removed country', () => t.db.delete(customerCountries).where(eq(customerCountries.countryId, DE))],
    ];
    for (const [what, step] of steps) {
      const before = await stamp();
      await step();
      expect(await stamp(), what).toBe(before + 1);
    }
  });

  it('lets a tenant be deleted with its knowledge', async () => {
    const gone = (await createTenant(t.db, { countries: [ES] })).id;
    const q = await createQuestion(t.db, gone, { text: 'Bye?' });
    await createAnswerVersion(t.db, gone, q.id, ES, { text: 'Bye.' });
    await expect(t.db.delete(customers).where(eq(customers.id, gone))).resolves.toBeDefined();
  });

  it('reads a past date as the values stood then, without keeping it', async () => {
    const cache = createKnowledgeCache(t.db);
    const q = await createQuestion(t.db, tenantId, { text: 'Canteen?' });
    await createAnswerVersion(t.db, tenantId, q.id, ES, { text: 'Opens at noon.' });
    const yesterday = new Date(Date.now() - DAY);
    const then = await cache.at(tenantId, yesterday, now());
    expect(then.answers.get(q.id)).toBeUndefined();
    expect((await cache.at(tenantId, now(), now())).answers.get(q.id)).toHaveLength(1);
    expect(await cache.at(tenantId, yesterday, now())).not.toBe(then);
  });
});
