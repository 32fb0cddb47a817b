import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TItemStatus,
  TValueHistoryEntry,
} from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { TPlaceholder, TPlaceholderValue } from '@askhr/shared/placeholders/placeholders.schemas';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { addMember, createUser } from '../../test/factories/users';
import { createCategory } from '../../test/factories/categories';
import { createTenant } from '../../test/factories/tenants';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createQuestion, createTag } from '../../test/factories/questions';
import { createVersion, createVersions } from '../../test/factories/versions';
import { requestAs } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { expectApiError, memberWith } from '../../test/kits/access';

const ES = 2;
const DE = 3;

/** A tenant of its own, so that keywords never meet those of the demo knowledge base. */
describe('placeholders API', () => {
  let t: TSeededTestApp;
  let acme: number;
  let ADMIN: string;
  let EDITOR_ES: string;
  let hr: { id: number };
  let benefits: { id: number; name: string };
  let remote: { id: number };
  let email: { id: number };
  let phone: { id: number };
  let days: { id: number };

  const as = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    requestAs(t, method, url, who, acme, payload);
  const values = async (placeholderId: number, who = ADMIN) =>
    (
      await as(who, 'GET', `/api/Placeholders/values?placeholderId=${placeholderId}`)
    ).json() as TPlaceholderValue[];
  const page = async (query: string, who = ADMIN) => {
    const res = await as(who, 'GET', `/api/Placeholders/page?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: TPlaceholder[]; total: number };
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    acme = (await createTenant(t.db, { countries: [2, 3, 4, 5, 6] })).id;
    ADMIN = await memberWith(t, acme, [...PERMISSIONS]);
    const editor = await createUser(t.db);
    await addMember(t.db, acme, editor.id, ['normal-user'], { countries: [ES] });
    EDITOR_ES = editor.email;
    hr = await createCategory(t.db, acme, 'HR test');
    benefits = await createCategory(t.db, acme, 'Benefits test');
    remote = await createTag(t.db, acme, 'Remote test');
    email = await createPlaceholder(t.db, acme, {
      keyWord: 'hrEmail',
      description: 'Mailbox of HR',
      categoryId: hr.id,
      tagIds: [remote.id],
    });
    phone = await createPlaceholder(t.db, acme, { keyWord: 'hrPhone', info: 'Call us', categoryId: hr.id });
    days = await createPlaceholder(t.db, acme, { keyWord: 'vacationDays', categoryId: benefits.id });
    await createVersion(t.db, acme, {
      kind: 'placeholder',
      itemId: email.id,
      countryId: 1,
      text: 'hr@acme.test',
    });
    await createVersion(t.db, acme, { kind: 'placeholder', itemId: days.id, countryId: ES, text: '23' });
  });
  afterAll(() => t.close());

  it('pages placeholders by keyword with text, category and tag filters', async () => {
    const all = await page('');
    expect(all.data.map((p) => p.keyWord)).toEqual(['hrEmail', 'hrPhone', 'vacationDays']);
    expect(all.data[0]).toEqual({
      id: email.id,
      keyWord: 'hrEmail',
      info: '',
      description: 'Mailbox of HR',
      category: { id: hr.id, name: 'HR test' },
      placeholderTags: [{ tagId: remote.id, tag: { id: remote.id, name: 'Remote test' } }],
    });
    expect((await page('description=call')).data.map((p) => p.keyWord)).toEqual(['hrPhone']);
    expect((await page('description=MAILBOX')).data.map((p) => p.keyWord)).toEqual(['hrEmail']);
    expect((await page('description=%25')).total).toBe(0);
    expect((await page(`categoryId=${benefits.id}`)).data.map((p) => p.keyWord)).toEqual(['vacationDays']);
    expect((await page(`tagId=${remote.id}`)).data.map((p) => p.keyWord)).toEqual(['hrEmail']);
    expect(await page('offset=1&limit=1')).toMatchObject({ total: 3, data: [{ keyWord: 'hrPhone' }] });
  });

  it('filters what is missing in a country and what the user can edit', async () => {
    expect((await page('countryCode=ES&missing=true')).data.map((p) => p.keyWord)).toEqual(['hrPhone']);
    expect((await page('countryCode=DE&missing=true')).data.map((p) => p.keyWord)).toEqual([
      'hrPhone',
      'vacationDays',
    ]);
    const user = await createUser(t.db);
    await addMember(t.db, acme, user.id, ['normal-user'], { categories: [benefits.id] });
    expect((await page('editMode=true', user.email)).data.map((p) => p.keyWord)).toEqual(['vacationDays']);
    expect((await page('editMode=true&countryCode=DE', EDITOR_ES)).total).toBe(0);
    expect((await page('editMode=true&countryCode=ES', EDITOR_ES)).total).toBe(3);
  });

  it('gets one placeholder, and 404 for another tenant', async () => {
    expect((await as(ADMIN, 'GET', `/api/Placeholders/${phone.id}`)).json()).toMatchObject({
      keyWord: 'hrPhone',
    });
    const foreign = await createPlaceholder(t.db, t.seed.other.id);
    for (const url of [
      `/api/Placeholders/${foreign.id}`,
      `/api/Placeholders/values?placeholderId=${foreign.id}`,
      `/api/Placeholders/${foreign.id}/uses`,
      `/api/Placeholders/${foreign.id}/history`,
    ])
      expectApiError(await as(ADMIN, 'GET', url), 404, 'NOT_FOUND');
    expectApiError(
      await as(ADMIN, 'POST', '/api/Placeholders/', { placeholderId: foreign.id, countryId: 1, text: 'x' }),
      404,
      'NOT_FOUND',
    );
  });

  it('lists values per country like answers, with global fallback, current and status', async () => {
    const cards = await values(email.id);
    expect(cards.map((c) => c.countryId)).toEqual([1, 6, 3, 5, 2, 4]);
    expect(cards[0]).toMatchObject({
      placeholderId: email.id,
      value: 'hr@acme.test',
      active: true,
      new: false,
    });
    expect(cards.find((c) => c.countryId === ES)).toMatchObject({
      id: 0,
      value: '',
      new: true,
      hasGlobal: true,
    });
    const es = await as(ADMIN, 'GET', `/api/Placeholders/values/ES?placeholderId=${days.id}`);
    expect((es.json() as TPlaceholderValue[]).map((c) => [c.countryId, c.value])).toEqual([[ES, '23']]);

    const current = await as(
      ADMIN,
      'GET',
      `/api/Placeholders/current?placeholders=${email.id},${days.id},${phone.id}&countryFocus=ES`,
    );
    expect(
      (current.json() as TPlaceholderValue[]).map((v) => [v.placeholderId, v.value, v.hasGlobal]),
    ).toEqual([
      [email.id, 'hr@acme.test', true],
      [days.id, '23', false],
      [phone.id, '', false],
    ]);
    const status = await as(ADMIN, 'GET', `/api/Placeholders/status?placeholders=${days.id}`);
    expect(status.json()).toEqual([
      { id: days.id, enabledCountries: [ES], disabledCountries: [1, 6, 3, 5, 4] },
    ] satisfies TItemStatus[]);
  });

  it("gives every placeholder's value in force in a country", async () => {
    const res = await as(ADMIN, 'GET', '/api/Placeholders/Globals/ES');
    expect(res.json()).toEqual([
      { keyWord: 'hrEmail', value: 'hr@acme.test' },
      { keyWord: 'hrPhone', value: null },
      { keyWord: 'vacationDays', value: '23' },
    ]);
    expectApiError(await as(ADMIN, 'GET', '/api/Placeholders/Globals/FR'), 404, 'NOT_FOUND');
  });

  it('lists the questions whose answers use the keyword', async () => {
    const uses = await createQuestion(t.db, acme, { text: 'Whom do I mail?' });
    const german = await createQuestion(t.db, acme, { text: 'German only' });
    const similar = await createQuestion(t.db, acme, { text: 'Similar keyword' });
    await createVersions(t.db, acme, 'answer', [
      { itemId: uses.id, countryId: 1, text: 'Mail {{ HREMAIL }}' },
      { itemId: german.id, countryId: DE, text: '{{hrEmail}}' },
      { itemId: similar.id, countryId: 1, text: '{{hrEmail2}}' },
    ]);
    const all = await as(ADMIN, 'GET', `/api/Placeholders/${email.id}/uses`);
    expect(all.json()).toEqual([
      { id: german.id, text: 'German only' },
      { id: uses.id, text: 'Whom do I mail?' },
    ]);
    const inSpain = await as(ADMIN, 'GET', `/api/Placeholders/${email.id}/uses?countryCode=ES`);
    expect(inSpain.json()).toEqual([{ id: uses.id, text: 'Whom do I mail?' }]);
  });

  it('fills the placeholders of an answer preview with the values in force in the country', async () => {
    const q = await createQuestion(t.db, acme);
    await createVersion(t.db, acme, {
      kind: 'answer',
      itemId: q.id,
      countryId: 1,
      text: 'Mail {{hrEmail}}, call {{ hrPhone }}, rest {{vacationDays}} days, {{unknownOne}}.',
    });
    const preview = async (code: string) =>
      (await as(ADMIN, 'GET', `/api/UserAnswers/preview?questionId=${q.id}&countryCode=${code}`)).json();
    expect(await preview('ES')).toMatchObject({
      reason: null,
      hasGlobal: true,
      text: 'Mail hr@acme.test, call @hrPhone, rest 23 days, @unknownOne.',
      unknownPlaceholders: ['unknownOne'],
      missingPlaceholders: ['hrPhone'],
    });
    expect((await preview('DE')).text).toBe(
      'Mail hr@acme.test, call @hrPhone, rest @vacationDays days, @unknownOne.',
    );
  });

  it('saves one value or a list, removes a country value, keeps history and restores', async () => {
    const p = await createPlaceholder(t.db, acme, { keyWord: 'officeCity' });
    const one = await as(ADMIN, 'POST', '/api/Placeholders/', {
      placeholderId: p.id,
      countryId: 1,
      text: 'Madrid',
    });
    expect(one.json()).toEqual([{ id: expect.any(Number), customerId: acme }]);
    const listed = await as(ADMIN, 'POST', '/api/Placeholders/', [
      { placeholderId: p.id, countryId: DE, text: 'Berlin' },
      { id: one.json()[0].id, placeholderId: p.id, countryId: 1, text: 'Lisbon' },
    ]);
    expect(listed.statusCode).toBe(200);
    expect((await values(p.id)).find((v) => v.countryId === 1)?.value).toBe('Lisbon');

    const removed = await as(ADMIN, 'DELETE', `/api/Placeholders/DE?placeholderId=${p.id}`);
    expect(removed.json()).toEqual({ removed: 1 });
    expect((await values(p.id)).find((v) => v.countryId === DE)).toMatchObject({
      new: true,
      hasGlobal: true,
    });

    const history = (
      await as(ADMIN, 'GET', `/api/Placeholders/${p.id}/history`)
    ).json() as TValueHistoryEntry[];
    expect(history.map((h) => [h.countryId, h.text, h.change])).toEqual([
      [1, 'Lisbon', 'edited'],
      [DE, 'Berlin', 'removed'],
      [1, 'Madrid', 'created'],
    ]);
    expect((await as(ADMIN, 'GET', `/api/Placeholders/${p.id}/history?countryId=1`)).json()).toHaveLength(2);
    const restored = await as(ADMIN, 'POST', `/api/Placeholders/history/${history[2]!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect((await values(p.id)).find((v) => v.countryId === 1)?.value).toBe('Madrid');
  });

  it('refuses a stale value update with 409', async () => {
    const p = await createPlaceholder(t.db, acme, { keyWord: 'staleTest' });
    const [first] = (
      await as(ADMIN, 'POST', '/api/Placeholders/', { placeholderId: p.id, countryId: ES, text: 'a' })
    ).json();
    const update = { id: first.id, placeholderId: p.id, countryId: ES, text: 'b' };
    expect((await as(ADMIN, 'POST', '/api/Placeholders/', update)).statusCode).toBe(200);
    expectApiError(await as(ADMIN, 'POST', '/api/Placeholders/', { ...update, text: 'c' }), 409, 'CONFLICT');
    expect((await values(p.id)).find((v) => v.countryId === ES)?.value).toBe('b');
  });

  it("refuses countries and categories outside the user's roles with 403", async () => {
    const save = (who: string, countryId: number, placeholderId = phone.id) =>
      as(who, 'POST', '/api/Placeholders/', { placeholderId, countryId, text: 'x' });
    expect((await save(EDITOR_ES, ES)).statusCode).toBe(200);
    expectApiError(await save(EDITOR_ES, DE), 403, 'FORBIDDEN');
    expectApiError(
      await as(EDITOR_ES, 'DELETE', `/api/Placeholders/DE?placeholderId=${phone.id}`),
      403,
      'FORBIDDEN',
    );
    const user = await createUser(t.db);
    await addMember(t.db, acme, user.id, ['normal-user'], { categories: [benefits.id] });
    expect((await save(user.email, DE, days.id)).statusCode).toBe(200);
    expectApiError(await save(user.email, DE, phone.id), 403, 'FORBIDDEN');
    expect((await values(phone.id, user.email)).some((v) => v.editable)).toBe(false);
  });

  it('refuses malformed queries and bodies with per-field messages', async () => {
    for (const url of [
      '/api/Placeholders/page?limit=0',
      '/api/Placeholders/page?categoryId=x',
      '/api/Placeholders/current?placeholders=1',
      '/api/Placeholders/status?placeholders=',
      '/api/Placeholders/values?placeholderId=-1',
      '/api/Placeholders/abc',
      '/api/Placeholders/1/history?countryId=x',
    ])
      expectApiError(await as(ADMIN, 'GET', url), 400, 'VALIDATION');
    const res = await as(ADMIN, 'POST', '/api/Placeholders/', {
      placeholderId: phone.id,
      countryId: 1,
      text: '',
    });
    expectApiError(res, 400, 'VALIDATION');
    expect(res.json().error.fields).toBeDefined();
    const past = await as(ADMIN, 'POST', '/api/Placeholders/', {
      placeholderId: phone.id,
      countryId: 1,
      text: 'x',
      validFrom: '2001-01-01T00:00:00Z',
    });
    expectApiError(past, 400, 'VALIDATION');
  });
});
