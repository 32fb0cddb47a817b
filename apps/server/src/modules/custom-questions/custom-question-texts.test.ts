import { describe, expect, it } from 'vitest';
import { diffTexts, mergeQuestionTexts } from './custom-question-texts';

describe('mergeQuestionTexts', () => {
  it('takes the texts of a new question as given, without repeats', () => {
    const save = { questions: ['Where?', 'where?', 'When?'], questionsOriginal: [], questionsDeleted: [] };
    expect(mergeQuestionTexts([], save)).toEqual(['Where?', 'When?']);
  });

  it('drops what the user deleted or reworded and keeps what was added meanwhile', () => {
    const save = {
      questions: ['A', 'C2'],
      questionsOriginal: ['A', 'B', 'C'],
      questionsDeleted: ['B'],
    };
    expect(mergeQuestionTexts(['A', 'B', 'C', 'D'], save)).toEqual(['A', 'C2', 'D']);
  });

  it('drops a text added meanwhile when the user deleted the same text', () => {
    const save = { questions: ['A'], questionsOriginal: ['A'], questionsDeleted: ['d'] };
    expect(mergeQuestionTexts(['A', 'D'], save)).toEqual(['A']);
  });
});

describe('diffTexts', () => {
  it('keeps the rows still wanted, removes the others and repeats, and adds the new texts', () => {
    const rows = [
      { id: 1, text: 'a' },
      { id: 2, text: 'b' },
      { id: 3, text: 'a' },
    ];
    expect(diffTexts(rows, ['a', 'c'])).toEqual({ removeIds: [2, 3], add: ['c'] });
  });
});
