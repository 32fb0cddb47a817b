import {
  DOCUMENT_FILLED_TOO_LONG,
  documentNestingProblem,
  fillDocumentHtml,
  isFilledDocumentTooLong,
} from '@askhr/shared/documents/document-html';
import {
  DOCUMENT_CONTENT_REQUIRED,
  type TDocument,
  type TDocumentRole,
  type TDocumentSave,
  type TDocumentTemplate,
} from '@askhr/shared/documents/documents.schemas';
import type { TTenantContext } from '../../auth/guard';
import type { TDb } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { knowledgeContext, tenantCountry } from '../versioned-values/edit-rights.service';
import { placeholderEntries } from '../versioned-values/placeholder-entries.service';
import { cleanDocumentHtml, documentToDocx } from './document-worker';
import {
  findDocument,
  findDocumentOfTemplate,
  findDocuments,
  findTemplate,
  findTemplates,
  insertDocument,
  updateDocument,
  type TDocumentRow,
} from './documents.repository';
import { STALE_MESSAGES } from '@askhr/shared/errors/stale-messages';

/** The media type of a Word document, for the download's Content-Type. */
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const STALE_DOCUMENT_MESSAGE = STALE_MESSAGES.document;
export const UPGRADE_MESSAGE = 'People Manager documents need the Manager Toolbox. Upgrade to use them.';
const DOCUMENT_NOT_FOUND = 'Document not found.';
const TEMPLATE_NOT_FOUND = 'Document template not found.';

/** People Manager documents come with the ManagerToolBox feature; Team Member ones always. */
function assertFolder(tenant: TTenantContext, role: string) {
  if (role === 'people-manager' && !tenant.features.has('ManagerToolBox')) throw forbidden(UPGRADE_MESSAGE);
}

const presentDocument = (row: TDocumentRow): TDocument => ({
  ...row,
  lastUpdated: row.lastUpdated.toISOString(),
});

export async function listTemplates(db: TDb, tenant: TTenantContext, role: TDocumentRole) {
  assertFolder(tenant, role);
  const rows = await findTemplates(db, tenant.customerId, role);
  return rows.map((row): TDocumentTemplate => ({
    ...row,
    role: row.role as TDocumentRole,
    newUntil: row.newUntil?.toISOString() ?? null,
  }));
}

export async function listDocuments(db: TDb, tenant: TTenantContext, role: TDocumentRole) {
  assertFolder(tenant, role);
  return (await findDocuments(db, tenant.customerId, role)).map(presentDocument);
}

export async function getDocument(db: TDb, tenant: TTenantContext, id: number) {
  const row = await findDocument(db, tenant.customerId, id);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  assertFolder(tenant, row.role);
  const { role: _role, ...document } = row;
  return presentDocument(document);
}

async function templateOf(db: TDb, tenant: TTenantContext, id: number) {
  const template = await findTemplate(db, tenant.customerId, id);
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  assertFolder(tenant, template.role);
  return template;
}

/**
 * Creates the tenant's document of a template (id missing or <= 0) or updates it from the version
 * it was read at; the HTML is sanitised first, and a document left without text, or nested deeper
 * than the limits, is refused.
 */
export async function saveDocument(db: TDb, tenant: TTenantContext, body: TDocumentSave) {
  await templateOf(db, tenant, body.documentTemplateId);
  const { content, hasText, nesting } = await cleanDocumentHtml(body.content);
  if (!hasText) throw badRequest(DOCUMENT_CONTENT_REQUIRED, { content: [DOCUMENT_CONTENT_REQUIRED] });
  const tooDeep = documentNestingProblem(nesting);
  if (tooDeep) throw badRequest(tooDeep, { content: [tooDeep] });
  const write = { content, lastCustomerUserId: tenant.customerUserId };
  if (body.id === undefined || body.id <= 0) {
    const id = await insertDocument(db, tenant.customerId, body.documentTemplateId, write);
    if (id === undefined) throw conflict(STALE_DOCUMENT_MESSAGE);
    return { id, customerId: tenant.customerId };
  }
  if (body.version === undefined)
    throw badRequest('An update needs the version it was made from.', { version: ['Required'] });
  const existing = await findDocument(db, tenant.customerId, body.id);
  if (!existing) throw notFound(DOCUMENT_NOT_FOUND);
  if (existing.documentTemplateId !== body.documentTemplateId)
    throw badRequest('The document belongs to another template.', { documentTemplateId: ['Mismatch'] });
  const id = await updateDocument(db, tenant.customerId, body.id, body.version, write);
  if (id === undefined) throw conflict(STALE_DOCUMENT_MESSAGE);
  return { id, customerId: tenant.customerId };
}

/** A file name Word and every browser accept: the template's name and the country code. */
const fileNameOf = (name: string, countryCode: string) =>
  `${name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'document'} (${countryCode}).docx`;

/**
 * The tenant's text of a template (or the template's own, before anyone saved it) as a Word
 * document, its placeholders filled with the country's values as the bot fills an answer.
 */
export async function downloadDocument(
  db: TDb,
  tenant: TTenantContext,
  templateId: number,
  countryCode: string,
) {
  const template = await templateOf(db, tenant, templateId);
  const country = tenantCountry(knowledgeContext(tenant), countryCode);
  const [document, entries] = await Promise.all([
    findDocumentOfTemplate(db, tenant.customerId, templateId),
    placeholderEntries(db, tenant.customerId, country.id),
  ]);
  const content = document?.content ?? template.content;
  if (isFilledDocumentTooLong(content, entries)) throw new AppError(413, DOCUMENT_FILLED_TOO_LONG);
  const html = fillDocumentHtml(content, entries).text;
  return {
    fileName: fileNameOf(template.name, country.code),
    body: await documentToDocx(html, template.name),
  };
}
