import { describe, expect, it } from 'vitest';
import { rankRelatedIn, relatedIndex, type TRelatedCandidate } from './related-questions';

/** The questions related to `target` among it and `others`. */
const rankRelated = (target: TRelatedCandidate, others: TRelatedCandidate[], limit: number) =>
  rankRelatedIn(relatedIndex([target, ...others.filter((o) => o.id !== target.id)]), target.id, limit);

const TIME_OFF = 1;
const EQUIPMENT = 2;
const BENEFITS = 3;
const NEW_HIRE = 7;

const q = (id: number, text: string, patch: Partial<TRelatedCandidate> = {}): TRelatedCandidate => ({
  id,
  text,
  description: '',
  categoryId: null,
  tagIds: [],
  keywords: [],
  ...patch,
});

const vacation = q(1, 'How many vacation days do I have?', {
  description: 'The yearly vacation allowance. Examples: annual leave entitlement',
  categoryId: TIME_OFF,
  tagIds: [NEW_HIRE],
  keywords: ['vacationDays', 'hrPortal'],
});
const others = [
  q(2, 'How do I order a new laptop?', { categoryId: EQUIPMENT, tagIds: [NEW_HIRE], keywords: ['itPortal'] }),
  q(3, 'How do I enrol in health insurance?', { categoryId: BENEFITS, tagIds: [NEW_HIRE] }),
  q(4, 'How do I request time off?', {
    description: 'Booking vacation and other leave',
    categoryId: TIME_OFF,
    keywords: ['hrPortal'],
  }),
  q(5, 'Can I carry over unused vacation days?', { categoryId: TIME_OFF, keywords: ['vacationDays'] }),
  q(6, 'What is my payslip?', { categoryId: 9, keywords: ['hrPortal'] }),
];

describe('rankRelated', () => {
  it('relates by category, placeholders and wording, not by a shared broad tag', () => {
    const related = rankRelated(vacation, others, 8).map((r) => r.id);
    expect(related.slice(0, 2)).toEqual([5, 4]);
    expect(related).not.toContain(2);
    expect(related).not.toContain(3);
  });

  it('never lists the question itself and keeps to the limit', () => {
    const related = rankRelated(vacation, [vacation, ...others], 1);
    expect(related).toEqual([{ id: 5, text: 'Can I carry over unused vacation days?' }]);
  });

  it('finds similar wording across categories', () => {
    const leave = q(10, 'Vacation days for part-time employees', { categoryId: 8 });
    expect(rankRelated(vacation, [leave, others[1]!], 8).map((r) => r.id)).toEqual([10]);
  });
});
