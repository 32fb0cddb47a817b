import type { KnownBlock } from '@slack/web-api';
import type { TBotReply } from '../../conversation.types';
import { toSlackMrkdwn } from './slack-format';

/** Slack caps a button value at 2000 characters. */
const MAX_VALUE_LENGTH = 2000;

/** One bot reply as chat.postMessage arguments: the text, and the buttons as an actions block. */
export function toSlackMessage(reply: TBotReply) {
  const buttons = (reply.buttons ?? []).filter((b) => JSON.stringify(b.value).length <= MAX_VALUE_LENGTH);
  const text = toSlackMrkdwn(reply.text);
  if (buttons.length === 0) return { text };
  const blocks: KnownBlock[] = [
    { type: 'section', text: { type: 'mrkdwn', text: text || ' ' } },
    {
      type: 'actions',
      elements: buttons.slice(0, 25).map((button, i) => ({
        type: 'button' as const,
        action_id: `askhr_button_${i}`,
        text: { type: 'plain_text' as const, text: button.title.slice(0, 75) },
        value: JSON.stringify(button.value),
      })),
    },
  ];
  return { text, blocks };
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
