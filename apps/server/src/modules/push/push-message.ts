import type { TDb } from '../../db/client';
import { findQueries, findResponseOptions, type TPushItemRow } from './push.repository';
import type { TPushReply } from './push-send-outcome';

/**
 * What the employee receives: a message's text; for a survey the greeting and the question, with
 * the response options as buttons whose value records the answer (kind 'survey').
 */
export async function pushReplyOf(db: TDb, item: TPushItemRow): Promise<TPushReply> {
  if (item.type !== 'survey') return { text: item.text };
  const [query] = await findQueries(db, item.customerId, [item.id]);
  if (!query) return { text: item.text };
  const options = await findResponseOptions(db, item.customerId, [query.id]);
  return {
    text: item.greetingText ? `${item.greetingText}\n\n${query.text}` : query.text,
    buttons: options.map((option) => ({
      title: option.text,
      value: { kind: 'survey', queryId: query.id, optionId: option.id },
    })),
  };
}
