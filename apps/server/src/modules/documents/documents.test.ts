import type { InjectOptions } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentTemplate } from '../../test/factories/documents';
import { addMember, createUser } from '../../test/factories/users';
import { createTenant } from '../../test/factories/tenants';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createVersions } from '../../test/factories/versions';
import { authHeaders, expectApiError, memberWith } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { seedDocuments } from '../../demo/seed/documents';
import { DOCX_CONTENT_TYPE } from './documents.service';

const GERMANY = 3;

describe('documents routes', () => {
  let t: TSeededTestApp;
  let tenantId: number;
  let editor: string;
  let reader: string;
  let stranger: string;
  let noToolbox: { tenantId: number; email: string };

  const as = async (email: string, options: Omit<InjectOptions, 'headers'>, tenant = tenantId) =>
    t.app.inject({ ...options, headers: await authHeaders(t, email, tenant) } as InjectOptions);
  const save = (payload: object, email = editor, tenant?: number) =>
    as(email, { method: 'POST', url: '/api/Documents/', payload }, tenant);
  const list = (role: string, email = editor, tenant?: number) =>
    as(email, { method: 'GET', url: `/api/Documents/?role=${role}` }, tenant);

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    const features = ['Documents', 'ManagerToolBox'];
    tenantId = (await createTenant(t.db, { countries: [GERMANY], features })).id;
    editor = await memberWith(t, tenantId, ['normal-user', 'edit-documents']);
    reader = await memberWith(t, tenantId, ['normal-user']);
    stranger = await memberWith(t, t.seed.other.id, ['normal-user', 'edit-documents']);
    const bare = (await createTenant(t.db, { features: ['Documents'] })).id;
    const user = await createUser(t.db);
    await addMember(t.db, bare, user.id, ['normal-user', 'edit-documents']);
    noToolbox = { tenantId: bare, email: user.email };
  });
  afterAll(() => t.close());

  it('lists the templates of a folder with their New! end date', async () => {
    const until = new Date('2030-07-01T00:00:00Z');
    const template = await createDocumentTemplate(t.db, tenantId, {
      role: 'people-manager',
      newUntil: until,
    });
    const res = await as(reader, { method: 'GET', url: '/api/Documents/templates?role=people-manager' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      id: template.id,
      role: 'people-manager',
      name: template.name,
      description: template.description,
      content: template.content,
      newUntil: until.toISOString(),
    });
    const team = await as(reader, { method: 'GET', url: '/api/Documents/templates?role=team-member' });
    expect((team.json() as { id: number }[]).map((x) => x.id)).not.toContain(template.id);
  });

  it('gives the demo tenants a few templates per folder', async () => {
    const demo = (await createTenant(t.db, { features: ['Documents', 'ManagerToolBox'] })).id;
    await seedDocuments(t.db, new Map([['acme', demo]]));
    const email = await memberWith(t, demo, ['normal-user']);
    for (const role of ['people-manager', 'team-member']) {
      const res = await as(email, { method: 'GET', url: `/api/Documents/templates?role=${role}` }, demo);
      expect((res.json() as unknown[]).length).toBe(3);
    }
  });

  it('creates, reads and updates a document, sanitising its HTML', async () => {
    const template = await createDocumentTemplate(t.db, tenantId);
    const created = await save({
      id: 0,
      documentTemplateId: template.id,
      content: '<h2>Hi</h2><p onclick="x()">Ask {{hrEmail}}</p><script>alert(1)</script>',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json() as { id: number };
    const read = await as(reader, { method: 'GET', url: `/api/Documents/${id}` });
    expect(read.json()).toMatchObject({
      id,
      documentTemplateId: template.id,
      content: '<h2>Hi</h2><p>Ask {{hrEmail}}</p>',
      version: 1,
    });
    expect((await list('team-member', reader)).json()).toContainEqual(read.json());
    const updated = await save({ id, documentTemplateId: template.id, content: '<p>New</p>', version: 1 });
    expect(updated.statusCode).toBe(200);
    const again = await as(reader, { method: 'GET', url: `/api/Documents/${id}` });
    expect(again.json()).toMatchObject({ content: '<p>New</p>', version: 2 });
  });

  it('answers 409 to a stale update and to a second create, changing nothing', async () => {
    const template = await createDocumentTemplate(t.db, tenantId);
    const { id } = (await save({ id: 0, documentTemplateId: template.id, content: '<p>One</p>' })).json() as {
      id: number;
    };
    await save({ id, documentTemplateId: template.id, content: '<p>Two</p>', version: 1 });
    const stale = await save({ id, documentTemplateId: template.id, content: '<p>Three</p>', version: 1 });
    expectApiError(stale, 409, 'CONFLICT');
    const twice = await save({ id: 0, documentTemplateId: template.id, content: '<p>Four</p>' });
    expectApiError(twice, 409, 'CONFLICT');
    const read = await as(editor, { method: 'GET', url: `/api/Documents/${id}` });
    expect(read.json()).toMatchObject({ content: '<p>Two</p>', version: 2 });
  });

  it('refuses bad input with 400 and clear messages', async () => {
    const template = await createDocumentTemplate(t.db, tenantId);
    const empty = await save({ id: 0, documentTemplateId: template.id, content: '<p>  </p>' });
    expectApiError(empty, 400, 'VALIDATION');
    expect(empty.json().error.fields.content).toEqual(['Please write the document']);
    // only markup that the sanitiser removes is as empty as no text
    const onlyScript = await save({ id: 0, documentTemplateId: template.id, content: '<script>x</script>' });
    expectApiError(onlyScript, 400, 'VALIDATION');
    const noVersion = await save({ id: 5, documentTemplateId: template.id, content: '<p>x</p>' });
    expectApiError(noVersion, 400, 'VALIDATION');
    expectApiError(await save({ documentTemplateId: 'x', content: '<p>x</p>' }), 400, 'VALIDATION');
    expectApiError(await list('boss'), 400, 'VALIDATION');
    const badCountry = await as(editor, {
      method: 'GET',
      url: `/api/Documents/templates/${template.id}/download?country=`,
    });
    expectApiError(badCountry, 400, 'VALIDATION');
    const tooLong = await save({
      id: 0,
      documentTemplateId: template.id,
      content: `<p>${'a'.repeat(200_001)}</p>`,
    });
    expectApiError(tooLong, 400, 'VALIDATION');
  });

  it('needs edit-documents to save, and the Documents feature for everything', async () => {
    const template = await createDocumentTemplate(t.db, tenantId);
    const res = await save({ id: 0, documentTemplateId: template.id, content: '<p>x</p>' }, reader);
    expectApiError(res, 403, 'FORBIDDEN');
    const withoutFeature = (await createTenant(t.db)).id;
    const user = await createUser(t.db);
    await addMember(t.db, withoutFeature, user.id, ['normal-user', 'edit-documents']);
    expectApiError(await list('team-member', user.email, withoutFeature), 403, 'FORBIDDEN');
  });

  it('shows People Manager documents only with ManagerToolBox, Team Member ones always', async () => {
    const pm = await createDocumentTemplate(t.db, noToolbox.tenantId, { role: 'people-manager' });
    expectApiError(await list('people-manager', noToolbox.email, noToolbox.tenantId), 403, 'FORBIDDEN');
    const templates = await as(
      noToolbox.email,
      { method: 'GET', url: '/api/Documents/templates?role=people-manager' },
      noToolbox.tenantId,
    );
    expectApiError(templates, 403, 'FORBIDDEN');
    const saved = await save(
      { id: 0, documentTemplateId: pm.id, content: '<p>x</p>' },
      noToolbox.email,
      noToolbox.tenantId,
    );
    expectApiError(saved, 403, 'FORBIDDEN');
    expect((await list('team-member', noToolbox.email, noToolbox.tenantId)).statusCode).toBe(200);
  });

  it("gives a member of another tenant nothing of this tenant's documents", async () => {
    const template = await createDocumentTemplate(t.db, tenantId);
    const { id } = (
      await save({ id: 0, documentTemplateId: template.id, content: '<p>Secret</p>' })
    ).json() as {
      id: number;
    };
    // with this tenant's id: not a member
    expectApiError(await list('team-member', stranger), 403, 'FORBIDDEN');
    // with their own tenant's id: the ids are not theirs
    const get = await as(stranger, { method: 'GET', url: `/api/Documents/${id}` }, t.seed.other.id);
    expectApiError(get, 404, 'NOT_FOUND');
    const write = await save(
      { id, documentTemplateId: template.id, content: '<p>Mine</p>', version: 1 },
      stranger,
      t.seed.other.id,
    );
    expectApiError(write, 404, 'NOT_FOUND');
    const download = await as(
      stranger,
      { method: 'GET', url: `/api/Documents/templates/${template.id}/download?country=DE` },
      t.seed.other.id,
    );
    expectApiError(download, 404, 'NOT_FOUND');
    const theirs = (await list('team-member', stranger, t.seed.other.id)).json() as { id: number }[];
    expect(theirs.map((d) => d.id)).not.toContain(id);
    const read = await as(editor, { method: 'GET', url: `/api/Documents/${id}` });
    expect(read.json()).toMatchObject({ content: '<p>Secret</p>', version: 1 });
  });

  it('downloads a real Word document with the placeholders filled for the country', async () => {
    const placeholder = await createPlaceholder(t.db, tenantId, { keyWord: 'docCity' });
    await createVersions(t.db, tenantId, 'placeholder', [
      { itemId: placeholder.id, countryId: 1, text: 'Anytown' },
      { itemId: placeholder.id, countryId: GERMANY, text: 'Berlin & Mitte' },
    ]);
    const template = await createDocumentTemplate(t.db, tenantId, {
      name: 'Welcome letter',
      content:
        '<h1>Welcome</h1><p>Our office is in <strong>{{docCity}}</strong>.</p><ul><li><p>Bring your ID</p></li></ul>',
    });
    const res = await as(reader, {
      method: 'GET',
      url: `/api/Documents/templates/${template.id}/download?country=de`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toContain('filename="Welcome letter (DE).docx"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
    const xml = strFromU8(files['word/document.xml']!);
    expect(xml).toContain('Berlin &amp; Mitte');
    expect(xml).toContain('Bring your ID');
    expect(xml).toContain('w:val="Heading1"');
    expect(xml).not.toContain('{{docCity}}');
    // the tenant's own text wins over the template's once saved; a country the tenant lacks is not found
    await save({ id: 0, documentTemplateId: template.id, content: '<p>See you in {{docCity}}!</p>' });
    const elsewhere = await as(reader, {
      method: 'GET',
      url: `/api/Documents/templates/${template.id}/download?country=US`,
    });
    expectApiError(elsewhere, 404, 'NOT_FOUND');
    const own = await as(reader, {
      method: 'GET',
      url: `/api/Documents/templates/${template.id}/download?country=DE`,
    });
    expect(strFromU8(unzipSync(new Uint8Array(own.rawPayload))['word/document.xml']!)).toContain(
      'See you in Berlin &amp; Mitte!',
    );
  });
});
