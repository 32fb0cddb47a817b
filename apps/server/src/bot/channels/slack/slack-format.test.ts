import { describe, expect, it } from 'vitest';
import { toSlackMrkdwn } from './slack-format';
import { toSlackMessage } from './slack-messages';

describe('toSlackMrkdwn', () => {
  it('writes e-mail addresses as mailto links and web addresses as links', () => {
    expect(toSlackMrkdwn('Write to rrhh.es@acme.example or see https://people.acme.example.')).toBe(
      'Write to <mailto:rrhh.es@acme.example|rrhh.es@acme.example> or see ' +
        '<https://people.acme.example|https://people.acme.example>.',
    );
  });

  it('escapes &, < and > everywhere, and a | in a link', () => {
    expect(toSlackMrkdwn('Q&A <here>: https://a.example/?x=1&y=a|b')).toBe(
      'Q&amp;A &lt;here&gt;: <https://a.example/?x=1&amp;y=a%7Cb|https://a.example/?x=1&amp;y=a|b>',
    );
  });

  it('writes a Markdown link as a Slack link, the addresses inside it not linked again', () => {
    expect(toSlackMrkdwn('See [ok](https://ok.example).')).toBe('See <https://ok.example|ok>.');
    expect(toSlackMrkdwn('[rrhh.es@acme.example](mailto:rrhh.es@acme.example)')).toBe(
      '<mailto:rrhh.es@acme.example|rrhh.es@acme.example>',
    );
    expect(toSlackMrkdwn('[Q&A <here>](https://ok.example/?a=1&b=2)')).toBe(
      '<https://ok.example/?a=1&amp;b=2|Q&amp;A &lt;here&gt;>',
    );
  });

  it('keeps the label of a link that leads elsewhere than the web or e-mail, without the link', () => {
    expect(toSlackMrkdwn('Open [x](javascript:alert(document.domain)).')).toBe('Open x.');
  });

  it('sends HTML as text', () => {
    expect(toSlackMrkdwn('Sí. <img src=x onerror="alert(1)">')).toBe(
      'Sí. &lt;img src=x onerror="alert(1)"&gt;',
    );
  });
});

describe('toSlackMessage', () => {
  it('links the addresses of the text, with buttons or without', () => {
    const linked = '<mailto:rrhh.es@acme.example|rrhh.es@acme.example>';
    expect(toSlackMessage({ text: 'rrhh.es@acme.example' })).toEqual({ text: linked });
    const withButtons = toSlackMessage({
      text: 'rrhh.es@acme.example',
      buttons: [{ title: 'Helpful', value: { kind: 'rate' } }],
    });
    expect(withButtons.text).toBe(linked);
    expect(withButtons.blocks![0]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: linked } });
  });
});
