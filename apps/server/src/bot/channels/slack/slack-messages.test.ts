import { describe, expect, it } from 'vitest';
import { buttonText, sectionsOf, toSlackMessage, withChoiceShown } from './slack-messages';

describe('toSlackMessage', () => {
  it('keeps the buttons in order and cuts a title past 75 characters with an ellipsis', () => {
    const long = `How do I ${'really '.repeat(12)}request vacation?`;
    const { blocks } = toSlackMessage({
      text: 'Which of these did you mean?',
      buttons: [
        { title: long, value: { kind: 'choose', questionId: 1 } },
        { title: 'None of these', value: { kind: 'none' } },
      ],
    });
    const actions = blocks![1] as { elements: { text: { text: string }; value: string }[] };
    expect(actions.elements.map((e) => e.value)).toEqual([
      '{"kind":"choose","questionId":1}',
      '{"kind":"none"}',
    ]);
    const cut = actions.elements[0]!.text.text;
    expect(cut.length).toBeLessThanOrEqual(75);
    expect(cut).toMatch(/^How do I really .*…$/);
    expect(actions.elements[1]!.text.text).toBe('None of these');
  });

  it('never cuts a title inside a character of two UTF-16 units', () => {
    const cut = buttonText(`${'a'.repeat(73)}😀 more`);
    expect(cut).toBe(`${'a'.repeat(73)}…`);
  });

  it('splits a text longer than a section holds at line ends, else at spaces', () => {
    const line = 'x'.repeat(2000);
    expect(sectionsOf(`${line}\n${line}`).map((s) => (s as { text: { text: string } }).text.text)).toEqual([
      line,
      line,
    ]);
    const words = sectionsOf(`${'word '.repeat(700)}end`);
    expect(words).toHaveLength(2);
    for (const section of words)
      expect((section as { text: { text: string } }).text.text.length).toBeLessThanOrEqual(3000);
  });

  it('never splits a link, whose label may hold spaces', () => {
    const link = '<https://ok.example|the leave policy of the company>';
    const text = `${'x'.repeat(2960)} ${link} end`;
    expect(sectionsOf(text).map((s) => (s as { text: { text: string } }).text.text)).toEqual([
      'x'.repeat(2960),
      `${link} end`,
    ]);
  });
});

describe('withChoiceShown', () => {
  it('keeps the text and puts the title of the button pressed in place of the buttons', () => {
    const section = { type: 'section', text: { type: 'mrkdwn', text: 'Which?' } };
    expect(withChoiceShown({ text: 'Which?', blocks: [section, { type: 'actions' }] }, 'Payday?')).toEqual({
      text: 'Which?',
      blocks: [section, { type: 'context', elements: [{ type: 'plain_text', text: '✓ Payday?' }] }],
    });
  });
});
