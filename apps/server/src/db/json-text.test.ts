import { describe, expect, it } from 'vitest';
import { jsonTextOf } from './json-text';

describe('JSON text for jsonb', () => {
  it('is the JSON itself when PostgreSQL takes it as it is', () => {
    const value = { text: 'Grüße 😀', said: ['a "quote"', 'a \\u0000 typed'], at: new Date(0) };
    expect(jsonTextOf(value)).toBe(JSON.stringify(value));
  });

  it('replaces NUL and lone surrogates, in values and keys, and keeps surrogate pairs', () => {
    const text = jsonTextOf({ 'k\u0000': ['a\u0000b', 'x\ud800', '\udc00y', '😀'] });
    expect(JSON.parse(text)).toEqual({ 'k\ufffd': ['a\ufffdb', 'x\ufffd', '\ufffdy', '😀'] });
  });
});
