import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import type { TQuestion } from '@askhr/shared/questions/questions.schemas';
import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import { customerUserRoles, roleCategories, roleCountries, roles } from '../../db/schema';
import { addMember, createUser } from '../../test/factories/users';
import { createTenant } from '../../test/factories/tenants';
import { createCategory } from '../../test/factories/categories';
import { createQuestion, createTag } from '../../test/factories/questions';
import { createVersion } from '../../test/factories/versions';
import { memberHeaders } from '../../test/factories/users';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { ES } from '../../test/minimal-seed';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';

type TPage = { data: TQuestion[]; total: number };
const countryIdOf = (code: string) => COUNTRIES.find((c) => c.code === code)!.id;
const DAY = 86_400_000;

type TCountry = 'GLOBAL' | 'ES' | 'DE' | 'US';
interface TKnowledgeQuestion {
  text: string;
  category: 'Time Off' | 'Payroll' | 'Benefits';
  tags?: ('New Hire' | 'Manager')[];
  description?: string;
  info?: string;
  utterances?: string[];
  /** answer versions; `inDays` is when each starts (default four months ago) */
  answers: { country: TCountry; inDays?: number }[];
}

const FILLERS: TKnowledgeQuestion[] = Array.from({ length: 18 }, (_, i) => ({
  text: `How do I handle case ${String(i + 1).padStart(2, '0')}?`,
  category: (['Payroll', 'Benefits', 'Time Off'] as const)[i % 3]!,
  tags: i % 4 === 0 ? ['Manager'] : [],
  answers: [{ country: (['GLOBAL', 'ES', 'DE', 'US'] as const)[i % 4]! }],
}));

/** The tenant's knowledge base: a few questions the searches find, and some more to page through. */
const KNOWLEDGE_QUESTIONS: TKnowledgeQuestion[] = [
  {
    text: 'How many vacation days do I have?',
    category: 'Time Off',
    tags: ['New Hire'],
    description: 'Paid leave left this year',
    utterances: ['cuántos días de vacaciones tengo', 'holiday allowance'],
    answers: [{ country: 'GLOBAL' }, { country: 'ES', inDays: 21 }],
  },
  {
    text: 'Where can I download my payslip?',
    category: 'Payroll',
    tags: ['Manager'],
    answers: [{ country: 'ES' }, { country: 'DE' }],
  },
  {
    text: 'Do we get meal vouchers?',
    category: 'Benefits',
    info: 'Known in Spain as ticket restaurant',
    answers: [{ country: 'ES' }],
  },
  {
    text: 'Is there a gym or wellness allowance?',
    category: 'Benefits',
    tags: ['Manager', 'New Hire'],
    answers: [{ country: 'GLOBAL' }, { country: 'US', inDays: 21 }],
  },
  {
    text: 'When does the new parental leave policy start?',
    category: 'Time Off',
    answers: [{ country: 'GLOBAL', inDays: 21 }],
  },
  ...FILLERS,
];

/** Questions without an enabled answer in the country (no current own or global version). */
const missingIn = (country: TCountry) =>
  KNOWLEDGE_QUESTIONS.filter(
    (q) => !q.answers.some((a) => (a.country === country || a.country === 'GLOBAL') && (a.inDays ?? -1) <= 0),
  ).map((q) => q.text);

/** Creates the knowledge base in the tenant; returns the ids of its categories and tags by name. */
async function createKnowledge(t: TSeededTestApp, tenantId: number) {
  const categoryId = new Map<string, number>();
  for (const name of ['Time Off', 'Payroll', 'Benefits'])
    categoryId.set(name, (await createCategory(t.db, tenantId, name)).id);
  const tagId = new Map<string, number>();
  for (const name of ['New Hire', 'Manager']) tagId.set(name, (await createTag(t.db, tenantId, name)).id);
  for (const q of KNOWLEDGE_QUESTIONS) {
    const question = await createQuestion(t.db, tenantId, {
      text: q.text,
      description: q.description,
      info: q.info,
      categoryId: categoryId.get(q.category),
      tagIds: (q.tags ?? []).map((tag) => tagId.get(tag)!),
      utterances: q.utterances,
    });
    for (const answer of q.answers)
      await createVersion(t.db, tenantId, {
        kind: 'answer',
        itemId: question.id,
        countryId: countryIdOf(answer.country),
        text: `The answer for ${answer.country}.`,
        validFrom: new Date(Date.now() + (answer.inDays ?? -120) * DAY),
      });
  }
  return { categoryId, tagId };
}

describe('GET /api/Questions/page', () => {
  let t: TSeededTestApp;
  let tenantId: number;
  let categoryId: Map<string, number>;
  let tagId: Map<string, number>;
  let editor: string;
  const page = async (query: string, email = t.seed.tenant.adminEmail, tenant?: number) =>
    getAs(t, `/api/Questions/page?${query}`, email, tenant ?? tenantId);
  const body = async (query: string, email?: string): Promise<TPage> => {
    const res = await page(query, email);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const allTexts = async (query: string, email?: string) => {
    const { data, total } = await body(`${query}&limit=100`, email);
    expect(data).toHaveLength(total);
    return data.map((q) => q.text);
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    tenantId = t.seed.tenant.id;
    ({ categoryId, tagId } = await createKnowledge(t, tenantId));
    editor = await memberWith(t, tenantId, ['normal-user'], { countries: [ES] });
    for (const text of ['Where is the canteen?', 'Who is my HR contact?'])
      await createQuestion(t.db, t.seed.other.id, { text });
  });
  afterAll(() => t.close());

  it('returns the first 15 questions by text with their category and tags, and the total', async () => {
    const { data, total } = await body('');
    expect(total).toBe(KNOWLEDGE_QUESTIONS.length);
    expect(data).toHaveLength(15);
    const texts = KNOWLEDGE_QUESTIONS.map((q) => q.text).sort((a, b) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : 1,
    );
    expect(data.map((q) => q.text)).toEqual(texts.slice(0, 15));
    const vacation = (await body('description=vacation%20days%20do%20I')).data[0]!;
    expect(vacation).toMatchObject({
      text: 'How many vacation days do I have?',
      category: { id: categoryId.get('Time Off'), name: 'Time Off' },
      questionTags: [{ tagId: tagId.get('New Hire'), tag: { id: tagId.get('New Hire'), name: 'New Hire' } }],
      managerOnly: false,
      inSubscription: true,
    });
  });

  it('pages with offset and limit', async () => {
    const first = await body('offset=0&limit=10');
    const second = await body('offset=10&limit=10');
    expect(second.total).toBe(first.total);
    expect(second.data).toHaveLength(10);
    expect(second.data[0]!.text > first.data[9]!.text || second.data[0]!.id !== first.data[9]!.id).toBe(true);
    expect(new Set([...first.data, ...second.data].map((q) => q.id)).size).toBe(20);
    const beyond = await body('offset=500');
    expect(beyond).toEqual({ data: [], total: KNOWLEDGE_QUESTIONS.length });
  });

  it('searches text, description, info and training utterances without regard to case', async () => {
    expect(await allTexts('description=PAYSLIP')).toContain('Where can I download my payslip?');
    // only an utterance says it in Spanish
    expect(await allTexts('description=cu%C3%A1ntos%20d%C3%ADas')).toEqual([
      'How many vacation days do I have?',
    ]);
    expect(await allTexts('description=ticket%20restaurant')).toEqual(['Do we get meal vouchers?']);
    expect(await allTexts('description=100%25')).toEqual([]);
    expect(await body('description=zzzz-nothing')).toEqual({ data: [], total: 0 });
  });

  it('filters by category and by tag', async () => {
    const payroll = await allTexts(`categoryId=${categoryId.get('Payroll')}`);
    expect(payroll.sort()).toEqual(
      KNOWLEDGE_QUESTIONS.filter((q) => q.category === 'Payroll')
        .map((q) => q.text)
        .sort(),
    );
    const manager = await body(`tagId=${tagId.get('Manager')}&limit=100`);
    expect(manager.total).toBe(KNOWLEDGE_QUESTIONS.filter((q) => q.tags?.includes('Manager')).length);
    expect(manager.data.every((q) => q.questionTags.some((t) => t.tag.name === 'Manager'))).toBe(true);
    const both = await body(`tagId=${tagId.get('Manager')}&categoryId=${categoryId.get('Payroll')}`);
    expect(both.total).toBe(
      KNOWLEDGE_QUESTIONS.filter((q) => q.tags?.includes('Manager') && q.category === 'Payroll').length,
    );
  });

  it('in edit mode shows only what the user may edit in the focused country', async () => {
    expect((await body('editMode=true&countryCode=ES', editor)).total).toBe(KNOWLEDGE_QUESTIONS.length);
    expect(await body('editMode=true&countryCode=DE', editor)).toEqual({ data: [], total: 0 });
    expect((await body('editMode=false&countryCode=DE', editor)).total).toBe(KNOWLEDGE_QUESTIONS.length);

    const headers = await memberHeaders(t, tenantId, ['normal-user'], {
      categories: [categoryId.get('Payroll')!, categoryId.get('Benefits')!],
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Questions/page?editMode=true&limit=100',
      headers,
    });
    const scoped: TPage = res.json();
    expect(scoped.total).toBe(
      KNOWLEDGE_QUESTIONS.filter((q) => q.category === 'Payroll' || q.category === 'Benefits').length,
    );
    expect(scoped.data.every((q) => ['Payroll', 'Benefits'].includes(q.category!.name))).toBe(true);
  });

  it('in edit mode needs one role covering both the country and the category', async () => {
    const user = await createUser(t.db);
    const { member } = await addMember(t.db, tenantId, user.id, ['normal-user'], {
      countries: [countryIdOf('ES')],
      categories: [categoryId.get('Payroll')!],
    });
    const [other] = await t.db
      .insert(roles)
      .values({
        customerId: tenantId,
        name: 'Benefits DE',
        permissions: ['normal-user'],
        countryRelated: true,
        categoryRelated: true,
      })
      .returning();
    await t.db.insert(roleCountries).values({ roleId: other!.id, countryId: countryIdOf('DE') });
    await t.db.insert(roleCategories).values({ roleId: other!.id, categoryId: categoryId.get('Benefits')! });
    await t.db.insert(customerUserRoles).values({ customerUserId: member.id, roleId: other!.id });
    const headers = {
      authorization: `Bearer ${await t.signToken(user.identityId!)}`,
      'x-tenant-id': String(tenantId),
    };
    const categoriesIn = async (country: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/Questions/page?editMode=true&limit=100&countryCode=${country}`,
        headers,
      });
      return new Set((res.json() as TPage).data.map((q) => q.category!.name));
    };
    expect(await categoriesIn('ES')).toEqual(new Set(['Payroll']));
    expect(await categoriesIn('DE')).toEqual(new Set(['Benefits']));
    expect(await categoriesIn('US')).toEqual(new Set());
  });

  it('lists the questions missing an enabled answer in a country, or globally', async () => {
    for (const country of ['ES', 'DE', 'US'] as const) {
      const texts = await allTexts(`missing=true&countryCode=${country}`);
      expect(texts.sort(), country).toEqual(missingIn(country).sort());
    }
    expect(missingIn('ES').length).toBeGreaterThan(0);
    expect((await allTexts('missing=true')).sort()).toEqual(missingIn('GLOBAL').sort());
    // a scheduled version does not count yet
    expect(missingIn('GLOBAL')).toContain('When does the new parental leave policy start?');
    expect(missingIn('GLOBAL')).not.toContain('Is there a gym or wellness allowance?');
  });

  it('counts a country switched off after scheduling a version as missing, once that date has passed', async () => {
    const DE = countryIdOf('DE');
    const tenant = (await createTenant(t.db, { countries: [DE] })).id;
    const q = await createQuestion(t.db, tenant, { text: 'Paused schedule?' });
    const day = 86_400_000;
    const own = { kind: 'answer' as const, itemId: q.id, countryId: DE, text: 'Own' };
    // saved first, for yesterday; then the country switched off from two days ago, saved later
    await createVersion(t.db, tenant, { ...own, validFrom: new Date(Date.now() - day) });
    await createVersion(t.db, tenant, { ...own, active: false, validFrom: new Date(Date.now() - 2 * day) });
    const admin = await memberWith(t, tenant, [...PERMISSIONS]);
    const missing = await getAs(t, '/api/Questions/page?missing=true&countryCode=DE', admin, tenant);
    expect((missing.json() as TPage).data.map((x) => x.text)).toEqual(['Paused schedule?']);
  });

  it('answers 400 with per-field messages for a malformed query', async () => {
    const res = await page('limit=0&offset=-1&categoryId=abc&editMode=maybe');
    expectApiError(res, 400, 'VALIDATION');
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'categoryId',
      'editMode',
      'limit',
      'offset',
    ]);
    const unknown = await page('countryCode=ZZ&missing=true');
    expectApiError(unknown, 400, 'VALIDATION');
    expect(unknown.json().error.fields).toEqual({ countryCode: ['Unknown country code'] });
  });

  it('keeps tenants apart and refuses users without the permission', async () => {
    const other: TPage = (await page('limit=100', t.seed.other.adminEmail, t.seed.other.id)).json();
    const own: TPage = (await page('limit=100')).json();
    const ownIds = new Set(own.data.map((q) => q.id));
    expect(other.total).toBeGreaterThan(0);
    expect(other.data.some((q) => ownIds.has(q.id))).toBe(false);
    const otherOnly = await memberWith(t, t.seed.other.id, [...PERMISSIONS]);
    expectApiError(await page('', otherOnly), 403, 'FORBIDDEN');
    expectApiError(await page('', await memberWith(t, tenantId, ['portal-webchat'])), 403, 'FORBIDDEN');
  });
});
