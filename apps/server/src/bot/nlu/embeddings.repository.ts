import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { textEmbeddings } from '../../db/schema';

/** Keys per query: far below PostgreSQL's limit of bound parameters. */
const CHUNK = 1_000;

/** The cached vectors of these texts (by hash) of the tenant for the model; missing ones are absent. */
export async function findTextEmbeddings(
  db: TDb,
  customerId: number,
  model: string,
  textHashes: readonly string[],
): Promise<Map<string, Float32Array>> {
  const found = new Map<string, Float32Array>();
  for (let start = 0; start < textHashes.length; start += CHUNK) {
    const rows = await db
      .select({ textHash: textEmbeddings.textHash, vector: textEmbeddings.vector })
      .from(textEmbeddings)
      .where(
        and(
          eq(textEmbeddings.customerId, customerId),
          eq(textEmbeddings.model, model),
          inArray(textEmbeddings.textHash, textHashes.slice(start, start + CHUNK)),
        ),
      );
    for (const row of rows) found.set(row.textHash, row.vector);
  }
  return found;
}

/** Keeps new vectors of the tenant's texts; a text another process embedded meanwhile stays as it is. */
export async function saveTextEmbeddings(
  db: TDb,
  customerId: number,
  model: string,
  vectors: readonly { textHash: string; vector: Float32Array }[],
): Promise<void> {
  for (let start = 0; start < vectors.length; start += CHUNK / 4) {
    const rows = vectors.slice(start, start + CHUNK / 4).map((v) => ({ customerId, model, ...v }));
    await db.insert(textEmbeddings).values(rows).onConflictDoNothing();
  }
}
