import type { FastifyBaseLogger } from 'fastify';
import { reportBackgroundError, type TOutageMonitor } from '../../../db/outage';
import type { TConversationCore } from '../../conversation.types';
import { answerUnanswered } from './directline-conversation';
import type { TActivityStore } from './directline.types';

/** How often every process looks for user messages left without a reply. */
export const UNANSWERED_SWEEP_MS = 10_000;
const BATCH = 20;

/**
 * Answers the user messages that a stopped process stored but never answered: every process
 * claims a batch at a time (the claim decides which one answers each) until none is left.
 */
export function createUnansweredSweeper(deps: {
  store: TActivityStore;
  core: TConversationCore;
  log: FastifyBaseLogger;
  /** the database out of reach is logged there, once per outage, not at every sweep */
  outage?: TOutageMonitor;
  everyMs?: number;
}) {
  const { store, log } = deps;
  let running: Promise<number> | undefined;

  async function sweepAll() {
    let answered = 0;
    for (;;) {
      const claimed = await store.claimUnansweredBatch(BATCH);
      for (const unanswered of claimed) {
        try {
          await answerUnanswered(deps, unanswered);
          answered += 1;
        } catch (err) {
          log.error(
            { err, conversationId: unanswered.conversationId },
            'could not answer a Direct Line message',
          );
        }
      }
      if (claimed.length < BATCH) return answered;
    }
  }

  /** Answers what is waiting now; resolves with how many messages it answered. */
  function sweep() {
    running ??= sweepAll().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => {
    sweep().catch((err: unknown) =>
      reportBackgroundError(deps, err, 'could not sweep unanswered Direct Line messages'),
    );
  }, deps.everyMs ?? UNANSWERED_SWEEP_MS);
  timer.unref();

  return {
    sweep,
    async close() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
