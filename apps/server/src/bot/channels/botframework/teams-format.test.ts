import { describe, expect, it } from 'vitest';
import { toActivity } from './botframework-messages';
import { toTeamsMarkdown } from './teams-format';

describe('toTeamsMarkdown', () => {
  it('writes e-mail addresses as mailto links and web addresses as links', () => {
    expect(toTeamsMarkdown('Write to rrhh.es@acme.example or see https://people.acme.example.')).toBe(
      'Write to [rrhh.es@acme.example](mailto:rrhh.es@acme.example) or see ' +
        '[https://people.acme.example](https://people.acme.example).',
    );
  });

  it('leaves text without addresses as it is', () => {
    expect(toTeamsMarkdown('You have 25 days.')).toBe('You have 25 days.');
  });
});

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
