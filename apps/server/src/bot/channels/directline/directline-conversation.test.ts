import { describe, expect, it } from 'vitest';
import { replyToActivity } from './directline-conversation';

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
