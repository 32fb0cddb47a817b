import { describe, expect, it } from 'vitest';
import { normaliseLinkAddress } from './link-address';

describe('normaliseLinkAddress', () => {
  it.each([
    ['hr@acme.example', 'mailto:hr@acme.example'],
    ['  mailto:hr@acme.example ', 'mailto:hr@acme.example'],
    ['acme.example/handbook', 'https://acme.example/handbook'],
    ['//acme.example', 'https://acme.example'],
    ['http://acme.example', 'http://acme.example'],
    ['HTTPS://acme.example', 'HTTPS://acme.example'],
    ['javascript:alert(1)', null],
    ['   ', null],
  ])('%s becomes %s', (input, expected) => {
    expect(normaliseLinkAddress(input)).toBe(expected);
  });
});
