import { describe, expect, it } from 'vitest';
import { replyToActivity } from './directline-conversation';
import { toWebChatMarkdown } from './webchat-format';

describe('toWebChatMarkdown', () => {
  it('writes e-mail addresses as mailto links and web addresses as links', () => {
    expect(toWebChatMarkdown('Write to rrhh.es@acme.example or see https://people.acme.example.')).toBe(
      'Write to [rrhh.es@acme.example](mailto:rrhh.es@acme.example) or see ' +
        '[https://people.acme.example](https://people.acme.example).',
    );
  });

  it('escapes what Markdown would read inside a label or a destination', () => {
    expect(toWebChatMarkdown('first_last@acme.example')).toBe(
      '[first\\_last@acme.example](mailto:first_last@acme.example)',
    );
    expect(toWebChatMarkdown('https://w.example/Leave_(law)')).toBe(
      '[https://w.example/Leave\\_(law)](https://w.example/Leave_%28law%29)',
    );
  });

  it('leaves text without addresses as it is', () => {
    expect(toWebChatMarkdown('You have 25 days.\nAsk HR.')).toBe('You have 25 days.\nAsk HR.');
  });
});

describe('replyToActivity', () => {
  it('sends answers to Web Chat as Markdown with the addresses linked', () => {
    const activity = replyToActivity(
      { text: 'Mail rrhh.es@acme.example' },
      { customerId: 1, botUserId: 'u' },
      '',
    );
    expect(activity).toMatchObject({
      textFormat: 'markdown',
      text: 'Mail [rrhh.es@acme.example](mailto:rrhh.es@acme.example)',
    });
  });
});
