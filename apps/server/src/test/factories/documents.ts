import type { TDocumentRole } from '@askhr/shared/documents/documents.schemas';
import type { TDb } from '../../db/client';
import { documents, documentTemplates } from '../../db/schema-documents';

let templates = 0;

export async function createDocumentTemplate(
  db: TDb,
  customerId: number,
  opts: { role?: TDocumentRole; name?: string; content?: string; newUntil?: Date | null } = {},
) {
  templates += 1;
  const [row] = await db
    .insert(documentTemplates)
    .values({
      customerId,
      role: opts.role ?? 'team-member',
      name: opts.name ?? `Template ${templates}`,
      description: 'A template of the tests',
      content: opts.content ?? '<h1>Welcome</h1><p>Write to {{hrEmail}}.</p>',
      newUntil: opts.newUntil ?? null,
      position: 100 + templates,
    })
    .returning();
  return row!;
}

/** The tenant's document of the template, as a save would leave it. */
export async function createDocument(
  db: TDb,
  customerId: number,
  templateId: number,
  content = '<p>Ours</p>',
) {
  const [row] = await db
    .insert(documents)
    .values({ customerId, documentTemplateId: templateId, content })
    .returning();
  return row!;
}

/** The ids the access samples point at: a template of the tenant and its document. */
export async function documentSampleIds(db: TDb, customerId: number) {
  const template = await createDocumentTemplate(db, customerId);
  const document = await createDocument(db, customerId, template.id);
  return { documentTemplate: template.id, document: document.id };
}
