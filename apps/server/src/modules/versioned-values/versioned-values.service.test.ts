import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createUser } from '../../test/factories/users';
import { createQuestion } from '../../test/factories/questions';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import {
  findLiveVersions,
  findVersionFactsInForce,
  findVersionsInForce,
} from './versioned-values.repository';
import { valueCard } from './value-cards';
import { removeCountryValue, saveVersions, versionsAt } from './versioned-values.service';

const ES = 2;
const at = (iso: string) => new Date(iso);

describe('versioned values service (explicit clock)', () => {
  let t: TTestApp;
  let tenantId: number;
  let author: { userId: number; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { countries: [ES] })).id;
    const user = await createUser(t.db, { name: 'Clock Tester' });
    author = { userId: user.id, name: user.name };
  });
  afterAll(() => t.close());

  const live = (itemId: number) => findLiveVersions(t.db, tenantId, 'answer', [itemId]);

  it('makes a scheduled version current exactly at its date', async () => {
    const q = await createQuestion(t.db, tenantId);
    const jan = at('2030-01-01T00:00:00.000Z');
    await saveVersions(
      t.db,
      tenantId,
      'answer',
      [{ itemId: q.id, countryId: ES, text: 'jan', active: true }],
      author,
      jan,
    );
    await saveVersions(
      t.db,
      tenantId,
      'answer',
      [{ itemId: q.id, countryId: ES, text: 'march', active: true, validFrom: '2030-03-01T00:00:00.000Z' }],
      author,
      jan,
    );
    const versions = await live(q.id);
    const before = valueCard(ES, versions, at('2030-02-28T23:59:59.999Z'), true);
    expect(before).toMatchObject({ text: 'jan', scheduledCount: 1, lastUserUpdated: 'Clock Tester' });
    const onTheDot = valueCard(ES, versions, at('2030-03-01T00:00:00.000Z'), true);
    expect(onTheDot).toMatchObject({
      text: 'march',
      scheduledCount: 0,
      validFrom: '2030-03-01T00:00:00.000Z',
    });
  });

  it('supersedes the version in force when a new one starts now, but not for a schedule', async () => {
    const q = await createQuestion(t.db, tenantId);
    const now = at('2030-01-01T00:00:00.000Z');
    const save = (text: string, validFrom?: string, replacesInForce?: boolean) =>
      saveVersions(
        t.db,
        tenantId,
        'answer',
        [{ itemId: q.id, countryId: ES, text, active: true, validFrom, replacesInForce }],
        author,
        now,
      );
    await save('a');
    await save('later', '2030-06-01T00:00:00.000Z');
    expect((await live(q.id)).map((v) => v.text).sort()).toEqual(['a', 'later']);
    await save('b', undefined, true);
    expect((await live(q.id)).map((v) => v.text).sort()).toEqual(['b', 'later']);
  });

  it('refuses a create in force from now when someone gave the country a value meanwhile', async () => {
    const q = await createQuestion(t.db, tenantId);
    const now = at('2030-01-01T00:00:00.000Z');
    const create = (text: string, validFrom?: string) =>
      saveVersions(
        t.db,
        tenantId,
        'answer',
        [{ itemId: q.id, countryId: ES, text, active: true, validFrom }],
        author,
        now,
      );
    // both editors opened a card without an own answer; the first one saves
    await create('first editor');
    await expect(create('second editor')).rejects.toMatchObject({ statusCode: 409 });
    // scheduling a later version beside the one in force is still a plain create
    await create('next year', '2031-01-01T00:00:00.000Z');
    expect((await live(q.id)).map((v) => v.text).sort()).toEqual(['first editor', 'next year']);
  });

  it('accepts a schedule within the clock tolerance and refuses one further in the past', async () => {
    const q = await createQuestion(t.db, tenantId);
    const now = at('2030-01-01T00:01:00.000Z');
    const save = (validFrom: string) =>
      saveVersions(
        t.db,
        tenantId,
        'answer',
        [{ itemId: q.id, countryId: ES, text: 'x', active: true, validFrom }],
        author,
        now,
      );
    await expect(save('2030-01-01T00:00:00.000Z')).resolves.toHaveLength(1);
    await expect(save('2029-12-31T23:59:59.000Z')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('lets only one of two concurrent updates of the same version win', async () => {
    const q = await createQuestion(t.db, tenantId);
    const [first] = await saveVersions(
      t.db,
      tenantId,
      'answer',
      [{ itemId: q.id, countryId: ES, text: 'v1', active: true }],
      author,
    );
    const update = (text: string) =>
      saveVersions(
        t.db,
        tenantId,
        'answer',
        [{ id: first!.id, itemId: q.id, countryId: ES, text, active: true }],
        author,
      );
    const results = await Promise.allSettled([update('one'), update('two')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { statusCode: 409 } });
    expect(await live(q.id)).toHaveLength(1);
  });

  it('keeps a switched-off country on the global template past the date of its scheduled version', async () => {
    const q = await createQuestion(t.db, tenantId);
    const save = (item: Omit<Parameters<typeof saveVersions>[3][number], 'itemId'>, now: string) =>
      saveVersions(t.db, tenantId, 'answer', [{ itemId: q.id, ...item }], author, at(now));
    await save({ countryId: GLOBAL_COUNTRY_ID, text: 'global', active: true }, '2026-11-02T09:00:00Z');
    const [own] = await save({ countryId: ES, text: 'own', active: true }, '2026-11-02T09:00:00Z');
    await save(
      { countryId: ES, text: 'scheduled', active: true, validFrom: '2027-01-15T08:00:00.000Z' },
      '2026-11-10T09:00:00Z',
    );
    const [off] = await save(
      { id: own!.id, countryId: ES, text: 'own', active: false },
      '2026-11-20T09:00:00Z',
    );
    const testedAt = at('2027-01-20T09:00:00.000Z');
    const inForce = async () =>
      (await findVersionsInForce(t.db, tenantId, 'answer', [q.id], testedAt, [GLOBAL_COUNTRY_ID, ES])).map(
        (v) => [v.countryId, v.text, v.active],
      );
    expect(await inForce()).toEqual([
      [GLOBAL_COUNTRY_ID, 'global', true],
      [ES, 'own', false],
    ]);
    const facts = await findVersionFactsInForce(t.db, tenantId, 'answer', [q.id], testedAt);
    expect(facts.find((v) => v.countryId === ES)).toMatchObject({ id: off!.id, active: false });
    expect(valueCard(ES, await live(q.id), testedAt, true)).toMatchObject({ active: false, hasGlobal: true });
    // switched on again: the scheduled version takes over on its date
    await save({ id: off!.id, countryId: ES, text: 'own', active: true }, '2026-12-01T09:00:00Z');
    expect(await inForce()).toEqual([
      [GLOBAL_COUNTRY_ID, 'global', true],
      [ES, 'scheduled', true],
    ]);
  });

  it('reads the versions as they stood at a past date', async () => {
    const q = await createQuestion(t.db, tenantId);
    const save = (text: string, now: Date) =>
      saveVersions(
        t.db,
        tenantId,
        'answer',
        [{ itemId: q.id, countryId: ES, text, active: true, replacesInForce: true }],
        author,
        now,
      );
    await save('2030', at('2030-01-01T00:00:00.000Z'));
    await save('2031', at('2031-01-01T00:00:00.000Z'));
    await removeCountryValue(t.db, tenantId, 'answer', q.id, ES, undefined, at('2032-01-01T00:00:00.000Z'));
    const when = async (iso: string) =>
      (await versionsAt(t.db, tenantId, 'answer', [q.id], [ES], at(iso), at('2033-01-01T00:00:00.000Z'))).map(
        (v) => v.text,
      );
    expect(await when('2029-06-01T00:00:00.000Z')).toEqual([]);
    expect(await when('2030-06-01T00:00:00.000Z')).toEqual(['2030']);
    expect(await when('2031-06-01T00:00:00.000Z')).toEqual(['2031']);
    expect(await when('2032-06-01T00:00:00.000Z')).toEqual([]);
  });
});
