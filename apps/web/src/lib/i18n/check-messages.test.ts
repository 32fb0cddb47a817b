import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyLanguage } from './portal-language';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("the words of zod's own checks", () => {
  afterEach(() => applyLanguage('en'));

  it('come from the catalogue, in the portal language', async () => {
    expect(messageOf(z.string().max(1), 'ab')).toBe('At most 1 character');
    expect(messageOf(z.array(z.string()).min(2), ['a'])).toBe('At least 2 items');
    expect(messageOf(z.number().max(3650), 4000)).toBe('At most 3,650');
    expect(messageOf(z.string().email(), 'nope')).toBe('Not a valid e-mail address');
    expect(messageOf(z.number(), 'x')).toBe('Not a valid value');
    await applyLanguage('de');
    expect(messageOf(z.string().min(3), 'a')).toBe('Mindestens 3 Zeichen');
    expect(messageOf(z.number().min(30), 2)).toBe('Mindestens 30');
    expect(messageOf(z.string().email(), 'nope')).toBe('Keine gültige E-Mail-Adresse');
  });

  it('never replace a message a schema gives itself', () => {
    expect(messageOf(z.string().max(1, 'Too long for a name'), 'ab')).toBe('Too long for a name');
  });
});
