import type { Block, KnownBlock } from '@slack/web-api';
import type { TBotReply } from '../../conversation.types';
import { toSlackMrkdwn } from './slack-format';

/** Slack caps a button value at 2000 characters. */
const MAX_VALUE_LENGTH = 2000;
/** Slack refuses a message whose button text is longer than this. */
const MAX_BUTTON_TEXT_LENGTH = 75;
/** Slack refuses a message whose section text is longer than this. */
const MAX_SECTION_LENGTH = 3000;

/**
 * A question offered as a button can be longer than Slack allows: it is cut with an ellipsis, so
 * that the employee sees it goes on, and never inside a character of two UTF-16 units.
 */
export function buttonText(title: string) {
  if (title.length <= MAX_BUTTON_TEXT_LENGTH) return title;
  let text = '';
  for (const char of title) {
    if (text.length + char.length > MAX_BUTTON_TEXT_LENGTH - 1) break;
    text += char;
  }
  return `${text.trimEnd()}…`;
}

/**
 * The text above the buttons: an answer may be longer than one section holds (Slack would refuse
 * the whole message), so it is split into sections at line ends, else at spaces, never inside a
 * link (a written link's label may hold spaces; every other `<` of the text is escaped).
 */
export function sectionsOf(text: string): KnownBlock[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > MAX_SECTION_LENGTH) {
    let head = rest.slice(0, MAX_SECTION_LENGTH);
    const open = head.lastIndexOf('<');
    if (open > 0 && open > head.lastIndexOf('>')) head = head.slice(0, open);
    const cut = [head.lastIndexOf('\n'), head.lastIndexOf(' ')].find((at) => at > 0) ?? head.length;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^[\n ]/, '');
  }
  parts.push(rest);
  return parts.map((part) => ({ type: 'section', text: { type: 'mrkdwn', text: part || ' ' } }));
}

/** One bot reply as chat.postMessage arguments: the text, and the buttons as an actions block. */
export function toSlackMessage(reply: TBotReply) {
  const buttons = (reply.buttons ?? []).filter((b) => JSON.stringify(b.value).length <= MAX_VALUE_LENGTH);
  const text = toSlackMrkdwn(reply.text);
  if (buttons.length === 0) return { text };
  const blocks: KnownBlock[] = [
    ...sectionsOf(text),
    {
      type: 'actions',
      elements: buttons.slice(0, 25).map((button, i) => ({
        type: 'button' as const,
        action_id: `askhr_button_${i}`,
        text: { type: 'plain_text' as const, text: buttonText(button.title) },
        value: JSON.stringify(button.value),
      })),
    },
  ];
  return { text, blocks };
}

/**
 * The pressed message again, its buttons replaced by the title of the one pressed. Slack shows
 * nothing of a press (Teams and Web Chat show the title as the employee's message): without this
 * the answer would follow with no sign of what was chosen, and the buttons would stay to press again.
 */
export function withChoiceShown(message: { text?: string; blocks: Block[] }, title: string) {
  return {
    text: message.text ?? '',
    blocks: [
      ...message.blocks.filter((block) => block.type !== 'actions'),
      { type: 'context', elements: [{ type: 'plain_text', text: `✓ ${title}` }] },
    ],
  };
}

/** The button value we put in a block action, or undefined when it is not ours. */
export function parseButtonValue(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
