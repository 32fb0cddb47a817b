import { describe, expect, it } from 'vitest';
import { toActivity } from './botframework-messages';

describe('toActivity', () => {
  it('sends Markdown with the addresses linked, with buttons or without', () => {
    const linked = '[rrhh.es@acme.example](mailto:rrhh.es@acme.example)';
    expect(toActivity({ text: 'rrhh.es@acme.example' })).toMatchObject({
      text: linked,
      textFormat: 'markdown',
    });
    const withButtons = toActivity({
      text: 'rrhh.es@acme.example',
      buttons: [{ title: 'Helpful', value: { kind: 'rate' } }],
    });
    expect(withButtons).toMatchObject({ text: linked, textFormat: 'markdown' });
  });

  it('sends HTML as text, a Markdown link as written and no link of another scheme', () => {
    expect(toActivity({ text: 'Sí. <img src=x onerror="alert(1)">' }).text).toBe(
      'Sí. &lt;img src=x onerror="alert(1)">',
    );
    expect(toActivity({ text: 'See [ok](https://ok.example).' }).text).toBe('See [ok](https://ok.example).');
    expect(toActivity({ text: '[x](javascript:alert(document.domain))' }).text).toBe('x');
  });
});
