import type { TDb } from '../../db/client';
import { storableText } from '../../db/json-text';
import { groupBy } from '../../lib/group-by';
import { insertUtterances, type TLoggedMessage, type TLoggedRow } from './bot-core.repository';

interface TPending {
  values: TLoggedMessage;
  resolve(row: TLoggedRow): void;
  reject(error: unknown): void;
}

/** The most messages one insert carries. */
const MAX_BATCH = 200;

const keyOf = (row: Pick<TLoggedRow, 'botUserId' | 'conversationId' | 'text' | 'at'>) =>
  `${row.botUserId}\u0000${row.conversationId}\u0000${row.at}\u0000${row.text}`;

/**
 * The employees' messages are logged with group commit: a tenant's first message waits for the end
 * of the event loop's turn, so that the messages that arrived in the same turn go with it, and those
 * that arrive while an insert is in flight wait for it and go together in the next. The report and
 * review rollups are statement triggers whose rows every message of a tenant's day shares: one insert
 * per message queued on those rows' locks (under load, most of a message's time), a batch takes them
 * once. On PGlite, whose statements run on the main thread, no message arrives while one is in
 * flight: there only the turn gathers them. A quiet bot waits for nothing but that turn.
 */
export function createUtteranceLog(db: TDb) {
  const queues = new Map<number, TPending[]>();

  /** Hands each message its row; rows are told apart by what was written, not by their order. */
  function settle(batch: TPending[], rows: TLoggedRow[]) {
    const byKey = groupBy(rows, keyOf);
    for (const pending of batch) {
      const { values } = pending;
      const key = keyOf({ ...values, text: storableText(values.text), at: values.date.getTime() });
      const row = byKey.get(key)?.shift();
      if (row) pending.resolve(row);
      else pending.reject(new Error('The logged message did not come back from its insert'));
    }
  }

  async function write(customerId: number, batch: TPending[]) {
    try {
      settle(
        batch,
        await insertUtterances(
          db,
          customerId,
          batch.map((p) => p.values),
        ),
      );
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // one bad row (its conversation or user deleted meanwhile) fails only its own message
      await Promise.all(batch.map((p) => write(customerId, [p])));
    }
  }

  async function drain(customerId: number, queue: TPending[]) {
    while (queue.length > 0) await write(customerId, queue.splice(0, MAX_BATCH));
    queues.delete(customerId);
  }

  return {
    log(customerId: number, values: TLoggedMessage): Promise<TLoggedRow> {
      return new Promise((resolve, reject) => {
        const waiting = queues.get(customerId);
        if (waiting) return void waiting.push({ values, resolve, reject });
        const queue = [{ values, resolve, reject }];
        queues.set(customerId, queue);
        setImmediate(() => void drain(customerId, queue));
      });
    },
  };
}
