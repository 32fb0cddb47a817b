import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import type { TDenseHit, TDenseIndex } from './dense-index';
import { buildDenseIndex } from './dense-knowledge';
import type { TEmbeddingsClient } from './embeddings-client';

/** After a failed message call, messages skip the endpoint this long instead of each waiting for it. */
const PAUSE_AFTER_FAILURE_MS = 30_000;
/** A failed embedding of the knowledge is tried again by a message after this long. */
const RETRY_BUILD_AFTER_MS = 60_000;

export interface TDenseSignal {
  /** Builds the dense index of this model's knowledge, once per model; never rejects. */
  prepare(model: object, customerId: number): Promise<void>;
  /**
   * The dense hits of a message, or none (`undefined`) while the tenant has no index yet or when the
   * endpoint fails: the message is then ranked on the other signals, never held up or lost.
   */
  search(model: object, customerId: number, text: string): Promise<TDenseHit[] | undefined>;
}

/**
 * The sentence-embedding signal of the ranking. One dense index per trained model, like the search
 * index; until a new model's index is built (its new texts go to the endpoint) the tenant's previous
 * index answers, as the previous model does while the new one trains.
 */
export function createDenseSignal(db: TDb, client: TEmbeddingsClient, log: FastifyBaseLogger): TDenseSignal {
  const builds = new WeakMap<object, Promise<void>>();
  const latest = new Map<number, { index: TDenseIndex; started: number }>();
  let started = 0;
  let pausedUntil = 0;

  function prepare(model: object, customerId: number) {
    let build = builds.get(model);
    if (build) return build;
    const order = ++started;
    build = buildDenseIndex(db, client, customerId).then(
      ({ index, embedded }) => {
        // a slower build of an older model must not replace a newer one's index
        if ((latest.get(customerId)?.started ?? 0) < order) latest.set(customerId, { index, started: order });
        log.info({ customerId, texts: index.size, embedded, model: client.model }, 'dense index built');
      },
      (err: unknown) => {
        log.warn({ err, customerId }, 'knowledge could not be embedded: ranking goes on without it');
        setTimeout(() => builds.delete(model), RETRY_BUILD_AFTER_MS).unref();
      },
    );
    builds.set(model, build);
    return build;
  }

  return {
    prepare,
    async search(model, customerId, text) {
      void prepare(model, customerId);
      const dense = latest.get(customerId);
      if (!dense || Date.now() < pausedUntil) return undefined;
      try {
        return dense.index.search(await client.embedMessage(text));
      } catch (err) {
        pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
        log.warn({ err, customerId }, 'embeddings endpoint failed: messages are ranked without it for 30 s');
        return undefined;
      }
    },
  };
}
