import type { InjectOptions } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_FILLED_TOO_LONG } from '@askhr/shared/documents/document-html';
import { DOCUMENT_MAX_LIST_DEPTH, DOCUMENT_MAX_MARK_DEPTH } from '@askhr/shared/documents/documents.schemas';
import { createDocument, createDocumentTemplate } from '../../test/factories/documents';
import { createTenant } from '../../test/factories/tenants';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createVersion } from '../../test/factories/versions';
import { authHeaders, expectApiError, memberWith } from '../../test/kits/access';
import { createTestApp, type TTestApp } from '../../test/app';

const SPAIN = 2;

const nestedMarks = (depth: number) => `<p>${'<b>'.repeat(depth)}Deep${'</b>'.repeat(depth)}</p>`;
const nestedLists = (depth: number) => `${'<ul><li><p>Level</p>'.repeat(depth)}${'</li></ul>'.repeat(depth)}`;
const nestedQuotes = (depth: number) =>
  `${'<blockquote>'.repeat(depth)}<p>Quoted</p>${'</blockquote>'.repeat(depth)}`;

/** Markup a save may hold and a Word file must survive: deep nesting, links filled with unsafe values. */
describe('documents: deep markup and filled links', () => {
  let t: TTestApp;
  let tenantId: number;
  let editor: string;
  let reader: string;

  const as = async (email: string, options: Omit<InjectOptions, 'headers'>) =>
    t.app.inject({ ...options, headers: await authHeaders(t, email, tenantId) } as InjectOptions);
  const save = (payload: object) => as(editor, { method: 'POST', url: '/api/Documents/', payload });
  const download = (templateId: number, country = 'ES') =>
    as(reader, { method: 'GET', url: `/api/Documents/templates/${templateId}/download?country=${country}` });
  const filesOf = (payload: Buffer) => {
    const files = unzipSync(new Uint8Array(payload));
    return {
      document: strFromU8(files['word/document.xml']!),
      relationships: strFromU8(files['word/_rels/document.xml.rels']!),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { countries: [SPAIN], features: ['Documents'] })).id;
    editor = await memberWith(t, tenantId, ['normal-user', 'edit-documents']);
    reader = await memberWith(t, tenantId, ['normal-user']);
  });
  afterAll(() => t.close());

  it('refuses a save nested deeper than an editor ever goes, with a message on the content', async () => {
    for (const content of [nestedMarks(2000), nestedLists(5000), nestedQuotes(5000)]) {
      const template = await createDocumentTemplate(t.db, tenantId);
      const res = await save({ id: 0, documentTemplateId: template.id, content });
      expectApiError(res, 400, 'VALIDATION');
      expect(res.json().error.fields.content).toHaveLength(1);
      const listed = await as(reader, { method: 'GET', url: '/api/Documents/?role=team-member' });
      expect(
        (listed.json() as { documentTemplateId: number }[]).map((d) => d.documentTemplateId),
      ).not.toContain(template.id);
    }
  });

  it('saves a document nested as deep as the limits allow', async () => {
    const content = nestedLists(DOCUMENT_MAX_LIST_DEPTH) + nestedMarks(DOCUMENT_MAX_MARK_DEPTH);
    const template = await createDocumentTemplate(t.db, tenantId);
    const res = await save({ id: 0, documentTemplateId: template.id, content });
    expect(res.statusCode, res.body).toBe(200);
    expect((await download(template.id)).statusCode).toBe(200);
  });

  it('downloads a deeply nested document stored before the limits', async () => {
    const content = nestedMarks(2000) + nestedLists(5000) + nestedQuotes(5000);
    const template = await createDocumentTemplate(t.db, tenantId);
    await createDocument(t.db, tenantId, template.id, content);
    const res = await download(template.id);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const { document } = filesOf(res.rawPayload);
    expect(document).toContain('Deep');
    expect(document).toContain('Quoted');
    expect(document.split('Level').length - 1).toBe(5000);
  });

  it('writes a link whose filled destination is not a web or mail address as its label only', async () => {
    const placeholder = await createPlaceholder(t.db, tenantId, { keyWord: 'hrPortal' });
    await createVersion(t.db, tenantId, {
      kind: 'placeholder',
      itemId: placeholder.id,
      countryId: SPAIN,
      text: 'javascript:alert(document.domain)',
    });
    const template = await createDocumentTemplate(t.db, tenantId, {
      content:
        '<p>Open the <a href="{{hrPortal}}">HR portal</a> or the ' +
        '<a href="https://acme.test/handbook">handbook</a>.</p>',
    });
    const res = await download(template.id);
    expect(res.statusCode).toBe(200);
    const { document, relationships } = filesOf(res.rawPayload);
    expect(relationships).not.toMatch(/javascript/i);
    expect(relationships).toContain('https://acme.test/handbook');
    expect(document).toContain('HR portal');
    expect(document.match(/<w:hyperlink /g)).toHaveLength(1);
  });

  it('refuses with 413 a download whose placeholders would fill it past the limit, building nothing', async () => {
    const placeholder = await createPlaceholder(t.db, tenantId, { keyWord: 'amp' });
    await createVersion(t.db, tenantId, {
      kind: 'placeholder',
      itemId: placeholder.id,
      countryId: SPAIN,
      text: '&'.repeat(2000),
    });
    // 200 KB of the value's keyword: 400 MB once filled and escaped
    const template = await createDocumentTemplate(t.db, tenantId, {
      content: `<p>${'{{amp}}'.repeat(28_000)}</p>`,
    });
    const refused = await download(template.id);
    expectApiError(refused, 413, 'TOO_LARGE');
    expect(refused.json().error.message).toBe(DOCUMENT_FILLED_TOO_LONG);
    // a few uses of the same value fill as usual
    const short = await createDocumentTemplate(t.db, tenantId, { content: '<p>{{amp}} and {{amp}}</p>' });
    expect((await download(short.id)).statusCode).toBe(200);
  });
});
