import { describe, expect, it } from 'vitest';
import { percentOf, slicesOf, wrapLabel } from './survey-chart';

const totals = (reached: number, counts: [string, number][]) => [
  {
    surveyQueryId: 1,
    text: 'Q',
    successfulRecipients: reached,
    totals: counts.map(([id, count]) => ({ id, count })),
  },
];

describe('survey chart', () => {
  it('gives each answer its rounded share of the employees reached, then Not Answered', () => {
    expect(
      slicesOf(
        totals(3, [
          ['Yes', 1],
          ['No', 1],
        ]),
      ),
    ).toEqual([
      { name: 'Yes', count: 1, percent: 33, color: 'teal.6' },
      { name: 'No', count: 1, percent: 33, color: 'red.6' },
      { name: 'Not Answered', count: 1, percent: 33, color: 'gray.4' },
    ]);
  });

  it('colours other answers from the palette and never divides by zero', () => {
    const slices = slicesOf(totals(0, [['Maybe', 0]]));
    expect(slices.map((s) => [s.color, s.percent])).toEqual([
      ['blue.6', 0],
      ['gray.4', 0],
    ]);
    expect(percentOf(2, 8)).toBe(25);
    expect(slicesOf([])).toEqual([]);
  });

  it('wraps a label at 30 characters over 2 lines, cutting the rest', () => {
    expect(wrapLabel('Strongly agree')).toEqual(['Strongly agree']);
    expect(wrapLabel('I would recommend this company to a friend looking for a job')).toEqual([
      'I would recommend this company',
      'to a friend looking for a job',
    ]);
    const cut = wrapLabel('I would recommend this company to a friend who is looking for a new job');
    expect(cut).toHaveLength(2);
    expect(cut[1]).toMatch(/…$/);
    expect(cut.every((line) => line.length <= 30)).toBe(true);
  });
});
