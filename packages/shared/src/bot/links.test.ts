import { describe, expect, it } from 'vitest';
import { linkedMarkdown, splitLinks } from './links';

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

describe('linkedMarkdown', () => {
  it('writes e-mail addresses as mailto links and web addresses as links', () => {
    expect(linkedMarkdown('Write to rrhh.es@acme.example or see https://people.acme.example.')).toBe(
      'Write to [rrhh.es@acme.example](mailto:rrhh.es@acme.example) or see ' +
        '[https://people.acme.example](https://people.acme.example).',
    );
  });

  it('escapes what Markdown would read inside a label or a destination', () => {
    expect(linkedMarkdown('first_last@acme.example')).toBe(
      '[first\\_last@acme.example](mailto:first_last@acme.example)',
    );
    expect(linkedMarkdown('https://w.example/Leave_(law)')).toBe(
      '[https://w.example/Leave\\_(law)](https://w.example/Leave_%28law%29)',
    );
  });

  it('leaves text without addresses as it is', () => {
    expect(linkedMarkdown('You have 25 days.\nAsk HR.')).toBe('You have 25 days.\nAsk HR.');
    expect(linkedMarkdown('You have 25 days.')).toBe('You have 25 days.');
  });
});
