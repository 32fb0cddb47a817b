import type { TSuggestedAnswer } from '@askhr/shared/assistant/assistant.schemas';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import { trainingData } from '../questions/questions.service';
import { findPlaceholderHints, findQuestionForAssistant } from './assistant.repository';
import { completeAnswer, type TPlaceholderHint } from './llm-client';
import { splitPassages } from './passages';
import { readPdfPages, type TPdfLimits } from './pdf-text';
import { tokenize } from './text-ranking';
import { excerptOf, extractiveAnswer, queryOf, rankPassages, type TAssistantQuestion } from './suggest';

export type TAssistantContext = TAssistantQuestion & {
  /** token lists of the tenant's questions: how common each word is among them */
  background?: string[][];
  placeholders?: TPlaceholderHint[];
};

export async function requireAssistantQuestion(
  db: TDb,
  customerId: number,
  questionId: number,
): Promise<TAssistantContext> {
  const question = await findQuestionForAssistant(db, customerId, questionId);
  if (!question) throw notFound('Question not found.');
  const [training, placeholders] = await Promise.all([
    trainingData(db, customerId),
    findPlaceholderHints(db, customerId),
  ]);
  return { ...question, background: questionTexts(training).map((text) => tokenize(text)), placeholders };
}

/** Every question of the tenant with its utterances, as one text each: the background of the ranking. */
function questionTexts({ questions, utterances }: Awaited<ReturnType<typeof trainingData>>) {
  const texts = new Map(questions.map((q) => [q.id, [q.text]]));
  for (const u of utterances) texts.get(u.questionId)?.push(u.text);
  return [...texts.values()].map((parts) => parts.join('\n'));
}

/**
 * Reads the PDF, finds the passages that answer the question and writes a suggested answer from
 * them: with the configured language model when there is one, else from the document's own words.
 */
export async function suggestAnswer(
  llm: TConfig['llm'],
  question: TAssistantContext,
  pdf: Buffer,
  limits: Partial<TPdfLimits> = {},
): Promise<TSuggestedAnswer> {
  const { pages } = await readPdfPages(pdf, limits);
  const query = queryOf(question, question.background);
  const ranked = rankPassages(splitPassages(pages), query);
  const sources = ranked.map((p) => ({ page: p.page, excerpt: excerptOf(p.text) }));
  if (ranked.length > 0) {
    const written = await completeAnswer(llm, question, ranked);
    if (written) return { text: written, sources, mode: 'llm' };
  }
  return { text: extractiveAnswer(ranked, query), sources, mode: 'extractive' };
}
