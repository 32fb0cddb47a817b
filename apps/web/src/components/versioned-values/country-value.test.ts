import { describe, expect, it } from 'vitest';
import { answer } from '../../test/knowledge-api';
import { NO_VALUE_FILTERS, shownText, splitValues, type TValueFilters } from './country-value';
import { descriptionParts } from './description-parts';
import { fillPlaceholders } from './fill-placeholders';

// Global active; Spain own; Germany inherits; India has nothing; Brazil switched its own value off
const values = [
  answer(1),
  answer(2),
  answer(3, { id: 0, text: '', active: false, hasGlobal: true, new: true }),
  answer(5, { id: 0, text: '', active: false, hasGlobal: false, new: true }),
  answer(6, { active: false, hasGlobal: true }),
];
const ids = (filters: Partial<TValueFilters>) => {
  const { withValue, withoutValue } = splitValues(values, { ...NO_VALUE_FILTERS, ...filters });
  return { with: withValue.map((v) => v.countryId), without: withoutValue.map((v) => v.countryId) };
};

describe('detail filters (spec 000 section 4)', () => {
  it('lists countries without a value apart', () => {
    expect(ids({})).toEqual({ with: [1, 2, 3, 6], without: [5] });
  });

  it('WITH ANSWER is active or has global; WITHOUT ANSWER is neither', () => {
    expect(ids({ state: 'WITH_ANSWER' })).toEqual({ with: [1, 2, 3, 6], without: [] });
    expect(ids({ state: 'WITHOUT_ANSWER' })).toEqual({ with: [], without: [5] });
  });

  it('Using Global Template is the active global or an inheriting country', () => {
    expect(ids({ type: 'GLOBAL_TEMPLATE' })).toEqual({ with: [1, 3, 6], without: [] });
  });

  it('Using Country Specific Answer is a non-global country with its own active answer', () => {
    expect(ids({ type: 'COUNTRY_SPECIFIC' })).toEqual({ with: [2], without: [] });
  });

  it('combines with the country filter', () => {
    expect(ids({ countryIds: [2, 3, 5], type: 'GLOBAL_TEMPLATE' })).toEqual({ with: [3], without: [] });
  });

  it('shows the inherited global text on an inheriting card', () => {
    expect(shownText(values[2]!, values[0])).toBe('Answer for 1');
    expect(shownText(values[3]!, values[0])).toBe('');
  });
});

describe('descriptionParts', () => {
  it("splits the examples after 'example:' or 'examples:'", () => {
    expect(descriptionParts('How leave works. Examples:\n- holidays\n- days off')).toEqual({
      text: 'How leave works.',
      examples: ['holidays', 'days off'],
    });
    expect(descriptionParts('Plain text')).toEqual({ text: 'Plain text', examples: [] });
    expect(descriptionParts('Example: one; two').examples).toEqual(['one', 'two']);
  });
});

describe('fillPlaceholders', () => {
  it('fills known keywords, marks empty ones and unknown ones', () => {
    const known = new Map([
      ['hrPhone', '+34 900'],
      ['hrEmail', ''],
    ]);
    expect(fillPlaceholders('Call {{hrPhone}} or {{ hrEmail }}, {{nope}}.', known)).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'value', keyword: 'hrPhone', value: '+34 900' },
      { kind: 'text', text: ' or ' },
      { kind: 'empty', keyword: 'hrEmail' },
      { kind: 'text', text: ', ' },
      { kind: 'unknown', keyword: 'nope' },
      { kind: 'text', text: '.' },
    ]);
  });
});
