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

describe('linkedMarkdown: what an editor wrote arrives as text, its links whole', () => {
  it('escapes HTML, so that a chat client shows it as written and never renders it', () => {
    expect(linkedMarkdown('Sí. <img src=x onerror="alert(1)">')).toBe(
      'Sí. &lt;img src=x onerror="alert(1)">',
    );
    expect(linkedMarkdown('<script>alert(1)</script> <!-- x --> salary < 30,000')).toBe(
      '&lt;script>alert(1)&lt;/script> &lt;!-- x --> salary &lt; 30,000',
    );
  });

  it('leaves a Markdown link as written, without linking the address inside it again', () => {
    expect(linkedMarkdown('[ok](https://ok.example)')).toBe('[ok](https://ok.example)');
    expect(linkedMarkdown('See [the portal](https://ok.example/a_(b) "Portal") now.')).toBe(
      'See [the portal](https://ok.example/a_%28b%29) now.',
    );
    expect(linkedMarkdown('[https://ok.example](https://ok.example)')).toBe(
      '[https://ok.example](https://ok.example)',
    );
  });

  it('leaves an e-mail address inside a Markdown link alone', () => {
    expect(linkedMarkdown('[rrhh.es@acme.example](mailto:rrhh.es@acme.example)')).toBe(
      '[rrhh.es@acme.example](mailto:rrhh.es@acme.example)',
    );
    expect(linkedMarkdown('[Write to HR](rrhh.es@acme.example)')).toBe(
      '[Write to HR](mailto:rrhh.es@acme.example)',
    );
  });

  it('keeps the label of a link that leads elsewhere than the web or e-mail, without the link', () => {
    expect(linkedMarkdown('Open [x](javascript:alert(document.domain)).')).toBe('Open x.');
    expect(linkedMarkdown('[x](<javascript:alert(1)>) [y](data:text/html,hi) [z](/relative)')).toBe('x y z');
    expect(linkedMarkdown('[see https://ok.example](vbscript:x)')).toBe(
      'see [https://ok.example](https://ok.example)',
    );
  });

  it('keeps no link or image inside the label of another', () => {
    expect(linkedMarkdown('[a [b](javascript:alert(1)) c](https://ok.example)')).toBe(
      '[a b c](https://ok.example)',
    );
    expect(linkedMarkdown('[![logo](https://t.example/p.png)](https://ok.example)')).toBe(
      '[logo](https://ok.example)',
    );
    expect(linkedMarkdown('[a [b](https://b.example)](vbscript:x)')).toBe('a [b](https://b.example)');
  });

  it('reads a link across any line end, as Markdown does', () => {
    expect(linkedMarkdown('[x](\r\njavascript:alert(1))')).toBe('x');
    expect(linkedMarkdown('[x](\rjavascript:alert(1))')).toBe('x');
  });

  it('escapes HTML inside a link, in its label and its destination', () => {
    expect(linkedMarkdown('[<b>hi</b>](https://ok.example/<x>)')).toBe(
      '[&lt;b>hi&lt;/b>](https://ok.example/%3Cx%3E)',
    );
  });

  it('sends an image as a link to it, so that nothing is loaded from where it points', () => {
    expect(linkedMarkdown('![the map](https://ok.example/map.png)')).toBe(
      '[the map](https://ok.example/map.png)',
    );
    expect(linkedMarkdown('![](https://ok.example/p.png)')).toBe(
      '[https://ok.example/p.png](https://ok.example/p.png)',
    );
  });

  it('writes an address between angle brackets as a link, and another scheme as text', () => {
    expect(linkedMarkdown('<https://ok.example> or <rrhh.es@acme.example>')).toBe(
      '[https://ok.example](https://ok.example) or [rrhh.es@acme.example](mailto:rrhh.es@acme.example)',
    );
    expect(linkedMarkdown('<javascript:alert(1)>')).toBe('&lt;javascript:alert(1)>');
  });

  it('drops a link definition that leads elsewhere than the web or e-mail', () => {
    expect(linkedMarkdown('Open [the portal][p].\n\n[p]: javascript:alert(1)\nBye.')).toBe(
      'Open [the portal][p].\n\nBye.',
    );
  });

  it('keeps what comes right before a link out of it: a ! would make it an image, a backslash escape it', () => {
    expect(linkedMarkdown('Look!https://ok.example')).toBe('Look\\![https://ok.example](https://ok.example)');
    expect(linkedMarkdown('Look\\!https://ok.example')).toBe(
      'Look\\![https://ok.example](https://ok.example)',
    );
    expect(linkedMarkdown('C:\\rrhh.es@acme.example')).toBe(
      'C:\\\\[rrhh.es@acme.example](mailto:rrhh.es@acme.example)',
    );
  });

  it('breaks a link too long or too deep to read, so that no client reads it unchecked', () => {
    const longLabel = `[${'a'.repeat(3000)}](javascript:alert(1))`;
    expect(linkedMarkdown(longLabel)).toBe(`[${'a'.repeat(3000)}]\\(javascript:alert(1))`);
    const deep = `[x](javascript:${'('.repeat(40)}${')'.repeat(40)})`;
    expect(linkedMarkdown(deep)).toBe(`[x]\\(javascript:${'('.repeat(40)}${')'.repeat(40)})`);
  });

  it('reads a text of many brackets or links in one pass, each link whole', () => {
    // many unclosed brackets or links would cost a scan of the rest of the text each
    expect(linkedMarkdown('['.repeat(20_000))).toBe('['.repeat(20_000));
    const many = '[a](https://a.example) '.repeat(2000);
    expect(linkedMarkdown(many)).toBe(many);
  });

  it('leaves escaped brackets as text', () => {
    // the `](` a link's reader left is broken too: it shows the same
    expect(linkedMarkdown('\\[x](javascript:alert(1))')).toBe('\\[x]\\(javascript:alert(1))');
  });
});
