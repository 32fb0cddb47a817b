import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerOutcome } from '@askhr/shared/answers/answer-rule';
import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import { DEMO_TENANTS } from './demo-data';
import { questionsFor } from './knowledge';
import { CURRENT, type TSeedQuestion } from './knowledge-types';
import { nearestOverlap } from './word-overlap';
import { halfOf } from '../../../bench/answers-split';

/** The development set of what Acme's employees write to the bot (bench/data). */
interface TEmployeeMessage {
  text: string;
  language: 'en' | 'es' | 'de' | 'pt';
  country: string;
  role: 'manager' | 'member';
  expected: string | null;
  nearMiss?: boolean;
  jaccard: number;
}

const messages = JSON.parse(
  readFileSync(new URL('../../../bench/data/employee-messages.json', import.meta.url), 'utf8'),
) as TEmployeeMessage[];

const DAY_MS = 86_400_000;
const PEOPLE_MANAGER = 1;
const TEAM_MEMBER = 2;
const acmeQuestions = questionsFor('acme');
const acmeCountries = DEMO_TENANTS.find((t) => t.key === 'acme')!.countryCodes;
const countryIdOf = new Map(COUNTRIES.map((c) => [c.code, c.id]));
const phrasings = acmeQuestions.flatMap((q) => [q.text, ...q.utterances]);
const inScope = messages.filter((m) => m.expected !== null);
const outOfScope = messages.filter((m) => m.expected === null);

/** Whether an employee of the country and role gets the question's answer now, as the seed stores it. */
function answers(question: TSeedQuestion, country: string, role: TEmployeeMessage['role']) {
  const now = new Date();
  const versions = question.answers.map((v, i) => ({
    id: i + 1,
    countryId: countryIdOf.get(v.country)!,
    active: v.active ?? true,
    validFrom: new Date(now.getTime() + (v.inDays ?? CURRENT) * DAY_MS),
  }));
  const facts = {
    inSubscription: question.inSubscription ?? true,
    managerOnly: question.managerOnly ?? false,
  };
  const roleId = role === 'manager' ? PEOPLE_MANAGER : TEAM_MEMBER;
  return answerOutcome(facts, countryIdOf.get(country)!, roleId, versions, now).reason === null;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

describe('employee messages of the development set', () => {
  it('are well formed, each text once', () => {
    const languageCountries = { es: ['ES'], de: ['DE'], pt: ['BR'], en: acmeCountries };
    for (const m of messages) {
      expect(m.text.trim(), m.text).not.toBe('');
      expect(languageCountries[m.language], m.text).toContain(m.country);
      expect(['manager', 'member'], m.text).toContain(m.role);
      expect(typeof m.nearMiss, m.text).toBe(m.expected === null ? 'boolean' : 'undefined');
    }
    expect(new Set(messages.map((m) => m.text.toLowerCase())).size).toBe(messages.length);
  });

  it('expect questions of Acme that the employee gets an answer to', () => {
    const byText = new Map(acmeQuestions.map((q) => [q.text, q]));
    for (const m of inScope) {
      const question = byText.get(m.expected!);
      expect(question, m.expected!).toBeDefined();
      expect(answers(question!, m.country, m.role), `${m.text} (${m.country}, ${m.role})`).toBe(true);
    }
  });

  it('cover every question some employee of Acme gets, three times or more', () => {
    const answerable = acmeQuestions.filter((q) =>
      acmeCountries.some((country) => answers(q, country, 'manager')),
    );
    for (const q of answerable)
      expect(inScope.filter((m) => m.expected === q.text).length, q.text).toBeGreaterThanOrEqual(3);
  });

  it('record their word overlap with the nearest phrasing of the knowledge base, under 0.6', () => {
    for (const m of messages) {
      expect(m.jaccard, m.text).toBe(round3(nearestOverlap(m.text, phrasings)));
      expect(m.jaccard, m.text).toBeLessThan(0.6);
    }
  });

  it('have enough messages per language, out of scope and near misses', () => {
    const inLanguage = (language: string) => inScope.filter((m) => m.language === language).length;
    expect(inScope.length).toBeGreaterThanOrEqual(330);
    expect(inLanguage('en')).toBeGreaterThanOrEqual(130);
    expect(inLanguage('es')).toBeGreaterThanOrEqual(70);
    expect(inLanguage('de')).toBeGreaterThanOrEqual(70);
    expect(inLanguage('pt')).toBeGreaterThanOrEqual(60);
    expect(outOfScope.length).toBeGreaterThanOrEqual(70);
    expect(outOfScope.filter((m) => m.nearMiss).length * 2).toBeGreaterThanOrEqual(outOfScope.length);
  });
});

describe('the two halves of the development set (bench/answers-split.ts)', () => {
  const half = halfOf(messages);
  const fit = messages.filter((m) => half(m) === 'fit');
  const evaluated = messages.filter((m) => half(m) === 'eval');

  it('splits by meaning: no question has phrasings in both halves', () => {
    const meanings = (rows: TEmployeeMessage[]) =>
      new Set(rows.flatMap((m) => (m.expected ? [m.expected] : [])));
    const shared = [...meanings(fit)].filter((meaning) => meanings(evaluated).has(meaning));
    expect(shared).toEqual([]);
    expect(Math.abs(meanings(fit).size - meanings(evaluated).size)).toBeLessThanOrEqual(1);
  });

  it('has every language, in scope and out of scope, in both halves', () => {
    for (const rows of [fit, evaluated])
      for (const language of ['en', 'es', 'de', 'pt'])
        for (const inScope of [true, false])
          expect(rows.some((m) => m.language === language && (m.expected !== null) === inScope)).toBe(true);
    const outOfScope = (rows: TEmployeeMessage[]) => rows.filter((m) => m.expected === null).length;
    expect(Math.abs(outOfScope(fit) - outOfScope(evaluated))).toBeLessThanOrEqual(1);
  });

  it('is the same split whatever the order of the file', () => {
    const reversed = halfOf([...messages].reverse());
    expect(messages.map((m) => reversed(m))).toEqual(messages.map((m) => half(m)));
  });
});
