import { describe, expect, it } from 'vitest';
import { INT4_MAX, INT4_MIN, ZBodyId, ZQueryId, ZSaveId, ZText, zBodyInt, zQueryInt } from './primitives';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => [
  ...new Set(result.error?.issues.map((issue) => issue.message)),
];

describe('ZQueryId', () => {
  it('reads decimal digits as an id from 1 to 2147483647', () => {
    expect(ZQueryId.parse('1')).toBe(1);
    expect(ZQueryId.parse('143')).toBe(143);
    expect(ZQueryId.parse('0143')).toBe(143);
    expect(ZQueryId.parse('2147483647')).toBe(INT4_MAX);
  });

  it.each([
    '0',
    '-1',
    '2147483648',
    '99999999999999999999999',
    '0x8f',
    '1e2',
    ' 144',
    '144 ',
    '145.0',
    '+145',
    '',
    'abc',
    '1\u0000',
    '١٢٣',
  ])('refuses %j with one message', (raw) => {
    expect(messagesOf(ZQueryId.safeParse(raw))).toEqual(['Must be an id']);
  });

  it('refuses what is not a string (a repeated query parameter)', () => {
    expect(ZQueryId.safeParse(['1', '2']).success).toBe(false);
    expect(ZQueryId.safeParse(1).success).toBe(false);
  });
});

describe('zQueryInt', () => {
  it('keeps a minus sign and the given bounds', () => {
    const schema = zQueryInt({ min: -1, max: 1 });
    expect(['-1', '0', '1'].map((raw) => schema.parse(raw))).toEqual([-1, 0, 1]);
    expect(messagesOf(schema.safeParse('2'))).toEqual(['Must be a whole number from -1 to 1']);
    expect(schema.safeParse('- 1').success).toBe(false);
  });

  it('never goes beyond int4, whatever bounds it is given', () => {
    const schema = zQueryInt({ min: -Infinity, max: Infinity });
    expect(schema.parse(String(INT4_MIN))).toBe(INT4_MIN);
    expect(schema.safeParse('2147483648').success).toBe(false);
    expect(schema.safeParse('-2147483649').success).toBe(false);
  });
});

describe('body ids', () => {
  it('takes JSON integers within int4', () => {
    expect(ZBodyId.parse(7)).toBe(7);
    for (const bad of [0, -1, 1.5, 2_147_483_648, '7', null, Number.NaN, Infinity])
      expect(messagesOf(ZBodyId.safeParse(bad))).toEqual(['Must be an id']);
  });

  it('lets a save body create with 0 or less, bounded to int4', () => {
    expect([0, -5, INT4_MIN, 12, INT4_MAX].map((id) => ZSaveId.parse(id))).toEqual([
      0,
      -5,
      INT4_MIN,
      12,
      INT4_MAX,
    ]);
    for (const bad of [INT4_MIN - 1, INT4_MAX + 1, 1e300, 0.5, '1'])
      expect(ZSaveId.safeParse(bad).success).toBe(false);
  });

  it('narrows to the bounds given', () => {
    const page = zBodyInt({ min: 1, max: 100 });
    expect(page.parse(100)).toBe(100);
    expect(messagesOf(page.safeParse(101))).toEqual(['Must be a whole number from 1 to 100']);
  });
});

describe('ZText', () => {
  it('takes any text without NUL, unicode included', () => {
    expect(ZText.parse('Días de vacaciones 🏖️ \t\n')).toBe('Días de vacaciones 🏖️ \t\n');
    expect(ZText.parse('')).toBe('');
  });

  it('refuses NUL characters anywhere', () => {
    for (const bad of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b'])
      expect(messagesOf(ZText.safeParse(bad))).toEqual(['Must not contain NUL characters']);
  });

  it('chains like a string schema and keeps checking for NUL', () => {
    const title = ZText.trim().min(1, 'Required').max(5);
    expect(title.parse('  abc ')).toBe('abc');
    expect(messagesOf(title.safeParse(' a\u0000 '))).toEqual(['Must not contain NUL characters']);
    expect(messagesOf(title.safeParse('   '))).toEqual(['Required']);
  });
});
