import { describe, expect, it } from 'vitest';
import { createKnowledgeSearch, type TQuestionDocument } from './knowledge-search';

const doc = (id: number, fields: Partial<TQuestionDocument>): TQuestionDocument => ({
  id,
  text: '',
  description: '',
  info: '',
  category: '',
  tags: '',
  utterances: '',
  confirmed: '',
  answers: '',
  ...fields,
});

const search = createKnowledgeSearch([
  doc(1, {
    text: 'How many vacation days do I have?',
    utterances: 'annual leave entitlement',
    answers: 'Tienes 23 días laborables de vacaciones al año.',
  }),
  doc(2, {
    text: 'Where can I download my payslip?',
    category: 'Payroll',
    answers: 'Deine Lohnabrechnung findest du im Portal.',
  }),
  doc(4, {
    text: 'Can I carry over unused vacation days?',
    answers: 'Nicht genommener Urlaub verfällt am 31. März.',
  }),
  doc(3, {
    text: 'How do I reset my password?',
    description: 'Locked out of the laptop',
    category: 'IT Support',
  }),
]);

describe('lexical search over all of a question', () => {
  it('finds a question by the words of its country answer, in that language', () => {
    expect(search.search('cuantos dias de vacaciones me quedan')[0]?.questionId).toBe(1);
    expect(search.search('wo ist meine Lohnabrechnung')[0]?.questionId).toBe(2);
  });

  it('finds the parts of a compound the tenant wrote as words', () => {
    expect(search.search('Resturlaub nehmen')[0]?.questionId).toBe(4);
  });

  it('forgives a typo in a longer word', () => {
    expect(search.search('pasword reset')[0]?.questionId).toBe(3);
  });

  it('ranks a message the same however often its words were searched', () => {
    // a fresh index: the first search walks it for the near spellings, the next ones remember them
    const fresh = createKnowledgeSearch([
      doc(1, { text: 'payslips and vacations' }),
      doc(2, { text: 'paysafe vacancies' }),
    ]);
    const first = fresh.search('payslip vacatoins paysaef');
    expect(first.map((hit) => hit.questionId)).toEqual([1, 2]);
    expect(fresh.search('payslip vacatoins paysaef')).toEqual(first);
    expect(fresh.search('paysaef')[0]?.questionId).toBe(2);
  });

  it('says how much of the message the question explains', () => {
    const [full] = search.search('payslip download');
    expect(full).toMatchObject({ questionId: 2, coverage: 1 });
    const [part] = search.search('payslip for my landlord please');
    expect(part!.coverage).toBeGreaterThan(0);
    expect(part!.coverage).toBeLessThan(1);
    expect(search.search('weather tomorrow')).toEqual([]);
  });
});
