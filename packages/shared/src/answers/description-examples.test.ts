import { describe, expect, it } from 'vitest';
import { splitDescription } from './description-examples';

describe('splitDescription', () => {
  it('keeps a description without examples as the long description', () => {
    expect(splitDescription('  How many days off I have.  ')).toEqual({
      longDescription: 'How many days off I have.',
      examples: [],
    });
    expect(splitDescription('')).toEqual({ longDescription: '', examples: [] });
  });

  it('splits examples on new lines and bullets after "Examples:"', () => {
    expect(
      splitDescription('Days off per year.\nExamples:\n- How many holidays?\n* Vacation days left\n1. PTO'),
    ).toEqual({
      longDescription: 'Days off per year.',
      examples: ['How many holidays?', 'Vacation days left', 'PTO'],
    });
  });

  it('splits on semicolons after "example:" in any case', () => {
    expect(splitDescription('Payslips. EXAMPLE: where is my payslip; salary date ;')).toEqual({
      longDescription: 'Payslips.',
      examples: ['where is my payslip', 'salary date'],
    });
  });

  it('splits inline bullets and gives no long description when examples come first', () => {
    expect(splitDescription('examples: laptop • monitor')).toEqual({
      longDescription: '',
      examples: ['laptop', 'monitor'],
    });
  });

  it('splits a one-line list on commas, and keeps commas inside examples written one per line', () => {
    expect(
      splitDescription(
        'The yearly vacation allowance. Examples: how much holiday do I get, annual leave entitlement',
      ),
    ).toEqual({
      longDescription: 'The yearly vacation allowance.',
      examples: ['how much holiday do I get', 'annual leave entitlement'],
    });
    expect(splitDescription('Budget. Examples: 1,500 EUR').examples).toEqual(['1,500 EUR']);
    expect(splitDescription('Examples:\n- Hi, how many days?\n- PTO').examples).toEqual([
      'Hi, how many days?',
      'PTO',
    ]);
  });

  it('does not take "counterexample:" for the label', () => {
    expect(splitDescription('A counterexample: none').examples).toEqual([]);
  });
});
