import type { TCustomQuestionSave } from '@askhr/shared/custom-questions/custom-questions.schemas';

const keyOf = (text: string) => text.toLowerCase();

function distinct(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = keyOf(text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The texts a save leaves: those of the form first, in its order, then those stored now that the
 * form never read (added meanwhile, e.g. from Review) unless the user deleted them. A text the
 * form read and no longer lists was deleted or reworded, so it goes.
 */
export function mergeQuestionTexts(
  stored: readonly string[],
  save: Pick<TCustomQuestionSave, 'questions' | 'questionsOriginal' | 'questionsDeleted'>,
): string[] {
  const read = new Set(save.questionsOriginal.map(keyOf));
  const deleted = new Set(save.questionsDeleted.map(keyOf));
  const unread = stored.filter((text) => !read.has(keyOf(text)) && !deleted.has(keyOf(text)));
  return distinct([...save.questions, ...unread]);
}

/**
 * Which stored rows go and which texts are added so that the rows hold exactly `texts` (a row
 * kept keeps its link to the Review message it came from).
 */
export function diffTexts(rows: readonly { id: number; text: string }[], texts: readonly string[]) {
  const wanted = new Set(texts);
  const kept = new Set<string>();
  const removeIds: number[] = [];
  for (const row of rows) {
    if (wanted.has(row.text) && !kept.has(row.text)) kept.add(row.text);
    else removeIds.push(row.id);
  }
  return { removeIds, add: texts.filter((text) => !kept.has(text)) };
}
