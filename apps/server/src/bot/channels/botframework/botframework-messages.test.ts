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
});
