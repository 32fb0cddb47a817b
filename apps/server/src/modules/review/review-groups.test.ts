import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  groupUtterances,
  messageTerms,
  representativeOf,
  similarity,
  termWeights,
  wordReader,
} from './review-groups';
import { stemsOf } from '../../bot/nlu/analyzer';
import { tokenize } from '../../bot/nlu/normalize';

/** A small knowledge base: its questions make "how", "do", "I", "my" frequent words. */
const KNOWLEDGE = [
  'How many vacation days do I have left? days off remaining holiday balance',
  'How do I reset my password? forgot password locked out',
  'When do I get my payslip? salary date pay day',
  'How do I order a new laptop? laptop request equipment',
  'Who do I ask about the parental leave policy? maternity paternity',
];
const analyzer = { tokenize, stemsOf };
const read = wordReader(analyzer);
const weight = termWeights(KNOWLEDGE, read);

const MEANINGS = [
  ['how', 'many', 'vacation', 'days', 'left'],
  ['reset', 'my', 'password'],
  ['when', 'is', 'the', 'payslip', 'out'],
  ['order', 'a', 'new', 'laptop'],
];

/** One way of writing the words: any order, any case per word, punctuation, accents, spacing. */
const arbWriting = (words: readonly string[]) =>
  fc
    .record({
      order: fc.shuffledSubarray([...words], { minLength: words.length, maxLength: words.length }),
      cases: fc.array(fc.constantFrom('lower', 'upper', 'title'), {
        minLength: words.length,
        maxLength: words.length,
      }),
      separators: fc.array(fc.constantFrom(' ', '  ', ', ', ' - ', '... '), {
        minLength: words.length,
        maxLength: words.length,
      }),
      end: fc.constantFrom('', '?', '??', '!', '.'),
    })
    .map(({ order, cases, separators, end }) =>
      order
        .map((word, i) => {
          const cased =
            cases[i] === 'upper'
              ? word.toUpperCase()
              : cases[i] === 'title'
                ? word[0]!.toUpperCase() + word.slice(1)
                : word;
          return (i === 0 ? '' : separators[i]) + cased;
        })
        .join('')
        .concat(end),
    );

const rowsOf = (texts: readonly string[]) => texts.map((text, id) => ({ id, text }));

describe('grouping messages by meaning', () => {
  it('puts rewritings of one message in one group, and different messages in different groups', () => {
    fc.assert(
      fc.property(
        fc.tuple(...MEANINGS.map((words) => fc.array(arbWriting(words), { minLength: 1, maxLength: 4 }))),
        fc.integer({ min: 0, max: 1000 }),
        (writings, seed) => {
          const labelled = writings.flatMap((texts, meaning) => texts.map((text) => ({ text, meaning })));
          // any arrival order: shuffled by the seed
          const shuffled = labelled
            .map((row, i) => ({ row, key: (i * 7919 + seed * 104729) % 1009 }))
            .sort((a, b) => a.key - b.key)
            .map(({ row }, id) => ({ ...row, id }));
          const groups = groupUtterances(shuffled, weight, read);
          expect(groups).toHaveLength(MEANINGS.length);
          for (const group of groups) expect(new Set(group.map((row) => row.meaning)).size).toBe(1);
        },
      ),
    );
  });

  it('reads accents, inflections and frequent words as the bot does', () => {
    const groups = groupUtterances(
      rowsOf([
        '¿Cuántos días de vacaciones me quedan?',
        'cuantos dias de vacacion me quedan',
        'How many vacation days do I have left?',
        'how many vacation days have I left',
        'I forgot my password',
        'forgot password!!',
      ]),
      weight,
      read,
    );
    expect(groups.map((group) => group.map((row) => row.id))).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
  });

  it('keeps apart messages that share only their topic or a frequent word', () => {
    const groups = groupUtterances(
      rowsOf([
        'vacation days left',
        'vacation request form',
        'how do I reset my password',
        'how do I order a laptop',
        'data protection training',
        'data protection officer',
        '?',
        '?',
      ]),
      weight,
      read,
    );
    expect(groups.map((group) => group.map((row) => row.id))).toEqual([[0], [1], [2], [3], [4], [5], [6, 7]]);
  });

  it('weighs words in many questions less than words in few, and unknown words most', () => {
    expect(weight('how')).toBeLessThan(weight('vacat'));
    expect(weight('vacat')).toBeLessThan(weight('canteen'));
    const terms = (text: string) => messageTerms(text, weight, read);
    expect(similarity(terms('how many vacation days'), terms('Vacation DAYS, how many?'))).toBe(1);
    expect(similarity(terms('tell me a joke'), terms('vacation days'))).toBe(0);
  });

  it('shows the wording most members used, as its newest member wrote it', () => {
    const members = rowsOf(['Vacation days left?', 'how many vacation days left', 'vacation days left']);
    expect(representativeOf(members, analyzer)).toBe('Vacation days left?');
  });
});
