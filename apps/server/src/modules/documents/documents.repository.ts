import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDocumentRole } from '@askhr/shared/documents/documents.schemas';
import type { TDb } from '../../db/client';
import { documents, documentTemplates } from '../../db/schema-documents';

const templateColumns = {
  id: documentTemplates.id,
  role: documentTemplates.role,
  name: documentTemplates.name,
  description: documentTemplates.description,
  content: documentTemplates.content,
  newUntil: documentTemplates.newUntil,
};
const documentColumns = {
  id: documents.id,
  documentTemplateId: documents.documentTemplateId,
  content: documents.content,
  lastCustomerUserId: documents.lastCustomerUserId,
  lastUpdated: documents.lastUpdated,
  version: documents.version,
};
export type TDocumentRow = { [K in keyof typeof documentColumns]: (typeof documents.$inferSelect)[K] };

export async function findTemplates(db: TDb, customerId: number, role: TDocumentRole) {
  return db
    .select(templateColumns)
    .from(documentTemplates)
    .where(and(eq(documentTemplates.customerId, customerId), eq(documentTemplates.role, role)))
    .orderBy(asc(documentTemplates.position), asc(documentTemplates.id));
}

export async function findTemplate(db: TDb, customerId: number, id: number) {
  const rows = await db
    .select(templateColumns)
    .from(documentTemplates)
    .where(and(eq(documentTemplates.customerId, customerId), eq(documentTemplates.id, id)));
  return rows[0];
}

/** The tenant's documents of the templates of one folder. */
export async function findDocuments(db: TDb, customerId: number, role: TDocumentRole) {
  return db
    .select(documentColumns)
    .from(documents)
    .innerJoin(documentTemplates, eq(documentTemplates.id, documents.documentTemplateId))
    .where(and(eq(documents.customerId, customerId), eq(documentTemplates.role, role)))
    .orderBy(asc(documents.id));
}

export async function findDocument(db: TDb, customerId: number, id: number) {
  const rows = await db
    .select({ ...documentColumns, role: documentTemplates.role })
    .from(documents)
    .innerJoin(documentTemplates, eq(documentTemplates.id, documents.documentTemplateId))
    .where(and(eq(documents.customerId, customerId), eq(documents.id, id)));
  return rows[0];
}

export async function findDocumentOfTemplate(db: TDb, customerId: number, templateId: number) {
  const rows = await db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.customerId, customerId), eq(documents.documentTemplateId, templateId)));
  return rows[0];
}

type TWrite = { content: string; lastCustomerUserId: number };

/** Undefined when the tenant already has a document of the template (someone saved it meanwhile). */
export async function insertDocument(db: TDb, customerId: number, templateId: number, write: TWrite) {
  const rows = await db
    .insert(documents)
    .values({ customerId, documentTemplateId: templateId, ...write })
    .onConflictDoNothing()
    .returning({ id: documents.id });
  return rows[0]?.id;
}

/** Compare-and-set on `version`: undefined when the document changed or went meanwhile. */
export async function updateDocument(
  db: TDb,
  customerId: number,
  id: number,
  version: number,
  write: TWrite,
) {
  const rows = await db
    .update(documents)
    .set({ ...write, version: sql`${documents.version} + 1`, lastUpdated: sql`now()` })
    .where(and(eq(documents.customerId, customerId), eq(documents.id, id), eq(documents.version, version)))
    .returning({ id: documents.id });
  return rows[0]?.id;
}

export async function insertTemplates(
  db: TDb,
  customerId: number,
  rows: readonly Omit<typeof documentTemplates.$inferInsert, 'customerId'>[],
) {
  if (rows.length === 0) return;
  await db.insert(documentTemplates).values(rows.map((row) => ({ ...row, customerId })));
}
