import { ActionTypes, CardFactory, MessageFactory, type Activity } from 'botbuilder';
import type { TBotReply } from '../../conversation.types';
import { linkedMarkdown } from '@askhr/shared/bot/links';

/**
 * One bot reply as an outgoing activity: the text, and the buttons as a hero card of messageBack
 * actions, whose value Teams and the Emulator send back as the next activity's `value`.
 */
export function toActivity(reply: TBotReply): Partial<Activity> {
  const text = linkedMarkdown(reply.text);
  if (!reply.buttons?.length) return { ...MessageFactory.text(text), textFormat: 'markdown' };
  const card = CardFactory.heroCard(
    '',
    undefined,
    reply.buttons.map((button) => ({
      type: ActionTypes.MessageBack,
      title: button.title,
      displayText: button.title,
      value: button.value,
    })),
  );
  return { ...MessageFactory.attachment(card, text), textFormat: 'markdown' };
}

/** The value of a pressed button, when the activity carries an object. */
export function buttonValueOf(activity: Partial<Activity>): Record<string, unknown> | undefined {
  const { value } = activity;
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
