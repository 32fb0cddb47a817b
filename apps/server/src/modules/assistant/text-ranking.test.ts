import { describe, expect, it } from 'vitest';
import { splitPassages } from './passages';
import { extractiveAnswer, NO_MATCH_TEXT, queryOf, rankPassages } from './suggest';
import { bm25Scores, tokenize, weightedQuery } from './text-ranking';

describe('tokenize', () => {
  it('folds case and accents and keeps letters and digits of any script', () => {
    expect(tokenize('Días de VACACIONES, Überstunden: 25!')).toEqual(['dia', 'de', 'vacaci', 'uberst', '25']);
    expect(tokenize('São Paulo férias')).toEqual(['sao', 'paulo', 'feria']);
  });

  it('cuts scripts written without spaces into bigrams', () => {
    expect(tokenize('休暇の日数')).toEqual(['休暇', '暇の', 'の日', '日数']);
  });

  it('gives inflected forms one stem', () => {
    expect(tokenize('vacation vacations')).toEqual(['vacati', 'vacati']);
    expect(tokenize('Urlaubstage Urlaubstagen')[0]).toBe(tokenize('Urlaubstagen')[0]);
  });
});

describe('bm25Scores', () => {
  it('ranks the document with the rare query words first', () => {
    const docs = [
      'the office is open',
      'the vacation policy gives 25 vacation days',
      'the office has days',
    ].map(tokenize);
    const scores = bm25Scores(docs, weightedQuery([{ text: 'vacation days', weight: 1 }]));
    expect(scores[1]).toBeGreaterThan(scores[2]!);
    expect(scores[2]).toBeGreaterThan(scores[0]!);
    expect(scores[0]).toBe(0);
  });
});

describe('splitPassages', () => {
  it('keeps the page of each passage and merges headings into the following paragraph', () => {
    const passages = splitPassages([
      'Intro\nShort text.',
      'Heading\n' + 'A long sentence about rules. '.repeat(40),
    ]);
    expect(passages[0]).toEqual({ page: 1, text: 'Intro\nShort text.' });
    expect(passages.filter((p) => p.page === 2).length).toBeGreaterThan(1);
    expect(passages.every((p) => p.text.length <= 700)).toBe(true);
    expect(splitPassages(['Rules of travel.\n12'])).toEqual([{ page: 1, text: 'Rules of travel.' }]);
  });
});

describe('extractive answers', () => {
  const question = {
    text: '¿Cuántos días de vacaciones tengo?',
    description: '',
    utterances: ['vacaciones anuales'],
  };

  it('answers in the document language with page citations', () => {
    const passages = splitPassages([
      'Bienvenida\nEste manual explica cómo trabajamos.',
      'Vacaciones\nCada empleado tiene 23 días de vacaciones al año.',
    ]);
    const query = queryOf(question);
    const ranked = rankPassages(passages, query);
    expect(ranked[0]!.page).toBe(2);
    expect(extractiveAnswer(ranked, query)).toBe(
      'Cada empleado tiene 23 días de vacaciones al año. (page 2)',
    );
  });

  it('says so when nothing matches', () => {
    const query = queryOf(question);
    expect(extractiveAnswer(rankPassages(splitPassages(['Nothing relevant here.']), query), query)).toBe(
      NO_MATCH_TEXT,
    );
  });
});
