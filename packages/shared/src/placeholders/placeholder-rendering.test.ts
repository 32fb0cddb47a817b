import { describe, expect, it } from 'vitest';
import {
  extractKeywords,
  renderedLength,
  renderPlaceholders,
  unknownKeywordsOf,
  usesKeyword,
} from './placeholder-rendering';

const entries = [
  { keyWord: 'hrEmail', value: 'hr@acme.test' },
  { keyWord: 'vacationDays', value: '25' },
  { keyWord: 'portal', value: null },
];

describe('renderPlaceholders', () => {
  it('replaces keywords by their values, with inner spaces and in any case', () => {
    expect(renderPlaceholders('Write to {{hrEmail}} for {{ VACATIONDAYS }} days.', entries)).toEqual({
      text: 'Write to hr@acme.test for 25 days.',
      unknown: [],
      missing: [],
    });
  });

  it('shows @keyword for a placeholder without a value', () => {
    expect(renderPlaceholders('Open {{portal}}.', entries)).toEqual({
      text: 'Open @portal.',
      unknown: [],
      missing: ['portal'],
    });
  });

  it('lists unknown keywords once and shows them as @keyword', () => {
    expect(renderPlaceholders('{{nope}} and {{nope}} and {{hrEmail}}', entries)).toEqual({
      text: '@nope and @nope and hr@acme.test',
      unknown: ['nope'],
      missing: [],
    });
  });

  it('leaves text without templates and malformed templates alone', () => {
    const text = 'No {braces}, {{two words}}, {{}} or {{under_score}} here.';
    expect(renderPlaceholders(text, entries)).toEqual({ text, unknown: [], missing: [] });
  });

  it('keeps an empty value as a value', () => {
    expect(renderPlaceholders('[{{x}}]', [{ keyWord: 'x', value: '' }]).text).toBe('[]');
  });
});

describe('extractKeywords and usesKeyword', () => {
  it('lists the keywords used, lower-cased and once', () => {
    expect(extractKeywords('{{A}} {{ b }} {{a}} {{c d}}')).toEqual(['a', 'b']);
    expect(extractKeywords('nothing')).toEqual([]);
  });

  it('tells whether a text uses a keyword', () => {
    expect(usesKeyword('Call {{ HrPhone }}', 'hrphone')).toBe(true);
    expect(usesKeyword('Call {{HrPhone2}}', 'hrphone')).toBe(false);
  });
});

describe('unknownKeywordsOf', () => {
  it('gives the unknown keywords as typed, once each, whatever the case of the known ones', () => {
    expect(
      unknownKeywordsOf('{{notAPlaceholder}} {{HREMAIL}} {{ NotAPlaceholder }} {{other}}', ['hrEmail']),
    ).toEqual(['notAPlaceholder', 'other']);
    expect(unknownKeywordsOf('{{hrEmail}}', ['hremail'])).toEqual([]);
  });
});

describe('renderedLength', () => {
  it('is the length of the rendered text, without building it', () => {
    const entries = [
      { keyWord: 'hrEmail', value: 'hr@acme.example' },
      { keyWord: 'days', value: null },
    ];
    for (const text of [
      'Write to {{hrEmail}} in {{ DAYS }} days, {{nope}}.',
      'none',
      '{{hrEmail}}'.repeat(50),
    ])
      expect(renderedLength(text, entries)).toBe(renderPlaceholders(text, entries).text.length);
  });
});
