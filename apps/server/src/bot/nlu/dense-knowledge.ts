import { createHash } from 'node:crypto';
import type { TDb } from '../../db/client';
import { createDenseIndex, type TDenseIndex } from './dense-index';
import type { TEmbeddingsClient } from './embeddings-client';
import { findTextEmbeddings, saveTextEmbeddings } from './embeddings.repository';
import type { TQuestionDocument } from './knowledge-search';
import { loadSearchDocuments } from './nlu.repository';

/**
 * What a message is compared with for a question: its text, the ways employees ask it, its
 * description, and each paragraph of its answers (one text per paragraph, so a long answer does not
 * blur its parts into one vector, and an answer in a country's language meets messages in it).
 */
export function knowledgeTexts(document: TQuestionDocument): string[] {
  const texts = [
    document.text,
    ...document.utterances.split('\n'),
    document.description,
    ...document.answers.split('\n'),
  ];
  return [...new Set(texts.map((t) => t.trim()).filter(Boolean))];
}

export const textHash = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The dense index of the tenant's knowledge: the vectors cached for the model are read, only the
 * texts without one go to the endpoint, and their vectors are cached for the next build.
 */
export async function buildDenseIndex(
  db: TDb,
  client: TEmbeddingsClient,
  customerId: number,
): Promise<{ index: TDenseIndex; embedded: number }> {
  const documents = await loadSearchDocuments(db, customerId);
  const texts = documents.flatMap((d) => knowledgeTexts(d).map((text) => ({ questionId: d.id, text })));
  const hashes = new Map(texts.map(({ text }) => [text, textHash(text)]));
  const cached = await findTextEmbeddings(db, customerId, client.model, [...new Set(hashes.values())]);
  const missing = [...hashes].filter(([, hash]) => !cached.has(hash)).map(([text]) => text);
  if (missing.length > 0) {
    const vectors = await client.embedKnowledge(missing);
    const fresh = missing.map((text, i) => ({ textHash: hashes.get(text)!, vector: vectors[i]! }));
    await saveTextEmbeddings(db, customerId, client.model, fresh);
    for (const { textHash, vector } of fresh) cached.set(textHash, vector);
  }
  const index = createDenseIndex(
    texts.map(({ questionId, text }) => ({ questionId, vector: cached.get(hashes.get(text)!)! })),
  );
  return { index, embedded: missing.length };
}
