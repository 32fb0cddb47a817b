import { describe, expect, it } from 'vitest';
import { splitLinks } from './links';

describe('splitLinks', () => {
  it('finds an e-mail address whole, not the domain-looking start of it', () => {
    expect(splitLinks('Write to rrhh.es@acme.example.')).toEqual([
      { kind: 'text', text: 'Write to ' },
      { kind: 'email', text: 'rrhh.es@acme.example', href: 'mailto:rrhh.es@acme.example' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('finds web addresses, without the punctuation that ends the sentence', () => {
    expect(splitLinks('See https://people.acme.example/leave?x=1&y=2, or (www.acme.example).')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'url',
        text: 'https://people.acme.example/leave?x=1&y=2',
        href: 'https://people.acme.example/leave?x=1&y=2',
      },
      { kind: 'text', text: ', or (' },
      { kind: 'url', text: 'www.acme.example', href: 'https://www.acme.example' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('keeps parentheses that belong to the address, and user info in a web address', () => {
    expect(splitLinks('https://en.wikipedia.org/wiki/Leave_(law)')).toEqual([
      {
        kind: 'url',
        text: 'https://en.wikipedia.org/wiki/Leave_(law)',
        href: 'https://en.wikipedia.org/wiki/Leave_(law)',
      },
    ]);
    expect(splitLinks('https://me@host.example/x').map((p) => p.kind)).toEqual(['url']);
  });

  it('leaves text without addresses alone', () => {
    expect(splitLinks('You have 25 days. Ask @hr or rrhh.es')).toEqual([
      { kind: 'text', text: 'You have 25 days. Ask @hr or rrhh.es' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
